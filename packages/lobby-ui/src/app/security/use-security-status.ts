// What the player has bound and set (lobby-core's `lobby.money.securityStatus`, read fresh from
// the user info), read when the security page opens and again after each change it makes.
import type { LobbyMoneyControls } from '@lobbykit/lobby-core';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useState } from 'react';

/** What `securityStatus` answers (the withdraw password, the bindings, a running self-exclusion). */
export type SecurityState = Extract<
  Awaited<ReturnType<LobbyMoneyControls['securityStatus']>>,
  { ok: true }
>['data'];

export interface SecurityStatusRead {
  readonly state: 'loading' | 'failed' | 'ready';
  /** The last answer; kept while a read again is on its way. */
  readonly status: SecurityState | undefined;
  /** Reads it again (after a binding, a password set). */
  readonly reload: () => void;
}

export function useSecurityStatus(): SecurityStatusRead {
  const lobby = useLobby();
  const [attempt, setAttempt] = useState(0);
  const [status, setStatus] = useState<SecurityState | undefined>(undefined);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    void lobby.money.securityStatus().then((answer) => {
      if (!current) return;
      if (answer.ok) setStatus(answer.data);
      setFailed(!answer.ok);
    });
    return () => {
      current = false;
    };
  }, [lobby, attempt]);
  const reload = useCallback(() => setAttempt((count) => count + 1), []);
  const state = status ? 'ready' : failed ? 'failed' : 'loading';
  return { state, status, reload };
}
