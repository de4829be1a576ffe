/** Builds a lobby: the hall client on ky, the lines, the store with its reactions, and the boot. */
import {
  DEFAULT_APP_VERSION,
  DEVICE_TYPE,
  getLanguage,
  PLATFORM_TYPE,
  type LanguageCode,
} from '@lobbykit/contract';
import { matchLanguage } from '@lobbykit/i18n/detect';
import { createEventBus, createHallClient, type EventBus, type HallClient } from '@lobbykit/transport';
import { kyFetch } from '@lobbykit/transport/ky';
import { createLines, type Lines } from '@lobbykit/transport/lines';
import ky from 'ky';
import type { LobbyApi } from './api/core-api';
import type { BootState } from './boot/machine';
import { createBootRunner, DEFAULT_BOOT_RETRY } from './boot/runner';
import type { BootSnapshot } from './boot/snapshot';
import { hrefOf, type LobbyConfig } from './config';
import type { GameRef, LobbyEvents } from './events';
import type { LobbyExtra, LobbySettings } from './extra';
import { snapshotOf } from './lobby-snapshot';
import { bridgeHallEvents } from './network/hall-events';
import { linesChanged } from './network/lines-slice';
import { play, playDemo, type PlayOutcome } from './play/play';
import { gameClosed } from './play/slice';
import { lobbyReactions } from './reactions';
import { lobbySelectors, type LobbySelectors } from './selectors';
import { createLobbyStore, type LobbyStore } from './store';
import { currencySelected, languageSelected } from './visit/slice';
import { deviceIdOf, safeStorage } from './visit/storage';

/** A lobby. Its functions are bound: pass them around as they are (`onClick={lobby.retry}`). */
export interface Lobby<Api extends LobbyApi = LobbyApi> {
  readonly store: LobbyStore;
  /** The RTK Query API the store runs (with React hooks when made by `@lobbykit/lobby-core/react`). */
  readonly api: Api;
  readonly client: HallClient;
  readonly lines: Lines;
  /** The lobby's events for the screens (`loginRequired`). */
  readonly events: EventBus<LobbyEvents>;
  /** Selectors of the site data and what derives from it. */
  readonly select: LobbySelectors;
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
  /** "Play" with real money: for a visitor, the `loginRequired` event. */
  readonly play: (game: GameRef) => Promise<PlayOutcome>;
  /** Back from the game page to the lobby. */
  readonly closeGame: () => void;
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

  const lines = createLines({
    ...config.lineTest,
    api: settings.apiLines,
    oss: settings.assetLines,
    ...(config.fetch ? { fetch: config.fetch } : {}),
    timers,
    storage: config.storage,
  });
  const http = ky.create({
    ...(config.fetch ? { fetch: config.fetch } : {}),
    ...(config.kyHooks ? { hooks: config.kyHooks } : {}),
  });
  // Read at the start of each call, so a language or currency switch applies to the next one.
  let readVisit: () => { language?: LanguageCode | undefined; currency?: string | undefined } = () => ({});
  const client = createHallClient({
    ...config.hall,
    siteCode: config.siteCode,
    staticKey: config.staticKey,
    lines,
    fetch: kyFetch(http),
    now,
    timers,
    random,
    crypto: webCrypto,
    context: () => {
      const { language, currency } = readVisit();
      return {
        language: language === undefined ? undefined : getLanguage(language)?.serviceCode,
        currency,
        platformType: config.platformType ?? PLATFORM_TYPE.web,
        deviceId,
        deviceModel: config.device?.model,
        fingerprintId: config.device?.fingerprintId,
        referer: settings.href() || undefined,
        version: config.appVersion ?? DEFAULT_APP_VERSION,
      };
    },
  });
  const events = createEventBus<LobbyEvents>();
  const extra: LobbyExtra = { client, lines, events, api, settings, storage, now, timers };
  const { store, stopReactions } = createLobbyStore(api, extra, lobbyReactions);
  readVisit = () => {
    const { visit } = store.getState();
    return { language: visit.language?.code, currency: visit.currency?.code };
  };
  const stopBridge = bridgeHallEvents(client.events, store.dispatch, now);
  store.dispatch(linesChanged(lines.getState()));
  const stopLines = lines.subscribe((state) => store.dispatch(linesChanged(state)));
  const runner = createBootRunner({
    store,
    api,
    extra,
    siteCode: config.siteCode,
    snapshot: config.snapshot,
    snapshotMaxAgeMs: config.snapshotMaxAgeMs,
    revalidateAfterMs: config.revalidateAfterMs ?? 1500,
    retry: { ...DEFAULT_BOOT_RETRY, ...config.bootRetry },
    random,
    debugParams: config.debugParams ?? false,
  });
  const select = lobbySelectors(api);

  return {
    store,
    api,
    client,
    lines,
    events,
    select,
    boot: () => runner.start(),
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
    play: (game) => play(extra, game),
    closeGame: () => void store.dispatch(gameClosed()),
    snapshot: (options = {}) => snapshotOf(store.getState(), api, { now: now(), ttlMs: options.ttlMs }),
    dispose: () => {
      runner.dispose();
      stopLines();
      stopBridge();
      stopReactions();
      lines.dispose();
      // Drops the cache and the API's own removal timers: a server that makes a lobby per
      // request keeps nothing of it alive.
      store.dispatch(api.util.resetApiState());
    },
  };
}
