/**
 * `lobby.money`: the money calls, each of which loads the money chunk (money-runner.ts: endpoints,
 * flows, notices) on first need, so a first paint carries only these lines. Money notices that
 * arrive before it loaded (a deposit paid in another tab) load it and are handed over, in order.
 */
import type { StorageLike } from '@lobbykit/contract';
import { createEventBus } from '@lobbykit/transport';
import type { LobbyExtra } from '../extra';
import { hallLoadError } from '../network/hall-loader';
import { isNoticeReceived, type noticeReceived } from '../session/actions';
import type { LobbyStartListening, LobbyStore } from '../store';
import type {
  LobbyMoneyControls,
  LobbyMoneyModule,
  LobbyMoneyOptions,
  MoneyEvents,
  MoneyLocks,
  MoneyState,
} from './options';
import type { MoneyRunner } from './money-runner';

export interface MoneySetup {
  readonly store: LobbyStore;
  readonly startListening: LobbyStartListening;
  readonly extra: LobbyExtra;
  readonly siteCode: string;
  readonly options: LobbyMoneyOptions;
  readonly storage: StorageLike | undefined;
  readonly crypto: Crypto;
  readonly refreshBalance: () => Promise<void>;
}

export interface LobbyMoneyHandle {
  readonly controls: LobbyMoneyControls;
  readonly dispose: () => void;
}

// The notice types money-runner.ts applies (notices.ts keeps the list; repeated here, so the first
// paint does not carry that module).
const MONEY_NOTICE =
  /^(payOrderSuccess|withdrawOrderSuccess|payOrderSuccessNotice|noWalletOrderMsg|gameGoldChange)$/;

const IDLE: MoneyState = { deposit: 'idle', withdraw: 'idle' };

type Calls = Exclude<keyof LobbyMoneyControls, 'events' | 'state' | 'subscribe' | 'forcedBinding'>;

// Each call of `lobby.money` by name; a record, so TypeScript says when one is missing.
const CALLS: Record<Calls, 0> = {
  channels: 0,
  pendingOrder: 0,
  deposit: 0,
  confirmTransfer: 0,
  cancelOrder: 0,
  uploadVoucher: 0,
  orderStatus: 0,
  records: 0,
  firstCharge: 0,
  withdrawInfo: 0,
  accounts: 0,
  addAccount: 0,
  withdraw: 0,
  setWithdrawPassword: 0,
  changeWithdrawPassword: 0,
  securityStatus: 0,
  sendCode: 0,
  bindPhone: 0,
  bindEmail: 0,
  googleAuthSetup: 0,
  bindGoogleAuth: 0,
  changeLoginPassword: 0,
  selfExclusion: 0,
  setSelfExclusion: 0,
};

/** Every call, each made by `call(name)`: written once here, not twice per name (the first paint carries this file). */
const callsOf = (call: (name: Calls) => unknown) =>
  Object.fromEntries(Object.keys(CALLS).map((name) => [name, call(name as Calls)])) as Pick<
    LobbyMoneyControls,
    Calls
  >;

export function createMoneyHandle(setup: MoneySetup): LobbyMoneyHandle {
  const { options } = setup;
  const load = options.loadMoney ?? ((): Promise<LobbyMoneyModule> => import('./money-runner'));
  const events = createEventBus<MoneyEvents>();
  const listeners = new Set<() => void>();
  let state = IDLE;
  let running: Promise<MoneyRunner> | undefined;
  let started: MoneyRunner | undefined;
  let disposed = false;
  const locks =
    options.locks === null
      ? undefined
      : (options.locks ?? (globalThis.navigator as { locks?: MoneyLocks } | undefined)?.locks);

  const runner = (): Promise<MoneyRunner> => {
    if (disposed) return Promise.reject(new Error('lobby-core: the lobby is disposed'));
    if (!running) {
      const attempt = load().then((module) => {
        if (disposed) throw new Error('lobby-core: the lobby is disposed');
        return (started = module.startMoneyRunner({
          ...setup,
          locks,
          events,
          publish: (next) => {
            state = next;
            listeners.forEach((listener) => listener());
          },
        }));
      });
      running = attempt;
      // Forgotten on failure, so the next call downloads again.
      attempt.catch(() => {
        if (running === attempt) running = undefined;
      });
    }
    return running;
  };

  const stopNotices = setup.startListening({
    predicate: (action): action is ReturnType<typeof noticeReceived> =>
      isNoticeReceived(action) && MONEY_NOTICE.test(action.payload.type),
    effect: ({ payload }) => {
      runner().then(
        (loaded) => loaded.notice(payload),
        () => undefined,
      );
    },
  });

  // Each call loads the runner and calls its namesake; a chunk that does not load is its failure.
  const call =
    <K extends Calls>(name: K) =>
    (...args: Parameters<LobbyMoneyControls[K]>) =>
      runner().then(
        (loaded) => (loaded[name] as (...a: typeof args) => unknown)(...args),
        (cause: unknown) => ({
          ok: false,
          reason: 'failed',
          // Said so in the logs: it is the money code that did not download, not the hall connection.
          error: { ...hallLoadError(cause), message: `the money code did not load: ${String(cause)}` },
        }),
      ) as ReturnType<LobbyMoneyControls[K]>;

  return {
    controls: {
      events,
      state: () => state,
      subscribe: (listener) => {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      ...callsOf(call),
      // Nothing to show when the code does not load: the next start-up asks again.
      forcedBinding: () =>
        runner().then(
          (loaded) => loaded.forcedBinding(),
          () => ({ show: false }),
        ),
    },
    dispose() {
      disposed = true;
      stopNotices();
      started?.dispose();
      started = undefined;
      listeners.clear();
    },
  };
}
