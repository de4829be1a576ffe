// Around every page: the session's dialogs. The log-in / sign-up modal (opened by the header,
// by a visitor's real-money "Play", which continues to the game after the login, by the
// "sign in again" offer, by the start-up sequence's first pop-up (spec §5's landing rule) and by
// a third-party sign-in that came back by redirect and needs it) and the notice of a session that ended without the player asking
// (token expired, a login on another device, another tab). A test-register agent link's
// visitor is taken to the demo games from here too, as the landing rule is.
import {
  selectThirdPartyReturn,
  thirdPartyReturnSeen,
  type GameRef,
  type ThirdPartyOutcome,
} from '@lobbykit/lobby-core';
import { useLobby, useLobbyEvent, useLobbySelector, useSession } from '@lobbykit/lobby-core/react';
import { Suspense, useCallback, useEffect, useState, type ReactNode } from 'react';
import type { AuthCloseReason, AuthMode } from '../../auth/auth-types';
import { OpenAuthContext, type OpenAuth } from './auth-context';
import { useHoldStartup } from '../startup/startup-gate';
import { LazyAuthDialog, LazySessionEndedDialog } from './lazy-session';
import { useDemoGamesLanding } from './use-demo-games-landing';

interface AuthRequest {
  readonly mode: AuthMode;
  /** The game a visitor's "Play" asked for: it opens once they are a player. */
  readonly game?: GameRef | undefined;
  /** The answer of a third-party sign-in that went by redirect, for the modal to show. */
  readonly thirdPartyReturn?: ThirdPartyOutcome | undefined;
}

export function SessionHost({ children }: { readonly children?: ReactNode }) {
  const lobby = useLobby();
  const session = useSession();
  const [request, setRequest] = useState<AuthRequest | undefined>();
  // Mounted from the first opening on, so closing keeps the modal's own way of closing.
  const [wanted, setWanted] = useState(false);

  // Not in a transition: the start-up queue holds while the modal is open (useHoldStartup below),
  // and must hold from the opening itself, not from a render the browser may put off.
  const openAuth = useCallback<OpenAuth>((mode, game) => {
    setWanted(true);
    setRequest({ mode, game });
  }, []);
  useLobbyEvent('loginRequired', ({ game }) => {
    // A player's "Play" is lobby-core's to launch; only someone not signed in is asked to log in.
    if (lobby.store.getState().session.kind !== 'player') openAuth('login', game);
  });
  useDemoGamesLanding();

  // A third-party sign-in that left by redirect came back without a session (code 100, a
  // refusal): the modal opens on its answer, as it would have shown the window's, once.
  const thirdPartyReturn = useLobbySelector(selectThirdPartyReturn);
  const [shownReturn, setShownReturn] = useState<typeof thirdPartyReturn>();
  if (thirdPartyReturn && thirdPartyReturn !== shownReturn) {
    setShownReturn(thirdPartyReturn);
    setWanted(true);
    setRequest({ mode: thirdPartyReturn.status === 'unregistered' ? 'register' : 'login', thirdPartyReturn });
  }
  useEffect(() => {
    if (thirdPartyReturn) lobby.store.dispatch(thirdPartyReturnSeen());
  }, [thirdPartyReturn, lobby]);

  const close = (reason: AuthCloseReason) => {
    const game = request?.game;
    setRequest(undefined);
    if (reason === 'success' && game) void lobby.play(game);
  };

  // The start-up pop-ups wait while the modal is open.
  useHoldStartup(request !== undefined);
  const ended = session.status === 'visitor' ? session.signInAgain : undefined;
  return (
    <OpenAuthContext value={openAuth}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <LazyAuthDialog
            open={request !== undefined}
            mode={request?.mode ?? 'login'}
            onModeChange={(mode) => setRequest((current) => ({ ...current, mode }))}
            onClose={close}
            thirdPartyReturn={request?.thirdPartyReturn}
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
