/** The lobby's own events, for the screens: what the lobby asks the UI to answer. */
import type { GameSummary } from '@lobbykit/contract';

/** The game a play request is about (a game card's data fits). */
export type GameRef = Pick<GameSummary, 'gameId'> &
  Partial<Pick<GameSummary, 'name' | 'providerCode' | 'demo'>>;

export interface LobbyEvents {
  /**
   * A visitor or demo guest asked to play with real money. The login modal (the session
   * issue) answers it; until then a notice says so.
   */
  loginRequired: { readonly reason: 'play'; readonly game: GameRef };
}
