// What a player-only page (wallet, withdraw, security) shows someone not logged in: why, and
// "Log in". The log-in modal opens by itself when a visitor came to the page from another one;
// on the page a visit landed on, a session kept across the reload may still be on its way back,
// and a player who logs out on the page is on the way home.
import { useSession } from '@lobbykit/lobby-core/react';
import { Empty } from '@lobbykit/ui-blocks';
import { useEffect, useRef, useState } from 'react';
import { useLobbyText } from '../../shared/texts';
import { useLobbyRouter } from '../router/router-context';
import { useOpenAuth } from '../session/auth-context';

/**
 * Whether the page asks to log in by itself: its visitor came from another page of the lobby
 * (read once, when the page opens).
 */
export function useAskToLogIn(): boolean {
  const session = useSession();
  const { entry } = useLobbyRouter();
  const [ask] = useState(() => session.kind !== 'player' && entry.index !== 0);
  return ask;
}

export interface LogInFirstProps {
  /** Why to log in ("Log in to see your wallet"). */
  readonly title: string;
  /** Open the log-in modal by itself (see {@link useAskToLogIn}). */
  readonly ask: boolean;
}

export function LogInFirst({ title, ask }: LogInFirstProps) {
  const text = useLobbyText();
  const openAuth = useOpenAuth();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !ask) return;
    asked.current = true;
    openAuth('login');
  }, [ask, openAuth]);
  return (
    <Empty
      title={title}
      action={
        <button type="button" className="lk-button" onClick={() => openAuth('login')}>
          {text('lobby.login.action')}
        </button>
      }
    />
  );
}
