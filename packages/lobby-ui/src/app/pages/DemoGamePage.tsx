// The game page (shared by every theme, its own chunk), for a demo and for real money: shows
// the game in the sandboxed frame and goes back to where the player came from. A demo is
// launched here from the code in the path; a real-money game was launched by "Play" (lobby-core
// keeps its address in the store, never in the URL), and leaving it reads the balance again.
import { useCurrency, useLobby, useOpenGame, useSession } from '@lobbykit/lobby-core/react';
import { isSportsGame } from '@lobbykit/lobby-core/sports';
import { useEffect, useState } from 'react';
import { DemoGameFrame, type DemoGameState } from '../../demo/DemoGameFrame';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { useLobbyRouter } from '../router/router-context';
import { useLobbyApp } from '../shell/app-context';
import { SportsMatches } from '../sports/SportsMatches';

/** A launch's outcome, with the launch it belongs to (the game and the attempt). */
interface Launched {
  readonly launch: string;
  readonly state: DemoGameState;
}

/** The demo of `gameCode` launched (again on each retry); nothing when `gameCode` is empty. */
function useDemoLaunch(gameCode: string): { state: DemoGameState; retry: () => void } {
  const lobby = useLobby();
  const [attempt, setAttempt] = useState(0);
  const launch = `${gameCode}#${attempt}`;
  const [launched, setLaunched] = useState<Launched | undefined>();

  useEffect(() => {
    if (gameCode === '') return undefined;
    let live = true;
    // The path's code opens the game (the hall takes a code or an id), so a reload reopens it.
    void lobby.playDemo({ gameId: gameCode }).then((outcome) => {
      if (!live) return;
      setLaunched({
        launch,
        state: outcome.ok
          ? { status: 'ready', url: outcome.game.gameUrl }
          : { status: 'failed', code: 'code' in outcome ? outcome.code : undefined },
      });
    });
    return () => {
      live = false;
    };
  }, [lobby, gameCode, launch]);

  // Until this launch answers, the game is opening (a retry opens it again).
  const state: DemoGameState = launched?.launch === launch ? launched.state : { status: 'opening' };
  return { state, retry: () => setAttempt((n) => n + 1) };
}

export function DemoGamePage() {
  const lobby = useLobby();
  const { location } = useLobbyRouter();
  const navigate = useLobbyNavigate();
  const page = useLobbyPage();
  const real = page.page === 'game';
  const gameCode = page.page === 'demo' || page.page === 'game' ? page.gameCode : '';
  const { game: open, close } = useOpenGame();
  const session = useSession();
  const { currency } = useCurrency();
  const { recentGames } = useLobbyApp();
  const demo = useDemoLaunch(real ? '' : gameCode);
  const realGame = real && open?.mode === 'real' ? open : undefined;

  // A real-money game opens only from "Play": after a reload there is nothing to show here.
  const missing = real && realGame === undefined;
  useEffect(() => {
    if (missing) navigate({ page: 'home' }, { replace: true });
  }, [missing, navigate]);
  // However the player leaves (the way back, the browser's back), the game ends with the page.
  useEffect(() => {
    if (!real) return undefined;
    return () => {
      if (lobby.store.getState().game.open?.mode === 'real') lobby.closeGame();
    };
  }, [real, lobby]);

  const state: DemoGameState = real
    ? realGame
      ? { status: 'ready', url: realGame.gameUrl }
      : { status: 'opening' }
    : demo.state;
  // The card the player tapped titles the page: the open game's name, else the newest recent game.
  const name =
    realGame?.name ??
    recentGames.items().find((game) => game.gameCode === gameCode || game.gameId === gameCode)?.name ??
    gameCode;
  const balance =
    (session.kind === 'demoGuest' || (real && session.kind === 'player')) && currency
      ? { amount: session.account.game_gold ?? 0, currency: currency.code }
      : undefined;
  // In a real-money game the balance moves inside the game, out of the lobby's sight: the player
  // may read it again from the bar.
  const [refreshing, setRefreshing] = useState(false);
  const refreshBalance =
    real && session.kind === 'player'
      ? () => {
          setRefreshing(true);
          void lobby.session.refreshBalance().finally(() => setRefreshing(false));
        }
      : undefined;
  // A sports session that ended (A001) leaves the game for the lobby's home.
  const home = () => {
    close();
    navigate({ page: 'home' }, { replace: true });
  };
  const back = () => {
    close();
    // Back to where the player came from, if that was in the lobby; else the lobby's home.
    if (location.current().index > 0) location.back();
    else navigate({ page: 'home' }, { replace: true });
  };

  return (
    <main className="lk-app-demo">
      <DemoGameFrame
        state={state}
        gameName={name}
        onBack={back}
        onRetry={real ? undefined : demo.retry}
        balance={balance}
        onRefreshBalance={refreshBalance}
        refreshingBalance={refreshing}
        mode={real ? 'real' : 'demo'}
        panel={
          realGame && isSportsGame(realGame) ? <SportsMatches game={realGame} onEnded={home} /> : undefined
        }
      />
    </main>
  );
}
