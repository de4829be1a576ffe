// The login-required notice, answering lobby-core's `loginRequired` event ("Play" on a
// real-money game) and the header's log-in and sign-up buttons, until the session issue's
// login modal takes over.
import type { GameRef } from '@lobbykit/lobby-core';
import { useLobbyEvent } from '@lobbykit/lobby-core/react';
import { createContext, Suspense, useCallback, useContext, useState, type ReactNode } from 'react';
import { LazyLoginRequiredNotice } from '../chrome/lazy-blocks';
import { useLobbyNavigate } from '../router/navigation';
import { gameCodeOf } from '../games/game-code';

type RequireLogin = (game?: GameRef) => void;

const RequireLoginContext = createContext<RequireLogin | null>(null);

/** Opens the login-required notice, about a game or about logging in at all. */
export function useRequireLogin(): RequireLogin {
  const requireLogin = useContext(RequireLoginContext);
  if (!requireLogin) throw new Error('lobby-ui/app: useRequireLogin must be used inside <LobbyApp>');
  return requireLogin;
}

export function LoginNoticeHost({ children }: { readonly children?: ReactNode }) {
  const [notice, setNotice] = useState<{ readonly game?: GameRef | undefined } | undefined>();
  const navigate = useLobbyNavigate();
  const [opened, setOpened] = useState(false);
  const requireLogin = useCallback<RequireLogin>((game) => {
    setOpened(true);
    setNotice({ game });
  }, []);
  useLobbyEvent('loginRequired', ({ game }) => requireLogin(game));
  const close = useCallback(() => setNotice(undefined), []);
  const game = notice?.game;
  return (
    <RequireLoginContext value={requireLogin}>
      {children}
      {/* Loaded the first time it opens, then kept so it can animate closed. */}
      {(notice !== undefined || opened) && (
        <Suspense fallback={null}>
          <LazyLoginRequiredNotice
            open={notice !== undefined}
            onClose={close}
            gameName={game?.name}
            onPlayDemo={
              game?.demo
                ? () => {
                    close();
                    navigate({ page: 'demo', gameCode: gameCodeOf(game) });
                  }
                : undefined
            }
          />
        </Suspense>
      )}
    </RequireLoginContext>
  );
}
