// Around every page: the money dialogs. The pay modal (opened by the wallet page, the player
// menu, a game's deposit offer, the first-charge offer, the register-recharge prompt), the
// first-charge offer, the register-recharge prompt after a registration (spec §4), the
// forced-binding dialog (spec §4: asked after a log-in and at start-up for a player), and the
// toasts of the money notices, shown once per browser (lobby-core decides which tab). Their code
// is loaded at the first need; only the openers and the notice listeners are here.
import type { FirstChargeOffer } from '@lobbykit/contract';
import { registerRechargeShown } from '@lobbykit/lobby-core';
import type { ForcedBinding } from '@lobbykit/lobby-core/money';
import { useLobby, useLobbyEvent, useLobbySelector, useSession } from '@lobbykit/lobby-core/react';
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import { useLobbyText } from '../../shared/texts';
import { loadChunk } from '../chunks/chunk-load';
import { LazyForcedBindingHost } from '../security/lazy-security';
import { useOpenAuth } from '../session/auth-context';
import { useLobbyApp } from '../shell/app-context';
import { useHoldStartup } from '../startup/startup-gate';
import {
  LazyDepositDialog,
  LazyFirstChargeDialog,
  LazyRegisterRechargePrompt,
  loadMoneyChunk,
} from './lazy-money';
import { MoneyDialogsContext, type DepositRequest, type MoneyDialogs } from './money-context';

interface Opened<T> {
  readonly open: boolean;
  /** Bumped at each opening: the dialog starts afresh. */
  readonly opening: number;
  readonly value?: T | undefined;
}

const CLOSED = { open: false, opening: 0 } as const;

export function MoneyHost({ children }: { readonly children?: ReactNode }) {
  const lobby = useLobby();
  const session = useSession();
  const openAuth = useOpenAuth();
  const { toaster, startupPopups } = useLobbyApp();
  const text = useLobbyText();
  const [deposit, setDeposit] = useState<Opened<DepositRequest>>(CLOSED);
  const [firstCharge, setFirstCharge] = useState<Opened<FirstChargeOffer>>(CLOSED);
  const [revision, setRevision] = useState(0);
  const changed = useCallback(() => setRevision((count) => count + 1), []);
  const player = session.kind === 'player' ? session.account : undefined;
  const currency = player?.currency;
  const [binding, setBinding] = useState<Extract<ForcedBinding, { show: true }> | undefined>(undefined);

  const openDeposit = useCallback(
    (request?: DepositRequest) => {
      // Read from the store: a session that changed this instant has not rendered yet.
      if (lobby.store.getState().session.kind !== 'player') return openAuth('login');
      setFirstCharge((current) => ({ ...current, open: false }));
      setDeposit((current) => ({ open: true, opening: current.opening + 1, value: request }));
    },
    [lobby, openAuth],
  );
  const openFirstCharge = useCallback((offer: FirstChargeOffer) => {
    setFirstCharge((current) => ({ open: true, opening: current.opening + 1, value: offer }));
  }, []);

  // Spec §4: the large-amount rule, asked by the host after each log-in (and at start-up for a
  // kept session) and by a screen that met it (a withdrawal's 70202). Nothing shows for a
  // session that ended meanwhile.
  const openForcedBinding = useCallback(() => {
    const asking = lobby.store.getState().session;
    if (asking.kind !== 'player') return;
    void lobby.money.forcedBinding().then((answer) => {
      const now = lobby.store.getState().session;
      if (!answer.show || now.kind !== 'player' || now.account.username !== asking.account.username) return;
      setBinding((shown) => shown ?? answer);
    });
  }, [lobby]);

  // A game's deposit offer: the pay modal starts with what its minimum balance still needs
  // (counted in the money chunk, which the modal needs anyway).
  useLobbyEvent('depositRequested', ({ minimumEntryBalance }) => {
    const state = lobby.store.getState().session;
    const balance = state.status === 'player' ? (state.account.game_gold ?? 0) : 0;
    void loadMoneyChunk().then(
      (chunk) => openDeposit({ amount: chunk.amountMissing(minimumEntryBalance, balance) }),
      () => openDeposit(),
    );
  });

  // The notices: the records read again in every tab, the toast in the one lobby-core chose.
  useEffect(() => {
    const stops = [
      lobby.money.events.on('depositSucceeded', (paid) => {
        changed();
        void loadChunk(loadMoneyChunk).then(
          (chunk) => chunk.showDepositSucceeded(toaster, text, paid, currency),
          // The balance is read again all the same; the failure is told (loadChunk).
          () => undefined,
        );
      }),
      lobby.money.events.on('noWalletChannel', (refused) => {
        void loadChunk(loadMoneyChunk).then(
          (chunk) => chunk.showNoWalletChannel(toaster, text, refused),
          () => undefined,
        );
      }),
      lobby.money.events.on('withdrawSucceeded', changed),
    ];
    return () => stops.forEach((stop) => stop());
  }, [lobby, toaster, text, currency, changed]);

  // Spec §4: a registration marks the flag; its prompt shows once, then the flag is spent. The
  // start-up sequence shows it (and asks for the forced binding) when the app runs it.
  const registered =
    useLobbySelector((root) => root.player.showRegisterRecharge) && player !== undefined && !startupPopups;
  const [recharge, setRecharge] = useState(false);
  if (registered && !recharge) setRecharge(true);
  useEffect(() => {
    if (registered) lobby.store.dispatch(registerRechargeShown());
  }, [registered, lobby]);
  // A logout (or another player) ends the prompt and closes the dialogs.
  const username = player?.username;
  const [shownFor, setShownFor] = useState(username);
  if (shownFor !== username) {
    setShownFor(username);
    setRecharge(false);
    setBinding(undefined);
    setDeposit((current) => ({ ...current, open: false }));
    setFirstCharge((current) => ({ ...current, open: false }));
  }

  useEffect(() => {
    if (username !== undefined && !startupPopups) openForcedBinding();
  }, [username, openForcedBinding, startupPopups]);

  // The start-up pop-ups wait while the pay modal is open, and those marked to show again
  // (first charge, waiting-to-collect) are asked again after it.
  useHoldStartup(deposit.open);

  const dialogs = useMemo<MoneyDialogs>(
    () => ({ openDeposit, openFirstCharge, openForcedBinding, revision }),
    [openDeposit, openFirstCharge, openForcedBinding, revision],
  );
  return (
    <MoneyDialogsContext value={dialogs}>
      {children}
      {deposit.opening > 0 && (
        <Suspense fallback={null}>
          <LazyDepositDialog
            key={deposit.opening}
            open={deposit.open}
            request={deposit.value}
            onClose={() => setDeposit((current) => ({ ...current, open: false }))}
            onChanged={changed}
          />
        </Suspense>
      )}
      {firstCharge.opening > 0 && firstCharge.value && (
        <Suspense fallback={null}>
          <LazyFirstChargeDialog
            key={firstCharge.opening}
            open={firstCharge.open}
            offer={firstCharge.value}
            currency={currency ?? ''}
            onClose={() => setFirstCharge((current) => ({ ...current, open: false }))}
            onDeposit={(amount) => openDeposit({ amount })}
          />
        </Suspense>
      )}
      {binding && (
        <Suspense fallback={null}>
          <LazyForcedBindingHost
            required={binding.required}
            limit={binding.limit}
            currency={currency ?? ''}
            onBound={() => {
              setBinding(undefined);
              changed();
            }}
          />
        </Suspense>
      )}
      {recharge && (
        <Suspense fallback={null}>
          <LazyRegisterRechargePrompt
            open
            onClose={() => setRecharge(false)}
            onDeposit={() => {
              setRecharge(false);
              openDeposit();
            }}
          />
        </Suspense>
      )}
    </MoneyDialogsContext>
  );
}
