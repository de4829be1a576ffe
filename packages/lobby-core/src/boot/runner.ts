// Drives the boot machine: reads the visit and the snapshot, calls the hall, waits, retries.
// The machine (machine.ts) decides; this file only turns each state into its effects, like
// realtime's link.ts does for the connection machine.
import type { SiteInfo } from '@lobbykit/contract';
import type { LobbyApi } from '../api/core-api';
import type { LobbyExtra } from '../extra';
import type { LobbyStore } from '../store';
import { readDebugSwitches, searchOfHref } from '../visit/debug-switches';
import { pickMarketingParams } from '../visit/marketing';
import { settlePreferences } from '../visit/settle';
import { preferencesChosen, visitStarted } from '../visit/slice';
import { configuredLines, linesChanged } from '../network/lines-slice';
import { adoptSiteLines, siteLinesOf } from '../network/site-lines';
import type { BootEvent, BootFailure, BootState } from './machine';
import { bootEvent, firstPaintWaitEnded, snapshotRead } from './slice';
import { readBootSnapshot, type BootSnapshot, type BootSnapshotReading } from './snapshot';

/** When network attempts are given up and tried again. */
export interface BootRetryPolicy {
  /** Wait after the first failed attempt; it doubles after each one. @default 1000 */
  readonly baseDelayMs: number;
  /** Longest wait between attempts. @default 30000 */
  readonly maxDelayMs: number;
  /**
   * An attempt that has not brought the site info in this time is given up, so the visitor
   * sees "still trying" rather than a long blank wait (the hall client keeps failing over
   * between lines inside it). @default 8000
   */
  readonly attemptTimeoutMs: number;
}

export const DEFAULT_BOOT_RETRY: BootRetryPolicy = {
  baseDelayMs: 1000,
  maxDelayMs: 30_000,
  attemptTimeoutMs: 8000,
};

/**
 * The wait after failed attempt `attempt` (from 1): half of min(max, base x 2^(attempt-1))
 * plus a random share of the other half, so many lobbies do not retry in step.
 */
export function bootRetryDelay(attempt: number, random: number, policy: BootRetryPolicy): number {
  const cap = Math.min(policy.maxDelayMs, policy.baseDelayMs * 2 ** Math.max(0, attempt - 1));
  return Math.round(cap / 2 + (Math.min(Math.max(random, 0), 1) * cap) / 2);
}

/** The site data a boot keeps subscribed for the whole visit, so a refresh reaches it even when no screen shows it. */
const SITE_QUERIES = [
  'siteInfo',
  'siteUrlConfig',
  'systemStatus',
  'optimizationSiteConfig',
  'skinAssetsHash',
  'baseSiteConfig',
  'gameCategories',
] as const;
type SiteQuery = (typeof SITE_QUERIES)[number];

/** What a query's promise settles with (RTK's result, the parts read here). */
interface Settled {
  readonly isSuccess: boolean;
  readonly data?: unknown;
  readonly error?: unknown;
}
interface Request extends PromiseLike<Settled> {
  abort(): void;
}
interface Subscription extends Request {
  refetch(): Request;
  unsubscribe(): void;
}

export interface BootRunnerOptions {
  readonly store: LobbyStore;
  readonly api: LobbyApi;
  readonly extra: LobbyExtra;
  readonly siteCode: string;
  readonly snapshot: unknown;
  readonly snapshotMaxAgeMs?: number | undefined;
  /** Wait after a snapshot boot before its data is read again (and its lines are measured). */
  readonly revalidateAfterMs: number;
  /** A snapshot younger than this is read again only once it is this old. */
  readonly snapshotFreshMs: number;
  readonly retry: BootRetryPolicy;
  readonly random: () => number;
  /** Keep `mock.*` and `fixed.*` parameters and read the debug switches. */
  readonly debugParams: boolean;
}

export interface BootRunner {
  /**
   * Reads the inlined snapshot (its JSON and its checks) now, once, so that `start` only applies
   * it: a page can give each its own task. `start` reads it itself when this was not called.
   */
  read(): void;
  /** Starts the boot once; settles when the lobby is first ready. */
  start(): Promise<BootState>;
  /** From "still trying": the next attempt now. */
  retry(): void;
  /** Reads the site data again in the background (what a snapshot boot does on its own). */
  revalidate(): void;
  dispose(): void;
}

export function createBootRunner(options: BootRunnerOptions): BootRunner {
  const { store, api, extra, retry: policy } = options;
  const { dispatch } = store;
  const { timers, now, settings, storage } = extra;
  const subscriptions = new Map<SiteQuery, Subscription>();
  const inFlight = new Map<SiteQuery, Request>();
  let snapshot: BootSnapshot | undefined;
  let reading: BootSnapshotReading | undefined;
  const read = (): BootSnapshotReading =>
    (reading ??= readBootSnapshot(options.snapshot, {
      siteCode: options.siteCode,
      now: now(),
      maxAgeMs: options.snapshotMaxAgeMs,
    }));
  let timer: unknown;
  // A fresh snapshot's lines are measured before its data is read again (see `start`).
  let linesTimer: unknown;
  // The running attempt's deadline, apart from `timer`: the attempt outlives state changes.
  let deadlineTimer: unknown;
  let disposed = false;
  let started: Promise<BootState> | undefined;
  let resolveReady: (state: BootState) => void = () => undefined;
  let revalidateAfterMs = options.revalidateAfterMs;

  const machine = () => store.getState().boot.machine;

  const { endpoints } = api;
  // One starter per query: the endpoints' types differ, so no single call covers them.
  const starters: Record<SiteQuery, () => unknown> = {
    siteInfo: () => dispatch(endpoints.siteInfo.initiate()),
    siteUrlConfig: () => dispatch(endpoints.siteUrlConfig.initiate()),
    systemStatus: () => dispatch(endpoints.systemStatus.initiate()),
    optimizationSiteConfig: () => dispatch(endpoints.optimizationSiteConfig.initiate()),
    skinAssetsHash: () => dispatch(endpoints.skinAssetsHash.initiate()),
    baseSiteConfig: () => dispatch(endpoints.baseSiteConfig.initiate()),
    gameCategories: () => dispatch(endpoints.gameCategories.initiate()),
  };

  /** The query of `name`: subscribed once for the visit, read again (`refresh`) on later calls. */
  function load(name: SiteQuery, refresh: boolean): Request {
    const known = subscriptions.get(name);
    let request: Request;
    if (known) {
      request = refresh ? known.refetch() : known;
    } else {
      const subscription = starters[name]() as Subscription;
      subscriptions.set(name, subscription);
      request = refresh ? subscription.refetch() : subscription;
    }
    inFlight.set(name, request);
    return request;
  }

  function send(event: BootEvent): void {
    if (disposed) return;
    const previous = machine();
    dispatch(bootEvent(event));
    const next = machine();
    if (next === previous) return;
    if (timer !== undefined) timers.clearTimeout(timer);
    timer = undefined;
    switch (next.status) {
      case 'loading':
        void attempt(next.attempt);
        break;
      case 'retrying':
        timer = timers.setTimeout(() => send({ type: 'retryDue' }), Math.max(0, next.retryAt - now()));
        break;
      case 'ready':
        resolveReady(next);
        if (next.revalidation === 'scheduled') {
          timer = timers.setTimeout(() => send({ type: 'revalidate' }), revalidateAfterMs);
        } else if (next.revalidation === 'running') {
          void revalidate();
        }
    }
  }

  function failureOf(error: unknown, deadline: boolean): BootFailure {
    if (deadline) return { kind: 'deadline' };
    const { kind, code, requestId, message } = (error ?? {}) as Partial<
      Record<'kind' | 'code' | 'requestId' | 'message', unknown>
    >;
    return {
      kind: typeof kind === 'string' ? (kind as BootFailure['kind']) : 'network',
      ...(typeof code === 'string' ? { code } : {}),
      ...(typeof requestId === 'string' && requestId !== '' ? { requestId } : {}),
      ...(typeof message === 'string' ? { message } : {}),
    };
  }

  /** The speed test, on the hall connection's lines (loading the connection if no call has). */
  function measureLines(): void {
    extra.hall().then(
      ({ lines }) => void lines.speedTest(),
      () => {
        // No connection, no lines to measure: the next call loads it again.
      },
    );
  }

  /** One network attempt: site info and URLs, then the language and currency, then the rest in the background. */
  async function attempt(number: number): Promise<void> {
    let deadline = false;
    deadlineTimer = timers.setTimeout(() => {
      deadline = true;
      inFlight.get('siteInfo')?.abort();
      inFlight.get('siteUrlConfig')?.abort();
    }, policy.attemptTimeoutMs);
    const refresh = number > 1;
    const [info] = await Promise.all([load('siteInfo', refresh), load('siteUrlConfig', refresh)]);
    timers.clearTimeout(deadlineTimer);
    const state = machine();
    if (disposed || state.status !== 'loading' || state.attempt !== number) return;
    if (!info.isSuccess || info.data === undefined) {
      const delay = bootRetryDelay(number, options.random(), policy);
      send({ type: 'failed', failure: failureOf(info.error, deadline), retryAt: now() + delay });
      return;
    }
    settle(info.data as SiteInfo);
    // The site-lines reaction has adopted the site's URLs by now; measure whatever the lines are.
    measureLines();
    for (const name of SITE_QUERIES) if (!subscriptions.has(name)) load(name, false);
    send({ type: 'loaded' });
  }

  function settle(site: SiteInfo): void {
    dispatch(preferencesChosen(settlePreferences(site, store.getState().visit, settings, storage)));
  }

  /**
   * Puts the snapshot's data in the API cache. Returns false when the visit settled on another
   * language than the snapshot's: its texts were left out and must be read now.
   */
  function applySnapshot(data: BootSnapshot): boolean {
    settle(data.siteInfo);
    const sameLanguage = store.getState().visit.language?.code === data.language;
    const entries: { endpointName: string; arg: unknown; value: unknown }[] = [
      { endpointName: 'siteInfo', arg: undefined, value: data.siteInfo },
    ];
    const put = (endpointName: string, value: unknown, arg?: unknown) => {
      if (value !== undefined) entries.push({ endpointName, arg, value });
    };
    put('siteUrlConfig', data.siteUrls);
    if (sameLanguage) {
      put('systemStatus', data.systemStatus);
      put('optimizationSiteConfig', data.layout);
      put('gameCategories', data.categories);
      put('gameProviders', data.providers);
      for (const { request, page } of data.games ?? []) {
        put('gamePages', { pages: [page], pageParams: [1] }, request);
      }
    }
    dispatch(api.util.upsertQueryEntries(entries as Parameters<LobbyApi['util']['upsertQueryEntries']>[0]));
    if (data.siteUrls) {
      const hall = extra.connectedHall();
      if (hall) adoptSiteLines(settings, hall.lines, data.siteUrls);
      else {
        // The first paint's pictures come from the site's asset lines already; the connection,
        // made later from the store's site URLs, starts from the same lines.
        const site = siteLinesOf(settings, data.siteUrls);
        if (site) dispatch(linesChanged(configuredLines(site.api, site.oss)));
      }
    }
    // Subscribed (no request: the data is in) so the parts the snapshot carried stay for the visit.
    for (const { endpointName } of entries) {
      if ((SITE_QUERIES as readonly string[]).includes(endpointName)) load(endpointName as SiteQuery, false);
    }
    return sameLanguage;
  }

  /** Reads every piece of site data again, the snapshot's game lists included; the site info decides the outcome. */
  async function revalidate(): Promise<void> {
    const site = load('siteInfo', true);
    const others = SITE_QUERIES.filter((name) => name !== 'siteInfo').map((name) =>
      load(name, subscriptions.has(name)),
    );
    const extras = [
      ...(snapshot?.providers
        ? [dispatch(api.endpoints.gameProviders.initiate(undefined, { forceRefetch: true }))]
        : []),
      ...(snapshot?.games ?? []).map(({ request }) =>
        dispatch(api.endpoints.gamePages.initiate(request, { forceRefetch: true })),
      ),
    ];
    const [info] = await Promise.all([site, ...others, ...extras]);
    // Screens that show these lists hold their own subscriptions; the refresh needs none.
    extras.forEach((request) => request.unsubscribe());
    if (disposed) return;
    measureLines();
    send({ type: info.isSuccess ? 'revalidated' : 'revalidationFailed' });
  }

  return {
    read: () => void read(),
    start() {
      return (started ??= new Promise<BootState>((resolve) => {
        resolveReady = resolve;
        const href = settings.href();
        dispatch(
          visitStarted({
            siteCode: options.siteCode,
            marketing: pickMarketingParams(href, { debugParams: options.debugParams }),
            debug: readDebugSwitches(searchOfHref(href), options.debugParams),
          }),
        );
        const reading = read();
        if (reading.ok) {
          snapshot = reading.snapshot;
          const freshFor = snapshot.createdAt + options.snapshotFreshMs - now();
          // A snapshot in another language is refreshed at once rather than shown in it.
          if (!applySnapshot(snapshot)) revalidateAfterMs = 0;
          else if (freshFor > revalidateAfterMs) {
            // One made moments ago is what the hall would answer: read again once it is
            // `snapshotFreshMs` old. The lines are measured after the usual wait all the same.
            linesTimer = timers.setTimeout(() => {
              dispatch(firstPaintWaitEnded());
              measureLines();
            }, revalidateAfterMs);
            revalidateAfterMs = freshFor;
          }
        }
        dispatch(snapshotRead(reading.ok ? 'used' : reading.reason));
        send({ type: 'start', snapshot: reading.ok });
      }));
    },
    retry: () => send({ type: 'retry' }),
    revalidate: () => send({ type: 'revalidate' }),
    dispose() {
      disposed = true;
      if (timer !== undefined) timers.clearTimeout(timer);
      if (deadlineTimer !== undefined) timers.clearTimeout(deadlineTimer);
      if (linesTimer !== undefined) timers.clearTimeout(linesTimer);
      for (const request of inFlight.values()) request.abort();
      for (const subscription of subscriptions.values()) subscription.unsubscribe();
      subscriptions.clear();
      inFlight.clear();
    },
  };
}
