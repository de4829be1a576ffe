/**
 * Builds a lobby: the store with its reactions and the boot, at once; the hall connection (ky,
 * the lines, the hall client) from a module loaded once the boot starts or a call needs it.
 */
import { DEFAULT_APP_VERSION, DEVICE_TYPE, type LanguageCode } from '@lobbykit/contract';
import { matchLanguage } from '@lobbykit/i18n/detect';
import { createEventBus, type EventBus, type HallClient, type HallEvents } from '@lobbykit/transport';
import type { Lines } from '@lobbykit/transport/lines';
import type { LobbyApi } from './api/core-api';
import type { BootState } from './boot/machine';
import { createBootRunner, DEFAULT_BOOT_RETRY } from './boot/runner';
import type { BootSnapshot } from './boot/snapshot';
import { hrefOf, type LobbyConfig } from './config';
import type { GameRef, LobbyEvents } from './events';
import type { LobbyExtra, LobbySettings } from './extra';
import { snapshotOf } from './lobby-snapshot';
import type { HallConnection } from './network/hall-connection';
import { bridgeHallEvents } from './network/hall-events';
import { createHallLoader } from './network/hall-loader';
import { configuredLines, linesChanged } from './network/lines-slice';
import { adoptSiteLines } from './network/site-lines';
import { play, playDemo, type PlayOptions, type PlayOutcome } from './play/play';
import { gameClosed } from './play/slice';
import { lobbyReactions } from './reactions';
import { createMoneyHandle } from './money/controls';
import type { LobbyMoneyControls } from './money/options';
import { lobbySelectors, type LobbySelectors } from './selectors';
import { createSessionHandle, type LobbySessionControls } from './session/controls';
import { createLobbyStore, type LobbyStore } from './store';
import { currencySelected, languageSelected } from './visit/slice';
import { deviceIdOf, safeStorage } from './visit/storage';

/** A lobby's hall connection: the hall client and the API and asset lines it calls on. */
export interface LobbyHall {
  readonly client: HallClient;
  readonly lines: Lines;
}

/** A lobby. Its functions are bound: pass them around as they are (`onClick={lobby.retry}`). */
export interface Lobby<Api extends LobbyApi = LobbyApi> {
  readonly store: LobbyStore;
  /** The RTK Query API the store runs (with React hooks when made by `@lobbykit/lobby-core/react`). */
  readonly api: Api;
  /**
   * The hall connection, loaded the first time anything needs it (the boot starts the load);
   * rejects when its code does not download, and the next call loads again.
   */
  readonly hall: () => Promise<LobbyHall>;
  /** The hall client's own events (toasts: `message`): listen before the connection is loaded. */
  readonly hallEvents: EventBus<HallEvents>;
  /** The lobby's events for the screens (`loginRequired`). */
  readonly events: EventBus<LobbyEvents>;
  /** Selectors of the site data and what derives from it. */
  readonly select: LobbySelectors;
  /**
   * The app's platform as the config gave it (5 web, 6 app; undefined: the web), for the screens
   * whose size depends on it (spec §2: the log-in modal is 550 px wide on the web, else 600).
   */
  readonly platformType: number | undefined;
  /**
   * The app's version as the config gave it (default the contract's DEFAULT_APP_VERSION): the
   * version header's, and what the site's `/op.json` is compared with.
   */
  readonly appVersion: string;
  /**
   * Reads the inlined boot snapshot now (its JSON and its checks), once, so that `boot()` only
   * puts it in the store: a starting page can give the two a task each, neither long on a
   * phone. Optional: `boot()` reads it itself otherwise.
   */
  readonly readSnapshot: () => void;
  /** Starts the boot (once); settles when the lobby can render. */
  readonly boot: () => Promise<BootState>;
  /** From "still trying": try again now. */
  readonly retry: () => void;
  /** Reads the site data again in the background. */
  readonly revalidate: () => void;
  /**
   * Switches language (any spelling i18n's `matchLanguage` reads) among the site's; answers the
   * language code, or undefined when the site does not offer it. Never reloads the page.
   */
  readonly setLanguage: (language: string) => LanguageCode | undefined;
  /** Switches currency among the site's; false when the site does not offer it. */
  readonly setCurrency: (currency: string) => boolean;
  /** "Play demo": the visitor becomes a demo guest and the demo opens (see `PlayOutcome`). */
  readonly playDemo: (game: GameRef) => Promise<PlayOutcome>;
  /**
   * "Play" with real money: for a visitor, the `loginRequired` event; for a player, the checks
   * (maintenance, provider page, self-exclusion, deposit, game rights, currency ratio: see
   * `PlayOutcome`), then the launch. After `confirmRatio`, call again with `{ ratioConfirmed: true }`.
   */
  readonly play: (game: GameRef, options?: PlayOptions) => Promise<PlayOutcome>;
  /** Back from the game page to the lobby; after a real-money game, the balance is read again. */
  readonly closeGame: () => void;
  /** Sign-in, registration, verification, logout: the player's session (loaded on first use). */
  readonly session: LobbySessionControls;
  /** Wallet, deposits, orders, withdrawals, the withdraw password and money notices (loaded on first use). */
  readonly money: LobbyMoneyControls;
  /** A boot snapshot of the site data the store holds now (undefined before the site is known). */
  readonly snapshot: (options?: { ttlMs?: number | undefined }) => BootSnapshot | undefined;
  /** Stops timers, subscriptions and reactions. */
  readonly dispose: () => void;
}

function requireConfig(config: LobbyConfig): void {
  if (typeof config?.siteCode !== 'string' || config.siteCode === '') {
    throw new TypeError('createLobby: siteCode must be a non-empty string');
  }
  if (!Array.isArray(config.lines?.api)) throw new TypeError('createLobby: lines.api must be a list of URLs');
  if (config.location === undefined || config.location === null) {
    throw new TypeError('createLobby: location is required (the page address)');
  }
}

/** Builds a lobby on one flavour of the API: `createLobby` of `.` or of `./react` picks it. */
export function createLobbyWith<Api extends LobbyApi>(config: LobbyConfig, api: Api): Lobby<Api> {
  requireConfig(config);
  const now = config.now ?? Date.now;
  const timers = config.timers ?? {
    setTimeout: (callback: () => void, ms: number) => globalThis.setTimeout(callback, ms),
    clearTimeout: (handle: unknown) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const random = config.random ?? Math.random;
  const webCrypto = config.crypto ?? globalThis.crypto;
  const storage = safeStorage(config.storage);
  const settings: LobbySettings = {
    osType: config.osType ?? DEVICE_TYPE.web,
    preview: config.preview ?? false,
    apiLines: [...config.lines.api],
    assetLines: [...(config.lines.assets ?? [])],
    adoptSiteLines: config.adoptSiteLines ?? true,
    href: () => hrefOf(config.location),
    browserLanguages: [...(config.browserLanguages ?? [])],
  };
  const deviceId =
    config.device?.id ?? deviceIdOf(storage, (length) => webCrypto.getRandomValues(new Uint8Array(length)));

  const select = lobbySelectors(api);
  // Made before the hall connection: the client's captcha guard is the session's.
  const session = createSessionHandle({
    store: () => store,
    startListening: () => startListening,
    extra: () => extra,
    siteCode: config.siteCode,
    options: config.session ?? {},
    storage: config.storage,
    platformType: config.platformType,
    deviceModel: config.device?.model,
    random,
  });
  // Made now, so screens and the store hear the client's events however late it loads.
  const hallEvents = createEventBus<HallEvents>();
  const hall = createHallLoader({
    load: config.loadHall ?? (() => import('./network/hall-connection')),
    setup: {
      config: config.hall?.captcha
        ? config
        : { ...config, hall: { ...config.hall, captcha: session.captchaGuard } },
      settings,
      deviceId,
      now,
      timers,
      random,
      crypto: webCrypto,
      events: hallEvents,
      visit: () => {
        const { visit } = store.getState();
        return { language: visit.language?.code, currency: visit.currency?.code };
      },
    },
    attach: ({ lines }: HallConnection) => {
      store.dispatch(linesChanged(lines.getState()));
      const stopLines = lines.subscribe((state) => store.dispatch(linesChanged(state)));
      // Site URLs the store got before the connection (an inlined snapshot's) join the lines now.
      const siteUrls = select.siteUrls(store.getState());
      if (siteUrls) adoptSiteLines(settings, lines, siteUrls);
      return () => {
        stopLines();
        lines.dispose();
      };
    },
  });
  const events = createEventBus<LobbyEvents>();
  const extra: LobbyExtra = {
    hall: hall.get,
    connectedHall: hall.current,
    events,
    api,
    settings,
    storage,
    now,
    timers,
  };
  const { store, startListening, stopReactions } = createLobbyStore(api, extra, lobbyReactions);
  const stopBridge = bridgeHallEvents(hallEvents, store.dispatch, now);
  const money = createMoneyHandle({
    store,
    startListening,
    extra,
    siteCode: config.siteCode,
    options: config.money ?? {},
    storage: config.storage,
    crypto: webCrypto,
    refreshBalance: () => session.controls.refreshBalance(),
  });
  // The build's lines until the connection measures them.
  store.dispatch(linesChanged(configuredLines(settings.apiLines, settings.assetLines)));
  const runner = createBootRunner({
    store,
    api,
    extra,
    siteCode: config.siteCode,
    snapshot: config.snapshot,
    snapshotMaxAgeMs: config.snapshotMaxAgeMs,
    revalidateAfterMs: config.revalidateAfterMs ?? 1500,
    snapshotFreshMs: config.snapshotFreshMs ?? 60_000,
    retry: { ...DEFAULT_BOOT_RETRY, ...config.bootRetry },
    random,
    debugParams: config.debugParams ?? false,
  });

  let disposed = false;
  /** The boot's second step, right after the snapshot is in the store (see `config.nextTask`). */
  const connect = () => {
    // So the revalidation and the first call do not wait for the download; a failure here is
    // the calls' to report (and retry).
    hall.get().catch(() => undefined);
    // A session kept across a reload comes back once the connection is there; then a
    // third-party sign-in that went by redirect finishes (it signs in only a visitor).
    session
      .restore()
      .catch(() => undefined)
      .then(session.resumeThirdParty)
      .catch(() => undefined);
  };
  return {
    store,
    api,
    hall: hall.get,
    hallEvents,
    events,
    select,
    platformType: config.platformType,
    appVersion: config.appVersion ?? DEFAULT_APP_VERSION,
    readSnapshot: () => runner.read(),
    boot: () => {
      const ready = runner.start();
      const { nextTask } = config;
      if (nextTask) {
        // A page whose next task fails (or throws) still connects: only later than it could.
        const second = () => disposed || connect();
        void new Promise<void>((resolve) => resolve(nextTask())).then(second, second);
      } else connect();
      return ready;
    },
    retry: () => runner.retry(),
    revalidate: () => runner.revalidate(),
    setLanguage: (language) => {
      const code = matchLanguage(language, select.languages(store.getState()));
      if (code !== undefined && code !== store.getState().visit.language?.code)
        store.dispatch(languageSelected(code));
      return code;
    },
    setCurrency: (currency) => {
      if (!select.currencies(store.getState()).includes(currency)) return false;
      if (currency !== store.getState().visit.currency?.code) store.dispatch(currencySelected(currency));
      return true;
    },
    playDemo: (game) => playDemo(store, extra, game),
    play: (game, options) => play(store, extra, game, options),
    closeGame: () => {
      const wasReal = store.getState().game.open?.mode === 'real';
      store.dispatch(gameClosed());
      // The game spent or won: the lobby shows the balance it left with.
      if (wasReal) session.controls.refreshBalance().catch(() => undefined);
    },
    session: session.controls,
    money: money.controls,
    snapshot: (options = {}) => snapshotOf(store.getState(), api, { now: now(), ttlMs: options.ttlMs }),
    dispose: () => {
      disposed = true;
      runner.dispose();
      session.dispose();
      money.dispose();
      hall.dispose();
      stopBridge();
      stopReactions();
      // Drops the cache and the API's own removal timers: a server that makes a lobby per
      // request keeps nothing of it alive.
      store.dispatch(api.util.resetApiState());
    },
  };
}
