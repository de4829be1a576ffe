/**
 * The game open in the game page. The page route has no query parameters (spec §2), so the
 * game's address lives here, never in the URL.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';

export interface OpenGame {
  readonly gameId: string;
  /** The page the game frame loads (http or https only). */
  readonly gameUrl: string;
  readonly mode: 'demo' | 'real';
  readonly name?: string | undefined;
  /** The game's category key, when the card had one: a sports game's page lists its matches. */
  readonly category?: string | undefined;
}

export const gameSlice = createSlice({
  name: 'game',
  initialState: { open: undefined as OpenGame | undefined },
  reducers: {
    gameOpened(state, { payload }: PayloadAction<OpenGame>) {
      state.open = payload;
    },
    /** Back to the lobby. */
    gameClosed(state) {
      state.open = undefined;
    },
  },
  selectors: {
    selectOpenGame: (state) => state.open,
  },
});

export const { gameOpened, gameClosed } = gameSlice.actions;
export const { selectOpenGame } = gameSlice.selectors;
