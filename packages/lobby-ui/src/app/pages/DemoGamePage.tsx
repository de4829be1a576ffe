// The demo game page (shared by every theme, its own chunk): launches the demo of the game in
// the path, shows it in the sandboxed frame, and goes back to where the visitor came from.
import { useCurrency, useLobby, useOpenGame, useSession } from '@lobbykit/lobby-core/react';
import { useEffect, useState } from 'react';
import { DemoGameFrame, type DemoGameState } from '../../demo/DemoGameFrame';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { useLobbyRouter } from '../router/router-context';
import { useLobbyApp } from '../shell/app-context';

/** A launch's outcome, with the launch it belongs to (the game and the attempt). */
interface Launched {
  readonly launch: string;
  readonly state: DemoGameState;
}

export function DemoGamePage() {
  const lobby = useLobby();
  const { location } = useLobbyRouter();
  const navigate = useLobbyNavigate();
  const page = useLobbyPage();
  const gameCode = page.page === 'demo' ? page.gameCode : '';
  const { close } = useOpenGame();
  const session = useSession();
  const { currency } = useCurrency();
  const { recentGames } = useLobbyApp();
  const [attempt, setAttempt] = useState(0);
  const launch = `${gameCode}#${attempt}`;
  const [launched, setLaunched] = useState<Launched | undefined>();

  useEffect(() => {
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
  // The card the visitor tapped is the newest recent game: its name titles the page.
  const name =
    recentGames.items().find((game) => game.gameCode === gameCode || game.gameId === gameCode)?.name ??
    gameCode;
  const balance =
    session.kind === 'demoGuest' && currency
      ? { amount: session.account.game_gold, currency: currency.code }
      : undefined;
  const back = () => {
    close();
    // Back to where the visitor came from, if that was in the lobby; else the lobby's home.
    if (location.current().index > 0) location.back();
    else navigate({ page: 'home' }, { replace: true });
  };

  return (
    <main className="lk-app-demo">
      <DemoGameFrame
        state={state}
        gameName={name}
        onBack={back}
        onRetry={() => setAttempt((n) => n + 1)}
        balance={balance}
      />
    </main>
  );
}
