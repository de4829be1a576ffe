/**
 * The money domain at work (issue "Money"): its endpoints, the deposit and withdrawal flows with
 * one request id per submission, the order actions, the reads, the realtime money notices and
 * the forced-binding rule on the store, and the security page's calls (security-calls.ts). The lobby loads this module with a dynamic `import()`
 * the first time money is needed (a call of `lobby.money`, or a money notice), so none of it is
 * in a first paint.
 */
import {
  moneyCodes,
  ServiceCode,
  type AddWithdrawAccountRequest,
  type DepositOrder,
  type Notice,
  type OrderListRequest,
  type StorageLike,
  type WithdrawAccount,
  type WithdrawOrder,
} from '@lobbykit/contract';
import type { EventBus } from '@lobbykit/transport';
import type { LobbyExtra } from '../extra';
import type { LobbyStartListening, LobbyStore } from '../store';
import { checkWithdrawAmount } from './amount-rules';
import { checkDepositForm, type DepositForm } from './deposit-form';
import { moneyTagTypes, withMoneyEndpoints, type MoneyApi } from './endpoints';
import { forcedBindingInputOf, forcedBindingOf, type LargeAmountBinding } from './forced-binding';
import { createMoneyNotices } from './notices';
import { createSecurityCalls } from './security-calls';
import type {
  DepositOutcome,
  LobbyMoneyControls,
  LobbyMoneyOptions,
  MoneyEvents,
  MoneyFailure,
  MoneyLocks,
  MoneyResult,
  MoneyState,
  PasswordOutcome,
  WithdrawForm,
  WithdrawOutcome,
} from './options';
import { failureOf, sendWithRetries, type MutationResult } from './send';
import { initialSubmissionState, submissionTransition, type SubmissionState } from './submission';
import { createTabClaims } from './tab-claim';
import { checkWithdrawPassword } from './withdraw-password';

export interface MoneyRunnerDeps {
  readonly store: LobbyStore;
  readonly extra: LobbyExtra;
  readonly startListening: LobbyStartListening;
  readonly siteCode: string;
  readonly options: LobbyMoneyOptions;
  /** What all tabs share (localStorage): the "shown once" claims. */
  readonly storage: StorageLike | undefined;
  readonly locks: MoneyLocks | undefined;
  /** Random bytes of the request ids. */
  readonly crypto: Pick<Crypto, 'getRandomValues'>;
  /** The session's user call (the balance into the account facts). */
  readonly refreshBalance: () => Promise<void>;
  readonly events: EventBus<MoneyEvents>;
  /** Publishes the money state (`lobby.money.state()`). */
  readonly publish: (state: MoneyState) => void;
}

export type MoneyRunner = Omit<LobbyMoneyControls, 'events' | 'state' | 'subscribe'> & {
  /** Applies a realtime notice (the others are ignored). */
  readonly notice: (notice: Notice) => void;
  readonly dispose: () => void;
};

type Kind = keyof MoneyState;

const NOT_PLAYER: MoneyFailure = { ok: false, reason: 'notPlayer' };
const IN_FLIGHT = { ok: false, reason: 'inFlight' } as const;
const BUSY_ELSEWHERE = { ok: false, reason: 'busyElsewhere' } as const;
/** How many times a read cut short by a money notice is made again. */
const READ_AGAIN = 2;
/** A read cut short each time: nothing was lost, the screen may read again later. */
const READ_CUT_SHORT: MoneyFailure = {
  ok: false,
  reason: 'failed',
  error: {
    kind: 'network',
    message: 'the read was cut short by money notices each time',
    requestId: '',
    url: '',
    status: 0,
    retries: READ_AGAIN,
  },
};
/** The lock was held by another tab: nothing was sent. */
const BUSY = Symbol('busy');

const numberIn = (data: unknown, key: string): number | undefined => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

const textIn = (data: unknown, key: string): string | undefined => {
  const value =
    typeof data === 'object' && data !== null ? (data as Record<string, unknown>)[key] : undefined;
  return typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined;
};

/** A wrong or locked withdraw password, as the hall says it. */
const passwordWrongOf = (data: unknown) => ({
  ok: false as const,
  reason: 'passwordWrong' as const,
  attemptsLeft: numberIn(data, 'attemptsLeft'),
  lockedMs: numberIn(data, 'lockedMs'),
});

/** A refused withdrawal as the withdraw page answers it (spec §8: 3003 and 9527 are the feature's). */
function withdrawRefusalOf(failure: MoneyFailure): WithdrawOutcome {
  if (failure.reason !== 'refused') return failure;
  switch (failure.code) {
    case ServiceCode.BindWithdraw:
      return { ok: false, reason: 'withdrawPasswordRequired' };
    case ServiceCode.CentreWalletBalanceNotEnough:
      return { ok: false, reason: 'walletShort' };
    case ServiceCode.NoBind:
      return {
        ok: false,
        reason: 'mustBind',
        bindings: (textIn(failure.data, 'must_bind_item') ?? '')
          .split(',')
          .filter((item): item is LargeAmountBinding => ['phone', 'email', 'googleAuth'].includes(item)),
      };
    case moneyCodes.betRequirement:
      return {
        ok: false,
        reason: 'betRequirement',
        betRequirement: textIn(failure.data, 'betRequirement') ?? '',
      };
    case moneyCodes.withdrawPasswordWrong:
      return passwordWrongOf(failure.data);
    default:
      return failure;
  }
}

/** A new money request id: `prefix`, a dash and 32 random hex digits. */
export function newRequestId(crypto: Pick<Crypto, 'getRandomValues'>, prefix: string): string {
  const hex = Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) =>
    byte.toString(16).padStart(2, '0'),
  );
  return `${prefix}-${hex.join('')}`;
}

export function startMoneyRunner(deps: MoneyRunnerDeps): MoneyRunner {
  const { store, extra, options } = deps;
  const api: MoneyApi = withMoneyEndpoints(extra.api);
  const sendOptions = (url: string) => ({
    retries: options.retries ?? 2,
    retryDelayMs: options.retryDelayMs ?? 1000,
    timers: extra.timers,
    url,
  });
  const claims = createTabClaims(deps.storage, deps.locks, extra.now);
  const applyNotice = createMoneyNotices({
    store,
    api,
    events: deps.events,
    claims,
    refreshBalance: deps.refreshBalance,
  });

  let machines: Record<Kind, SubmissionState> = {
    deposit: initialSubmissionState(),
    withdraw: initialSubmissionState(),
  };
  const move = (kind: Kind, next: SubmissionState) => {
    if (machines[kind] === next) return;
    machines = { ...machines, [kind]: next };
    deps.publish({ deposit: machines.deposit.status, withdraw: machines.withdraw.status });
  };

  const isPlayer = () => store.getState().session.status === 'player';

  /** Runs `work` holding the site's money lock, unless another tab holds it. */
  const exclusive = <T>(work: () => Promise<T>): Promise<T | typeof BUSY> =>
    deps.locks
      ? deps.locks.request<T | typeof BUSY>(
          `lobbykit-money-${deps.siteCode}`,
          { ifAvailable: true },
          (lock) => (lock ? work() : BUSY),
        )
      : work();

  /**
   * A submission: refused while one is in flight, sent with its one request id (again after a
   * lost answer), the state machine moved by how it ended.
   */
  async function submit<T extends { ok: boolean }>(
    kind: Kind,
    fingerprint: string,
    prefix: string,
    work: (requestId: string, fresh: boolean) => Promise<T>,
  ): Promise<T | typeof IN_FLIGHT | typeof BUSY_ELSEWHERE> {
    const before = machines[kind];
    const next = submissionTransition(before, {
      type: 'submitted',
      fingerprint,
      requestId: newRequestId(deps.crypto, prefix),
    });
    if (next === before || next.status !== 'sending') return IN_FLIGHT;
    const fresh = before.status !== 'unsettled' || before.requestId !== next.requestId;
    move(kind, next);
    let outcome: T | typeof BUSY;
    try {
      outcome = await exclusive(() => work(next.requestId, fresh));
    } catch (error) {
      move(kind, submissionTransition(machines[kind], { type: 'lost' }));
      throw error;
    }
    if (outcome === BUSY) {
      // Nothing was sent: the submission stands as it was before the tap.
      move(kind, before);
      return BUSY_ELSEWHERE;
    }
    const lost = !outcome.ok && (outcome as unknown as MoneyFailure).reason === 'unsettled';
    move(kind, submissionTransition(machines[kind], { type: lost ? 'lost' : 'answered' }));
    return outcome;
  }

  /**
   * A fresh read from the hall (no cached answer: money changes under the player's feet). A
   * money notice that invalidates the entry while the read is on its way leaves it without an
   * answer (RTK Query drops an entry nobody subscribes to): the read is made again, a few times.
   */
  async function read<T>(
    initiate: () => PromiseLike<{ data?: T; error?: unknown; isUninitialized?: boolean }>,
  ): Promise<MoneyResult<T>> {
    for (let attempt = 0; ; attempt++) {
      if (!isPlayer()) return NOT_PLAYER;
      const result = await initiate();
      if ('error' in result && result.error !== undefined)
        return failureOf(result.error as Parameters<typeof failureOf>[0]);
      if (result.isUninitialized !== true) return { ok: true, data: result.data as T };
      if (attempt >= READ_AGAIN) return READ_CUT_SHORT;
    }
  }
  const fresh = { subscribe: false, forceRefetch: true } as const;

  /** Identical calls at once share one request (a double tap on "Cancel", "I have transferred"). */
  const inFlight = new Map<string, Promise<unknown>>();
  function once<T>(key: string, run: () => Promise<T>): Promise<T> {
    const running = inFlight.get(key) as Promise<T> | undefined;
    if (running) return running;
    const started = run().finally(() => inFlight.delete(key));
    inFlight.set(key, started);
    return started;
  }

  /**
   * An order action or account change: one request id, sent again only with it (`retries`
   * times at most: 0 for a call the hall does not replay by that id).
   */
  function change<T>(
    key: string,
    prefix: string,
    url: string,
    send: (requestId: string) => PromiseLike<MutationResult<T>>,
    retries?: number,
  ): Promise<MoneyResult<T>> {
    if (!isPlayer()) return Promise.resolve(NOT_PLAYER);
    return once(key, () => {
      const requestId = newRequestId(deps.crypto, prefix);
      return sendWithRetries(() => Promise.resolve(send(requestId)), {
        ...sendOptions(url),
        ...(retries === undefined ? {} : { retries }),
      });
    });
  }

  const deposit = async (form: DepositForm): Promise<DepositOutcome> => {
    if (!isPlayer()) return NOT_PLAYER;
    const check = checkDepositForm(form);
    if (!check.ok) return { ok: false, reason: 'invalid', check };
    return submit('deposit', JSON.stringify(check.request), 'dep', async (requestId, first) => {
      // A new submission first looks for a deposit still waiting for its payment (made in
      // another tab, or before a reload): the player sees it instead of paying twice.
      if (first) {
        const pending = await read(() =>
          store.dispatch(api.endpoints.pendingOrder.initiate(undefined, fresh)),
        );
        if (pending.ok && pending.data)
          return { ok: false, reason: 'pendingOrder', order: pending.data } as const;
      }
      const sent = await sendWithRetries<DepositOrder>(
        () =>
          store.dispatch(api.endpoints.deposit.initiate({ ...check.request, requestId }, { track: false })),
        sendOptions('/pay/deposit'),
      );
      return sent.ok ? ({ ok: true, order: sent.data } as const) : sent;
    });
  };

  const withdraw = async (form: WithdrawForm): Promise<WithdrawOutcome> => {
    if (!isPlayer()) return NOT_PLAYER;
    // Six digits; six equal or consecutive ones are refused only when a password is set, not here.
    const password = checkWithdrawPassword(form.password);
    if (!password.ok && (password.code === 'length' || password.code === 'digits'))
      return { ok: false, reason: 'invalid', field: 'password', code: password.code };
    const amount = checkWithdrawAmount(form.amount, form.info);
    if (!amount.ok) return { ok: false, reason: 'invalid', field: 'amount', code: amount.code };
    // Kept in this closure only: the password is part of what makes a retry the same submission.
    const fingerprint = JSON.stringify([form.accountId, amount.amount, form.password]);
    return submit('withdraw', fingerprint, 'wd', async (requestId) => {
      const sent = await sendWithRetries<WithdrawOrder>(
        () =>
          store.dispatch(
            api.endpoints.withdraw.initiate(
              {
                requestId,
                accountId: form.accountId,
                amount: amount.amount,
                withdrawPassword: form.password,
              },
              { track: false },
            ),
          ),
        sendOptions('/withdraw/apply'),
      );
      if (!sent.ok) return withdrawRefusalOf(sent);
      // The wallet was debited now: the header shows it at once.
      deps.refreshBalance().catch(() => undefined);
      return { ok: true, order: sent.data } as const;
    });
  };

  const passwordOutcomeOf = (sent: MoneyResult<unknown>): PasswordOutcome => {
    if (sent.ok) return { ok: true };
    if (sent.reason === 'refused' && sent.code === moneyCodes.withdrawPasswordWrong)
      return passwordWrongOf(sent.data);
    return sent;
  };

  const setWithdrawPassword = async (password: string): Promise<PasswordOutcome> => {
    const check = checkWithdrawPassword(password);
    if (!check.ok) return { ok: false, reason: 'invalid', code: check.code };
    const sent = await change('set-password', 'pw', '/user/withdrawPassword', (requestId) =>
      store.dispatch(api.endpoints.setWithdrawPassword.initiate({ requestId, password }, { track: false })),
    );
    return passwordOutcomeOf(sent);
  };

  const changeWithdrawPassword = async (oldPassword: string, password: string): Promise<PasswordOutcome> => {
    const check = checkWithdrawPassword(password);
    if (!check.ok) return { ok: false, reason: 'invalid', code: check.code };
    const sent = await change('change-password', 'pw', '/user/withdrawPassword/change', (requestId) =>
      store.dispatch(
        api.endpoints.changeWithdrawPassword.initiate({ requestId, oldPassword, password }, { track: false }),
      ),
    );
    return passwordOutcomeOf(sent);
  };

  // Another player, or none: what the last one was sending is not this one's to continue.
  const stopSessionWatch = deps.startListening({
    predicate: (_action, current, previous) =>
      current.session !== previous.session &&
      (current.session.status !== 'player' ||
        previous.session.status !== 'player' ||
        current.session.account.username !== previous.session.account.username),
    effect: (_action, { dispatch }) => {
      move('deposit', initialSubmissionState());
      move('withdraw', initialSubmissionState());
      dispatch(api.util.invalidateTags([...moneyTagTypes]));
    },
  });

  return {
    channels: () => read(() => store.dispatch(api.endpoints.payChannels.initiate(undefined, fresh))),
    pendingOrder: () => read(() => store.dispatch(api.endpoints.pendingOrder.initiate(undefined, fresh))),
    deposit,
    confirmTransfer: (orderId) =>
      change<DepositOrder>(`transferred:${orderId}`, 'ord', '/pay/order/transferred', (requestId) =>
        store.dispatch(api.endpoints.confirmTransfer.initiate({ requestId, orderId }, { track: false })),
      ),
    cancelOrder: (orderId) =>
      change<DepositOrder>(`cancel:${orderId}`, 'ord', '/pay/order/cancel', (requestId) =>
        store.dispatch(api.endpoints.cancelOrder.initiate({ requestId, orderId }, { track: false })),
      ),
    uploadVoucher: (orderId, file) =>
      change<DepositOrder>(`voucher:${orderId}`, 'vch', '/user/upload', (requestId) =>
        store.dispatch(
          api.endpoints.uploadVoucher.initiate(
            { requestId, kind: 'voucher', orderId, file },
            { track: false },
          ),
        ),
      ),
    orderStatus: (orderId) => read(() => store.dispatch(api.endpoints.orderStatus.initiate(orderId, fresh))),
    records: (filter: OrderListRequest = {}) =>
      read(() => store.dispatch(api.endpoints.orderList.initiate(filter, fresh))),
    firstCharge: () => read(() => store.dispatch(api.endpoints.firstChargeOffer.initiate(undefined, fresh))),
    withdrawInfo: () => read(() => store.dispatch(api.endpoints.withdrawInfo.initiate(undefined, fresh))),
    accounts: () => read(() => store.dispatch(api.endpoints.withdrawAccounts.initiate(undefined, fresh))),
    addAccount: (account: Omit<AddWithdrawAccountRequest, 'requestId'>) =>
      change<WithdrawAccount>(
        `account:${JSON.stringify(account)}`,
        'acc',
        '/withdraw/accounts/add',
        (requestId) =>
          store.dispatch(
            api.endpoints.addWithdrawAccount.initiate({ ...account, requestId }, { track: false }),
          ),
      ),
    withdraw,
    setWithdrawPassword,
    changeWithdrawPassword,
    forcedBinding: () => {
      const state = store.getState();
      const sysInfo = extra.api.endpoints.systemStatus.select()(state).data?.homeGetSysInfo;
      return Promise.resolve(forcedBindingOf(forcedBindingInputOf(state.session, sysInfo)));
    },
    ...createSecurityCalls({ store, api, read, change }),
    notice: applyNotice,
    dispose: () => {
      stopSessionWatch();
      inFlight.clear();
    },
  };
}
