// Around every page: the session's dialogs. The log-in / sign-up modal (opened by the header,
// by a visitor's real-money "Play", which continues to the game after the login, by the
// "sign in again" offer and by spec §5's landing rule) and the notice of a session that ended
// without the player asking (token expired, a login on another device, another tab).
import type { GameRef } from '@lobbykit/lobby-core';
import { useLobby, useLobbyEvent, useSession } from '@lobbykit/lobby-core/react';
import { Suspense, useCallback, useState, type ReactNode } from 'react';
import type { AuthCloseReason, AuthMode } from '../../auth/auth-types';
import { useLobbyRouter } from '../router/router-context';
import { useLobbyApp } from '../shell/app-context';
import { OpenAuthContext, type OpenAuth } from './auth-context';
import { LazyAuthDialog, LazyAutoOpenAuth, LazySessionEndedDialog } from './lazy-session';

interface AuthRequest {
  readonly mode: AuthMode;
  /** The game a visitor's "Play" asked for: it opens once they are a player. */
  readonly game?: GameRef | undefined;
}

export function SessionHost({ children }: { readonly children?: ReactNode }) {
  const lobby = useLobby();
  const session = useSession();
  const { autoOpenAuth } = useLobbyApp();
  const { location } = useLobbyRouter();
  // The landing address, read at the first render, before any navigation (spec §5's rule reads it).
  const [landingHref] = useState(() => location.current().href);
  const [request, setRequest] = useState<AuthRequest | undefined>();
  // Mounted from the first opening on, so closing keeps the modal's own way of closing.
  const [wanted, setWanted] = useState(false);

  const openAuth = useCallback<OpenAuth>((mode, game) => {
    setWanted(true);
    setRequest({ mode, game });
  }, []);
  useLobbyEvent('loginRequired', ({ game }) => {
    // A player's "Play" is lobby-core's to launch; only someone not signed in is asked to log in.
    if (lobby.store.getState().session.kind !== 'player') openAuth('login', game);
  });
  const openSignUp = useCallback(() => openAuth('register'), [openAuth]);

  const close = (reason: AuthCloseReason) => {
    const game = request?.game;
    setRequest(undefined);
    if (reason === 'success' && game) void lobby.play(game);
  };

  const ended = session.status === 'visitor' ? session.signInAgain : undefined;
  return (
    <OpenAuthContext value={openAuth}>
      {children}
      {autoOpenAuth && (
        <Suspense fallback={null}>
          <LazyAutoOpenAuth landingHref={landingHref} onOpen={openSignUp} />
        </Suspense>
      )}
      {wanted && (
        <Suspense fallback={null}>
          <LazyAuthDialog
            open={request !== undefined}
            mode={request?.mode ?? 'login'}
            onModeChange={(mode) => setRequest((current) => ({ ...current, mode }))}
            onClose={close}
          />
        </Suspense>
      )}
      {ended && request === undefined && (
        <Suspense fallback={null}>
          <LazySessionEndedDialog
            ended={ended}
            onSignIn={() => {
              lobby.session.dismissSignInAgain();
              openAuth('login');
            }}
            onClose={() => lobby.session.dismissSignInAgain()}
          />
        </Suspense>
      )}
    </OpenAuthContext>
  );
}
