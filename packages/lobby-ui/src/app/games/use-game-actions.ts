// What a game card and a provider card do, the same on every screen: "Play demo" opens the
// demo game page (which launches it), "Play" asks lobby-core (a visitor gets the log-in modal,
// a player the launch; PlayHost shows the game or why not), a provider opens its sub-game page.
import type { GameSummary } from '@lobbykit/contract';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useMemo } from 'react';
import type { LobbyGame, LobbyProvider } from '../../data';
import { useLobbyNavigate } from '../router/navigation';
import { useLobbyApp } from '../shell/app-context';
import { gameCodeOf } from './game-code';
import { recentGameOf } from './visitor-lists';

/** A game as the app's screens pass it to cards: the contract's summary (a recent game fits too). */
export type AppGame = LobbyGame & Pick<GameSummary, 'gameId' | 'gameCode' | 'name' | 'providerCode'>;

export interface GameActions {
  readonly play: (game: AppGame) => void;
  readonly playDemo: (game: AppGame) => void;
  readonly openProvider: (provider: LobbyProvider) => void;
}

export function useGameActions(): GameActions {
  const lobby = useLobby();
  const navigate = useLobbyNavigate();
  const { recentGames } = useLobbyApp();
  return useMemo(
    () => ({
      // Not a recent game here: the outcome (the game page, a dialog) is PlayHost's to show.
      play: (game) => void lobby.play(game),
      playDemo: (game) => {
        recentGames.add(recentGameOf(game));
        navigate({ page: 'demo', gameCode: gameCodeOf(game) });
      },
      openProvider: (provider) => navigate({ page: 'provider', providerCode: provider.code }),
    }),
    [lobby, navigate, recentGames],
  );
}
