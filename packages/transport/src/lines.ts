/**
 * API and asset (object-storage) lines: which domains exist, how fast each answered,
 * which one is current. The state is data with one transition function; `createLines`
 * adds the speed test, persistence and the debounced re-test of a failing line.
 */
import {
  isUnreachable,
  MAX_LINES,
  UNREACHABLE_PING,
  type Clock,
  type LineKind,
  type PingLine,
  type StorageLike,
  type Timers,
} from '@lobbykit/contract';
import { defaultTimers } from './environment';

export interface LineList {
  /** At most MAX_LINES (20). `ping` 0 means not measured yet. */
  readonly lines: readonly PingLine[];
  /** Index of the current line (0 when the list is empty). */
  readonly current: number;
  readonly testing: boolean;
}

export type LinesState = Readonly<Record<LineKind, LineList>>;

export type LinesEvent =
  | { type: 'set'; kind: LineKind; urls: readonly string[]; current?: string | undefined }
  | { type: 'testStart'; kind: LineKind }
  | { type: 'testResult'; kind: LineKind; pings: Readonly<Record<string, number>> }
  | { type: 'select'; kind: LineKind; url: string }
  | { type: 'failure'; kind: LineKind; url: string };

/** Trailing slashes dropped, so 'https://a/' and 'https://a' are one line. */
function normalizeLineUrl(url: string): string {
  return url.trim().replace(/\/+$/, '');
}

const emptyList: LineList = { lines: [], current: 0, testing: false };

/** The first state: the lines given, none measured, the first of each kind current. */
export function initialLinesState(api: readonly string[] = [], oss: readonly string[] = []): LinesState {
  let state: LinesState = { api: emptyList, oss: emptyList };
  state = linesTransition(state, { type: 'set', kind: 'api', urls: api });
  return linesTransition(state, { type: 'set', kind: 'oss', urls: oss });
}

function fastest(lines: readonly PingLine[], fallback: number): number {
  let best = -1;
  for (let i = 0; i < lines.length; i++) {
    const line = lines[i]!;
    if (isUnreachable(line) || line.ping <= 0) continue;
    if (best < 0 || line.ping < lines[best]!.ping) best = i;
  }
  return best < 0 ? fallback : best;
}

/**
 * How much faster a measured line must be to replace a reachable current one: lines of one
 * network measure a few ms apart from test to test, and each swap of the asset line moves every
 * picture still to load to another host (a new connection) and re-renders every picture of the
 * page. An unreachable or unmeasured current line gives way to any faster one.
 */
const LINE_SWITCH_MARGIN: Readonly<{ ms: number; share: number }> = { ms: 30, share: 0.2 };

/** The line a speed test makes current: the fastest, unless the current one is nearly as fast. */
function measuredChoice(lines: readonly PingLine[], current: number): number {
  const best = fastest(lines, current);
  const kept = lines[current];
  if (best === current || !kept || isUnreachable(kept) || kept.ping <= 0) return best;
  const gain = kept.ping - lines[best]!.ping;
  return gain > LINE_SWITCH_MARGIN.ms && gain > kept.ping * LINE_SWITCH_MARGIN.share ? best : current;
}

export function linesTransition(state: LinesState, event: LinesEvent): LinesState {
  const list = state[event.kind];
  const indexOf = (url: string) => list.lines.findIndex((line) => line.url === normalizeLineUrl(url));
  let next: LineList = list;
  switch (event.type) {
    case 'set': {
      const urls = [...new Set(event.urls.map(normalizeLineUrl).filter(Boolean))].slice(0, MAX_LINES);
      const lines = urls.map((url, i) => ({ url, lineNumber: i + 1, ping: 0, pending: false }));
      const keep = event.current ?? list.lines[list.current]?.url;
      const current = keep === undefined ? 0 : Math.max(0, urls.indexOf(normalizeLineUrl(keep)));
      next = { lines, current, testing: false };
      break;
    }
    case 'testStart':
      next = { ...list, testing: true, lines: list.lines.map((line) => ({ ...line, pending: true })) };
      break;
    case 'testResult': {
      const lines = list.lines.map((line) => ({
        ...line,
        pending: false,
        ping: event.pings[line.url] ?? line.ping,
      }));
      next = { lines, testing: false, current: measuredChoice(lines, list.current) };
      break;
    }
    case 'select': {
      const index = indexOf(event.url);
      if (index >= 0) next = { ...list, current: index };
      break;
    }
    case 'failure': {
      const index = indexOf(event.url);
      if (index < 0) break;
      const lines = list.lines.map((line, i) => (i === index ? { ...line, ping: UNREACHABLE_PING } : line));
      let current = list.current;
      if (index === current && lines.length > 1) {
        const best = fastest(lines, -1);
        current = best >= 0 ? best : (index + 1) % lines.length;
      }
      next = { ...list, lines, current };
      break;
    }
  }
  return next === list ? state : { ...state, [event.kind]: next };
}

/** The line URLs in failover order: the current one, then the rest in list order, wrapping. */
export function failoverOrder(list: LineList): string[] {
  const n = list.lines.length;
  return Array.from({ length: n }, (_, i) => list.lines[(list.current + i) % n]!.url);
}

export interface LinesOptions {
  /** API lines (live calls). */
  api?: readonly string[];
  /** Asset / object-storage lines (static mode and the speed test's text file). */
  oss?: readonly string[];
  /** @default globalThis.fetch */
  fetch?: typeof fetch;
  /** @default performance.now */
  now?: Clock;
  /** @default globalThis setTimeout / clearTimeout */
  timers?: Timers;
  /** Remembers the chosen lines across reloads; a corrupt value is dropped. */
  storage?: StorageLike | undefined;
  /** @default 'lobbykit:lines' */
  storageKey?: string;
  /**
   * Paths each domain is pinged on; the line's ping is its fastest successful probe.
   * @default { api: ['/piaspeed.png', '/op.json'], oss: ['/piaspeed.png', '/speed.txt'] }
   */
  probes?: Partial<Record<LineKind, readonly string[]>>;
  /** A probe slower than this counts as unreachable. @default 5000 */
  probeTimeoutMs?: number;
  /** Quiet time after the last failure report before a kind is re-tested. @default 3000 */
  retestDelayMs?: number;
}

export interface Lines {
  getState(): LinesState;
  /** Current line URL of a kind, or undefined when the list is empty. */
  current(kind: LineKind): string | undefined;
  /** URLs in failover order, the current one first. */
  order(kind: LineKind): string[];
  setLines(kind: LineKind, urls: readonly string[]): void;
  select(kind: LineKind, url: string): void;
  /** Pings every line of the kinds given (both by default) and makes the fastest current. */
  speedTest(kind?: LineKind): Promise<void>;
  /** Marks a line unreachable, moves off it, and schedules a debounced re-test. */
  reportFailure(kind: LineKind, url: string): void;
  subscribe(listener: (state: LinesState) => void): () => void;
  /** Cancels a scheduled re-test. */
  dispose(): void;
}

export const DEFAULT_PROBES: Readonly<Record<LineKind, readonly string[]>> = {
  api: ['/piaspeed.png', '/op.json'],
  oss: ['/piaspeed.png', '/speed.txt'],
};

export function createLines(options: LinesOptions = {}): Lines {
  const fetchImpl = options.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const now = options.now ?? (() => performance.now());
  const timers = options.timers ?? defaultTimers();
  const storageKey = options.storageKey ?? 'lobbykit:lines';
  const probeTimeoutMs = options.probeTimeoutMs ?? 5000;
  const retestDelayMs = options.retestDelayMs ?? 3000;
  const probes = { ...DEFAULT_PROBES, ...options.probes };
  const listeners = new Set<(state: LinesState) => void>();
  const inFlight: Partial<Record<LineKind, Promise<void>>> = {};
  const retest: Partial<Record<LineKind, unknown>> = {};

  const remembered = readRemembered(options.storage, storageKey);
  let state = initialLinesState();
  state = linesTransition(state, {
    type: 'set',
    kind: 'api',
    urls: options.api ?? [],
    current: remembered.api,
  });
  state = linesTransition(state, {
    type: 'set',
    kind: 'oss',
    urls: options.oss ?? [],
    current: remembered.oss,
  });

  const dispatch = (event: LinesEvent): void => {
    const previous = state;
    state = linesTransition(state, event);
    if (state === previous) return;
    const currentUrl = (kind: LineKind, s: LinesState) => s[kind].lines[s[kind].current]?.url;
    if (
      currentUrl('api', state) !== currentUrl('api', previous) ||
      currentUrl('oss', state) !== currentUrl('oss', previous)
    ) {
      try {
        options.storage?.setItem(
          storageKey,
          JSON.stringify({ api: currentUrl('api', state), oss: currentUrl('oss', state) }),
        );
      } catch {
        // Storage full or blocked: the choice just is not remembered.
      }
    }
    for (const listener of [...listeners]) listener(state);
  };

  const probe = async (url: string): Promise<number> => {
    const controller = new AbortController();
    const timer = timers.setTimeout(() => controller.abort(), probeTimeoutMs);
    const started = now();
    try {
      const response = await fetchImpl(`${url}${url.includes('?') ? '&' : '?'}t=${Date.now()}`, {
        cache: 'no-store',
        signal: controller.signal,
      });
      await response.arrayBuffer();
      if (!response.ok) return UNREACHABLE_PING;
      return Math.min(UNREACHABLE_PING - 1, Math.max(1, Math.round(now() - started)));
    } catch {
      return UNREACHABLE_PING;
    } finally {
      timers.clearTimeout(timer);
    }
  };

  const testKind = (kind: LineKind): Promise<void> =>
    (inFlight[kind] ??= (async () => {
      dispatch({ type: 'testStart', kind });
      const urls = state[kind].lines.map((line) => line.url);
      const results = await Promise.all(
        urls.map(async (url) =>
          Math.min(...(await Promise.all(probes[kind].map((path) => probe(url + path))))),
        ),
      );
      dispatch({
        type: 'testResult',
        kind,
        pings: Object.fromEntries(urls.map((url, i) => [url, results[i]!])),
      });
    })().finally(() => {
      delete inFlight[kind];
    }));

  return {
    getState: () => state,
    current: (kind) => state[kind].lines[state[kind].current]?.url,
    order: (kind) => failoverOrder(state[kind]),
    setLines: (kind, urls) => dispatch({ type: 'set', kind, urls }),
    select: (kind, url) => dispatch({ type: 'select', kind, url }),
    speedTest: async (kind) => {
      await Promise.all((kind ? [kind] : (['api', 'oss'] as const)).map(testKind));
    },
    reportFailure(kind, url) {
      dispatch({ type: 'failure', kind, url });
      if (retest[kind] !== undefined) timers.clearTimeout(retest[kind]);
      retest[kind] = timers.setTimeout(() => {
        delete retest[kind];
        void testKind(kind);
      }, retestDelayMs);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    dispose() {
      for (const kind of ['api', 'oss'] as const) {
        if (retest[kind] !== undefined) timers.clearTimeout(retest[kind]);
        delete retest[kind];
      }
    },
  };
}

function readRemembered(storage: StorageLike | undefined, key: string): { api?: string; oss?: string } {
  try {
    const raw = storage?.getItem(key);
    if (!raw) return {};
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) throw new TypeError('not an object');
    const { api, oss } = value as Record<string, unknown>;
    return {
      ...(typeof api === 'string' ? { api } : {}),
      ...(typeof oss === 'string' ? { oss } : {}),
    };
  } catch {
    try {
      storage?.removeItem(key);
    } catch {
      // Nothing more to do: the value is ignored either way.
    }
    return {};
  }
}
