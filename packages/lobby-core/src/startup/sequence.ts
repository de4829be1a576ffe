/**
 * The start-up pop-up sequence (spec §4): the 14 pop-ups of `STARTUP_POPUPS` on
 * `@lobbykit/popup-queue`, each loaded by asking the store and the hall what it would show and
 * its rule (rules.ts) whether it shows. A load that takes more than 5000 ms is the queue's
 * `timeout`. lobby-ui starts the queue after the first paint, restarts it with the
 * login-triggered flag after a login, pauses it around its own dialogs and shows `current`.
 */
import {
  createPopupQueue,
  type PopupItem,
  type PopupLoadContext,
  type PopupQueue,
} from '@lobbykit/popup-queue';
import {
  TASK_CODES,
  type CutOnce,
  type FirstChargeOffer,
  type NoticeFrame,
  type StorageLike,
  type TaskCode,
  type TaskList,
  type Timers,
  type WaitingCollect,
} from '@lobbykit/contract';
import type { ForcedBinding } from '../money/forced-binding';
import type { Lobby } from '../create-lobby';
import { selectOpenGame } from '../play/slice';
import type { LobbyState } from '../store';
import { selectAgentLink } from '../visit/slice';
import { appDownloadTarget } from '../navigation/app-download';
import { promotionsOf, type LobbyPromotions } from '../promotions/promotions';
import {
  STARTUP_POPUPS,
  mayShowPromotion,
  shouldAskPasswordChange,
  shouldOpenLoginRegister,
  shouldPromptAppDownload,
  shouldShowCut,
  shouldShowFirstCharge,
  shouldShowForcedPopups,
  shouldShowRegisterRecharge,
  shouldShowTasks,
  shouldShowWaitingCollect,
  type AppDownloadSwitches,
  type PlaceFacts,
  type StartupKind,
  type StartupPopupId,
} from './rules';

/** What each pop-up shows, by id (`current.data` of the queue). */
export interface StartupPopupData {
  loginRegister: true;
  registerRecharge: true;
  forcedPasswordChange: true;
  forcedBinding: Extract<ForcedBinding, { show: true }>;
  appDownload: { readonly url: string };
  forcedPopups: { readonly frames: readonly NoticeFrame[] };
  newCutOnce: CutOnce;
  cutOnce: CutOnce;
  firstCharge: FirstChargeOffer;
  newUserTasks: TaskList;
  dailyTasks: TaskList;
  weeklyTasks: TaskList;
  everyThreeDayTasks: TaskList;
  waitingCollect: WaitingCollect;
}

/** The notice frames the player has not dismissed (the frame store of `@lobbykit/lobby-core/promotions`). */
export interface StartupFrames {
  /** The frames to show now for this account ('' for a visitor). */
  readonly visible: (account: string, now: number) => Promise<readonly NoticeFrame[]>;
}

export interface StartupEnvironment {
  /** The lobby shows its home (the game route): the only place the pop-ups show. Read before every event. */
  readonly isGameRoute: () => boolean;
  /**
   * A dialog that is not one of the sequence's is open: nothing shows meanwhile.
   * @default () => false
   */
  readonly isDialogOpen?: (() => boolean) | undefined;
  /** The query of the address the lobby opened at (the log-in / sign-up landing rule). */
  readonly landingSearch: string;
  /** The notice frames with the player's choices applied. Absent: no forced pop-ups. */
  readonly frames?: StartupFrames | undefined;
  /** Where "the app download was prompted" is kept. Absent: prompted every start. */
  readonly storage?: StorageLike | undefined;
  /**
   * The lobby runs in the speed package (the app's shell): never prompts for the app.
   * @default false
   */
  readonly speedPackage?: boolean | undefined;
  /**
   * A preview build of the site: never prompts for the app.
   * @default false
   */
  readonly preview?: boolean | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  /** Injected in tests. @default the global timers */
  readonly timers?: Timers | undefined;
  /**
   * Pop-ups this lobby never shows (a skin without an app, a lobby that opens its sign-up itself):
   * they are skipped without asking the hall.
   * @default []
   */
  readonly skip?: readonly StartupPopupId[] | undefined;
  /** @default 5000 (spec §9 "Pop-up load time-out") */
  readonly loadTimeoutMs?: number | undefined;
}

export interface StartupSequence {
  readonly queue: PopupQueue;
  /** The promotions' calls the pop-ups claim with. */
  readonly promotions: LobbyPromotions;
  /** The app download prompt showed: it waits for forced installation to show again. */
  readonly appDownloadPrompted: () => void;
}

/** The task list pop-ups and the code each reads. */
export const STARTUP_TASK_CODES = {
  newUserTasks: TASK_CODES.newBenefits,
  dailyTasks: TASK_CODES.daily,
  weeklyTasks: TASK_CODES.weekly,
  everyThreeDayTasks: TASK_CODES.everyThreeDays,
} as const satisfies Partial<Record<StartupPopupId, TaskCode>>;

const APP_PROMPTED_KEY = 'lobbykit:appDownloadPrompted';

const kindOf = (state: LobbyState): StartupKind => state.session.kind;

/** Resolves once `ready(state)` holds (at once if it does); rejects when the load is aborted. */
function waitFor(lobby: Pick<Lobby, 'store'>, ready: (state: LobbyState) => boolean, signal: AbortSignal) {
  return new Promise<void>((resolve, reject) => {
    if (ready(lobby.store.getState())) return resolve();
    const stop = lobby.store.subscribe(() => {
      if (!ready(lobby.store.getState())) return;
      stop();
      resolve();
    });
    signal.addEventListener('abort', () => {
      stop();
      reject(signal.reason instanceof Error ? signal.reason : new Error('the load was aborted'));
    });
  });
}

/** The session is known (not being signed in or taken back) and the agent link was read. */
const settled = (state: LobbyState) =>
  state.session.status !== 'signingIn' &&
  state.session.status !== 'verifying' &&
  state.visit.agentLink.status !== 'checking';

function readFlag(storage: StorageLike | undefined, key: string): boolean {
  try {
    return storage?.getItem(key) === '1';
  } catch {
    return false;
  }
}

/** Builds the sequence; start it with `queue.start()` once the lobby booted. */
export function createStartupSequence(
  lobby: Pick<Lobby, 'store' | 'api' | 'session' | 'money'>,
  environment: StartupEnvironment,
): StartupSequence {
  const { store } = lobby;
  const now = environment.now ?? Date.now;
  const promotions = promotionsOf(lobby);
  const landing = new URLSearchParams(environment.landingSearch);
  // The queue's route gate keeps every pop-up to the game route when it shows: a load made while
  // the player is elsewhere answers as on the home page, or the pop-up would be skipped for the
  // whole run and never show when they come back.
  const ON_GAME_ROUTE = true;
  const place = (): PlaceFacts => {
    const state = store.getState();
    return {
      kind: kindOf(state),
      home: ON_GAME_ROUTE,
      playing: selectOpenGame(state) !== undefined,
    };
  };
  const baseConfig = async (): Promise<Readonly<Record<string, unknown>> | undefined> => {
    const result = await store.dispatch(
      lobby.api.endpoints.baseSiteConfig.initiate(undefined, { subscribe: false }),
    );
    return result.data;
  };
  /** A read's data when it answered, else nothing to show (a failed read is not a pop-up). */
  const dataOf = <T>(read: { ok: true; data: T } | { ok: false }): T | undefined =>
    read.ok ? read.data : undefined;

  // The place as the load starts decides the whole load: the hall is asked only when it allows
  // a promotion, and the pop-up's rule reads the same place with the hall's answer.
  const promotion = (id: StartupPopupId, read: (at: PlaceFacts) => Promise<unknown>) =>
    ({
      id,
      advance: 'loaded',
      load: async () => {
        const at = place();
        return mayShowPromotion(at) ? read(at) : false;
      },
    }) satisfies PopupItem;

  const cut = (id: 'newCutOnce' | 'cutOnce', kind: 'new' | 'regular') =>
    promotion(id, async (at) => {
      const data = dataOf(await promotions.cutOnce(kind));
      return shouldShowCut(at, data) ? data : false;
    });

  const tasks = (id: keyof typeof STARTUP_TASK_CODES) =>
    promotion(id, async (at) => {
      const data = dataOf(await promotions.tasks(STARTUP_TASK_CODES[id]));
      return shouldShowTasks(at, data?.list) ? data : false;
    });

  const items: Record<StartupPopupId, PopupItem> = {
    loginRegister: {
      id: 'loginRegister',
      load: async ({ loginTriggered, signal }: PopupLoadContext) => {
        if (loginTriggered) return false;
        await waitFor(lobby, settled, signal);
        const switches = (await baseConfig())?.['switches'] as Record<string, unknown> | undefined;
        const state = store.getState();
        return shouldOpenLoginRegister({
          kind: kindOf(state),
          loginTriggered,
          autoVisitorLogin: switches?.['autoVisitorLoginH5'] === true,
          search: landing,
          demoGames: selectAgentLink(state).status === 'demoGames',
        });
      },
    },
    registerRecharge: {
      id: 'registerRecharge',
      load: () => {
        const state = store.getState();
        return shouldShowRegisterRecharge(kindOf(state), state.player.showRegisterRecharge);
      },
    },
    forcedPasswordChange: {
      id: 'forcedPasswordChange',
      load: () => {
        const session = store.getState().session;
        const account = session.kind === 'player' ? (session.account as Record<string, unknown>) : undefined;
        return shouldAskPasswordChange(session.kind, account?.['must_change_password'] === true);
      },
    },
    forcedBinding: {
      id: 'forcedBinding',
      load: async () => {
        if (kindOf(store.getState()) !== 'player') return false;
        const answer = await lobby.money.forcedBinding();
        return answer.show ? answer : false;
      },
    },
    appDownload: {
      id: 'appDownload',
      load: async () => {
        const switches = (await baseConfig())?.['switches'] as AppDownloadSwitches | undefined;
        const show = shouldPromptAppDownload({
          switches,
          speedPackage: environment.speedPackage ?? false,
          preview: environment.preview ?? false,
          home: ON_GAME_ROUTE,
          prompted: readFlag(environment.storage, APP_PROMPTED_KEY),
        });
        if (!show) return false;
        const urls = await store.dispatch(
          lobby.api.endpoints.siteUrlConfig.initiate(undefined, { subscribe: false }),
        );
        // The pop-up's button opens this in a new tab: a bare domain has to become an address,
        // and a value of another scheme (javascript:, data:) must never be opened.
        const url = appDownloadTarget(urls.data);
        return url === undefined ? false : { url };
      },
    },
    forcedPopups: {
      id: 'forcedPopups',
      load: async () => {
        // The frame box is a player's call (the contract's `frameBoxInfo` needs a token), and its
        // choices are kept per account.
        const session = store.getState().session;
        if (!environment.frames || session.kind !== 'player') return false;
        const frames = await environment.frames.visible(session.account.username, now());
        return shouldShowForcedPopups(ON_GAME_ROUTE, frames) ? { frames } : false;
      },
    },
    newCutOnce: cut('newCutOnce', 'new'),
    cutOnce: cut('cutOnce', 'regular'),
    firstCharge: {
      ...promotion('firstCharge', async (at) => {
        const answer = await lobby.money.firstCharge();
        return answer.ok && shouldShowFirstCharge(at, answer.data) ? answer.data : false;
      }),
      reshowOnResume: true,
    },
    newUserTasks: tasks('newUserTasks'),
    dailyTasks: tasks('dailyTasks'),
    weeklyTasks: tasks('weeklyTasks'),
    everyThreeDayTasks: tasks('everyThreeDayTasks'),
    waitingCollect: {
      ...promotion('waitingCollect', async (at) => {
        const data = dataOf(await promotions.waitingCollect());
        return shouldShowWaitingCollect(at, data) ? data : false;
      }),
      reshowOnResume: true,
    },
  };

  const skipped = new Set(environment.skip ?? []);
  const queue = createPopupQueue(
    STARTUP_POPUPS.map((id) => (skipped.has(id) ? { id, load: () => false } : items[id])),
    {
      isGameRoute: environment.isGameRoute,
      isDialogOpen: environment.isDialogOpen,
      loadTimeoutMs: environment.loadTimeoutMs,
      timers: environment.timers,
    },
  );
  return {
    queue,
    promotions,
    appDownloadPrompted: () => {
      try {
        environment.storage?.setItem(APP_PROMPTED_KEY, '1');
      } catch {
        // Storage refused: the prompt may show again next start, nothing else is lost.
      }
    },
  };
}
