// The withdraw page's reads: the withdraw info and the receiving accounts, read together when
// the page opens and again when the money moved (a withdrawal paid, a deposit credited). While a
// read again is on its way the last answer stays on screen, so a result shown is never wiped.
import type { WithdrawAccount, WithdrawInfo } from '@lobbykit/contract';
import { useLobby } from '@lobbykit/lobby-core/react';
import { useCallback, useEffect, useState } from 'react';

export interface WithdrawData {
  /** `failed`: a read failed and nothing was shown yet. */
  readonly state: 'loading' | 'failed' | 'ready';
  readonly info: WithdrawInfo | undefined;
  readonly accounts: readonly WithdrawAccount[] | undefined;
  readonly retry: () => void;
}

interface Loaded {
  readonly info: WithdrawInfo | undefined;
  readonly accounts: readonly WithdrawAccount[] | undefined;
  readonly failed: boolean;
}

/** @param revision reads again when it changes (the money moved). */
export function useWithdrawData(revision: number): WithdrawData {
  const lobby = useLobby();
  const [attempt, setAttempt] = useState(0);
  const [loaded, setLoaded] = useState<Loaded>({ info: undefined, accounts: undefined, failed: false });

  useEffect(() => {
    let current = true;
    void Promise.all([lobby.money.withdrawInfo(), lobby.money.accounts()]).then(([info, accounts]) => {
      if (!current) return;
      setLoaded((last) =>
        info.ok && accounts.ok
          ? { info: info.data, accounts: accounts.data, failed: false }
          : // A failed read again keeps what was shown; only a first read shows the failure.
            { ...last, failed: last.info === undefined },
      );
    });
    return () => {
      current = false;
    };
  }, [lobby, revision, attempt]);

  const retry = useCallback(() => {
    setLoaded((last) => ({ ...last, failed: false }));
    setAttempt((count) => count + 1);
  }, []);

  const state = loaded.failed ? 'failed' : loaded.info && loaded.accounts ? 'ready' : 'loading';
  return { state, info: loaded.info, accounts: loaded.accounts, retry };
}
