// The typed client of the control API (control-api.ts): one method per route, so a test says
// what it does to the hall ("take api:1 down", "push a notice") instead of building URLs.
// Every lobbykit test reaches the hall through this client (packages via @lobbykit/test-utils).
import type { NoticeType } from '@lobbykit/contract';
import type { ActiveFault, FaultSpec } from './faults';
import type { LoggedRequest, RequestLogFilter } from './request-log';
import { CONTROL_HEADER } from './request-guard';
import type { OutboxEntry } from '../hall/risk';
import type { SeedName } from '../options';
import type { ActiveNoticeFault, NoticeFaultSpec } from '../realtime/notice-faults';
import type { NoticeCounters } from '../realtime/notice-hub';
import type { NoticeRecord, OrderRecord, Restriction, SiteRuntime, SiteStatus } from '../store/records';

/** A domain as the control API shows it. */
export interface DomainView {
  readonly id: string;
  readonly url: string;
  readonly up: boolean;
  readonly delayMs: number;
  readonly counters: { requests: number; tokenHeaders: number; upgrades: number; preflights: number };
}

/** What `GET /control` shows: the whole hall at a glance. */
export interface ControlState {
  readonly seed: SeedName;
  /** Where the hall keeps its data; null when it lives in memory only. */
  readonly dataDir: string | null;
  readonly urls: {
    readonly api: readonly string[];
    readonly oss: readonly string[];
    readonly control?: string;
  };
  readonly domains: readonly DomainView[];
  readonly sites: readonly {
    readonly siteCode: string;
    readonly siteId: number;
    readonly runtime: SiteRuntime;
  }[];
  readonly faults: readonly ActiveFault[];
  readonly clockOffsetMs: number;
}

/** What `POST /control/sites/:siteCode` may change; null removes a setting. */
export interface SitePatch {
  readonly status?: SiteStatus;
  readonly end_time?: number | null;
  /** The maintenance time file's `end_time` alone (epoch seconds); the info keeps `end_time`'s. */
  readonly maintenanceFileEndTime?: number | null;
  readonly online_service?: string | null;
  readonly areaAllowed?: boolean | null;
  readonly blockedRegions?: readonly string[] | null;
  readonly clientIp?: string | null;
  readonly minVersion?: string | null;
  readonly captcha?: { code: string | number; routes: readonly string[] } | null;
  /** The LINE authorize URL the site's system info gives instead of the fake provider's. */
  readonly lineAuthorizeUrl?: string | null;
  readonly siteInfo?: {
    title?: string;
    backgroundColor?: string;
    skinTypeValue?: number;
    languages?: readonly string[];
    currencies?: readonly string[];
  } | null;
}

/** What `POST /control/users/:siteCode/:username` may change. */
export interface UserPatch {
  /** A number of whole cents (at most two decimals). */
  readonly gameGold?: number;
  readonly bonus?: number;
  readonly frozen?: boolean;
  readonly loginVerify?: boolean;
  readonly googleAuth?: boolean;
  readonly restrictions?: readonly Restriction[];
  readonly selfExcludedUntil?: number | null;
  /** What remains to be bet before a withdrawal; 0 meets the requirement (and ends audit mode). */
  readonly betRequirement?: number;
  /** 1 is a normal account; 2 (an agent's account) has no game rights. */
  readonly accountType?: number;
  /**
   * A bound, confirmed phone (`+` and digits), set as data, whoever else has it: how two
   * accounts come to share one number (the player's own binding refuses that, 1216).
   */
  readonly boundPhone?: string;
}

export interface NoticePush {
  readonly siteCode: string;
  readonly type: NoticeType;
  /** null or absent: every socket of the site. */
  readonly username?: string | null;
  readonly data?: Record<string, unknown>;
}

export interface SocketDrop {
  readonly siteCode?: string;
  readonly username?: string;
  readonly domain?: string;
  /** 'close' sends a close frame; 'terminate' cuts the connection. @default 'close' */
  readonly mode?: 'close' | 'terminate';
  readonly code?: number;
}

export interface HallCounters {
  readonly effects: Record<string, number>;
  readonly requests: Record<string, number>;
  readonly protocolErrors: Record<string, number>;
  readonly faults: Record<string, number>;
  readonly notices: NoticeCounters;
  readonly dedupReplays: number;
  readonly staticFilesMade: number;
  readonly idpCodeExchanges: number;
  readonly domains: Record<string, DomainView['counters']>;
}

export interface SocketView {
  readonly id: number;
  readonly siteCode: string;
  readonly username: string | null;
  readonly domain: string;
  readonly connectedAt: number;
}

/** Thrown when the control API answers with an error status; `message` carries its reason. */
export class ControlError extends Error {
  override readonly name = 'ControlError';
  constructor(
    readonly status: number,
    message: string,
  ) {
    super(message);
  }
}

type Query = Record<string, string | undefined>;
const queryOf = (query: Query): string => {
  const entries = Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined);
  return entries.length ? `?${new URLSearchParams(entries).toString()}` : '';
};

export function createControlClient(baseUrl: string, fetchImpl: typeof fetch = globalThis.fetch) {
  const send = async <T>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: unknown): Promise<T> => {
    // Every change goes as JSON with the control header (request-guard.ts), a body-less one as {}.
    const response = await fetchImpl(`${baseUrl}${path}`, {
      method,
      ...(method === 'GET'
        ? {}
        : {
            headers: { 'content-type': 'application/json', [CONTROL_HEADER]: '1' },
            body: JSON.stringify(body ?? {}),
          }),
    });
    const json = (await response.json()) as T & { error?: string };
    if (!response.ok) {
      throw new ControlError(
        response.status,
        `control ${method} ${path}: ${response.status} ${json.error ?? ''}`,
      );
    }
    return json;
  };
  const site = (siteCode: string) => `/control/sites/${encodeURIComponent(siteCode)}`;
  const user = (siteCode: string, username: string) =>
    `/control/users/${encodeURIComponent(siteCode)}/${encodeURIComponent(username)}`;

  return {
    /** The whole state: seed, URLs, domains, sites, faults, clock offset. */
    state: () => send<ControlState>('GET', '/control'),
    faults: {
      add: (spec: FaultSpec) => send<ActiveFault>('POST', '/control/faults', spec),
      addAll: (specs: readonly FaultSpec[]) => send<ActiveFault[]>('POST', '/control/faults', specs),
      list: () => send<ActiveFault[]>('GET', '/control/faults'),
      remove: (id: number) => send<{ removed: boolean }>('DELETE', `/control/faults/${id}`),
      clear: () => send<{ cleared: true }>('DELETE', '/control/faults'),
    },
    domains: {
      list: () => send<DomainView[]>('GET', '/control/domains'),
      /** Takes a domain down (connections refused) or up, or slows every answer. */
      set: (id: string, change: { up?: boolean; delayMs?: number }) =>
        send<DomainView>('POST', `/control/domains/${encodeURIComponent(id)}`, change),
    },
    sites: {
      get: (siteCode: string) => send<{ siteCode: string; runtime: SiteRuntime }>('GET', site(siteCode)),
      set: (siteCode: string, patch: SitePatch) =>
        send<{ siteCode: string; runtime: SiteRuntime }>('POST', site(siteCode), patch),
    },
    notices: {
      push: (notice: NoticePush) => send<NoticeRecord>('POST', '/control/notices', notice),
      list: (query: { siteCode?: string; username?: string } = {}) =>
        send<NoticeRecord[]>('GET', `/control/notices${queryOf(query)}`),
    },
    /** Faults of the notice channel: a notice written twice, a socket killed before its ack. */
    noticeFaults: {
      add: (spec: NoticeFaultSpec) => send<ActiveNoticeFault>('POST', '/control/notice-faults', spec),
      list: () => send<ActiveNoticeFault[]>('GET', '/control/notice-faults'),
      clear: () => send<{ cleared: true }>('DELETE', '/control/notice-faults'),
    },
    sockets: {
      list: () => send<{ open: number; authenticated: SocketView[] }>('GET', '/control/sockets'),
      drop: (which: SocketDrop = {}) => send<{ dropped: number }>('POST', '/control/sockets/drop', which),
    },
    counters: {
      get: () => send<HallCounters>('GET', '/control/counters'),
      reset: () => send<HallCounters>('POST', '/control/counters/reset', {}),
    },
    requests: {
      /** Requests the domains received, oldest first; `handled` counts the times a call's route ran. */
      list: (query: RequestLogFilter = {}) =>
        send<LoggedRequest[]>('GET', `/control/requests${queryOf({ ...query })}`),
      clear: () => send<{ cleared: true }>('DELETE', '/control/requests'),
    },
    effects: () => send<Record<string, number>>('GET', '/control/effects'),
    users: {
      get: (siteCode: string, username: string) =>
        send<Record<string, unknown>>('GET', user(siteCode, username)),
      set: (siteCode: string, username: string, patch: UserPatch) =>
        send<Record<string, unknown>>('POST', user(siteCode, username), patch),
    },
    sessions: {
      /** Ends one session by token, or every session of a user. */
      expire: (which: { token: string } | { siteCode: string; username: string }) =>
        send<{ ended: number }>('POST', '/control/sessions/expire', which),
    },
    sports: {
      /** Expires sports tokens: one, a player's, or all (no argument); the next sports call answers A001. */
      expire: (
        which: { token: string } | { siteCode: string; username: string } | Record<string, never> = {},
      ) => send<{ expired: number }>('POST', '/control/sports/expire', which),
    },
    orders: (query: { siteCode?: string; username?: string } = {}) =>
      send<OrderRecord[]>('GET', `/control/orders${queryOf(query)}`),
    /** Messages the hall "sent" (SMS and e-mail codes), newest last. */
    outbox: () => send<OutboxEntry[]>('GET', '/control/outbox'),
    /** Moves the hall's clock (signature skew, expiries). */
    clock: (offsetMs: number) =>
      send<{ offsetMs: number; now: number }>('POST', '/control/clock', { offsetMs }),
    /** Sets the hall's time to `at` (epoch ms), from where it keeps running: "the next day". */
    clockAt: (at: number) => send<{ offsetMs: number; now: number }>('POST', '/control/clock', { at }),
    /** An access token from the local identity provider fake (Facebook, Google, LINE). */
    idpToken: (body: { provider: 'facebook' | 'google' | 'line'; siteCode: string; loginHint?: string }) =>
      send<{ access_token: string }>('POST', '/control/idp/token', body),
  };
}

export type ControlClient = ReturnType<typeof createControlClient>;
