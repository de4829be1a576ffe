/**
 * The lobby's hall connection: the ky instance, the lines, the hall client and the base query
 * on it. The lobby loads this module with a dynamic `import()` the first time something needs
 * it (see hall-loader.ts), so bundlers put it, ky and the transport's client in a chunk of
 * their own that a first paint from the inlined snapshot neither downloads nor runs.
 */
import {
  DEFAULT_APP_VERSION,
  getLanguage,
  PLATFORM_TYPE,
  type Clock,
  type LanguageCode,
  type Timers,
} from '@lobbykit/contract';
import { createHallClient, type EventBus, type HallClient, type HallEvents } from '@lobbykit/transport';
import { kyFetch } from '@lobbykit/transport/ky';
import { createLines, type Lines } from '@lobbykit/transport/lines';
import { hallBaseQuery } from '@lobbykit/transport/rtk';
import type { UploadBody } from '@lobbykit/transport/upload';
import ky from 'ky';
import type { LobbyBaseQuery } from '../api/base';
import type { LobbyConfig } from '../config';
import type { LobbySettings } from '../extra';

/** What the connection is made from: the config and what `createLobby` resolved of it. */
export interface HallSetup {
  readonly config: LobbyConfig;
  readonly settings: LobbySettings;
  readonly deviceId: string;
  readonly now: Clock;
  readonly timers: Timers;
  readonly random: () => number;
  readonly crypto: Crypto;
  /** The lobby's bus for the client's events, made before the connection so screens can listen early. */
  readonly events: EventBus<HallEvents>;
  /** The visit's language and currency now: read at the start of each call, so a switch applies to the next one. */
  readonly visit: () => { language?: LanguageCode | undefined; currency?: string | undefined };
}

/**
 * The multipart encoder of upload calls (a deposit's voucher), loaded with the first upload: a
 * lobby whose players never upload never downloads it.
 */
const uploadOnDemand: UploadBody = async (params, cipher) =>
  (await import('@lobbykit/transport/upload')).uploadBody(params, cipher);

/** A lobby's hall connection once loaded. */
export interface HallConnection {
  readonly client: HallClient;
  readonly lines: Lines;
  /** RTK Query's base query on `client`. */
  readonly baseQuery: LobbyBaseQuery;
}

export function connectHall({
  config,
  settings,
  deviceId,
  now,
  timers,
  random,
  crypto,
  events,
  visit,
}: HallSetup): HallConnection {
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
  const client = createHallClient({
    ...config.hall,
    upload: config.hall?.upload ?? uploadOnDemand,
    siteCode: config.siteCode,
    staticKey: config.staticKey,
    lines,
    events,
    fetch: kyFetch(http),
    now,
    timers,
    random,
    crypto,
    context: () => {
      const { language, currency } = visit();
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
  return { client, lines, baseQuery: hallBaseQuery(client) };
}
