// What the HTTP layer shares: the hall, the protocol state and the fault machinery.
import type { NonceStore } from '@lobbykit/hall-protocol';
import type { IncomingMessage } from 'node:http';
import type { Socket } from 'node:net';
import type { ActiveFault, FaultRegistry } from '../control/faults';
import type { RequestLog } from '../control/request-log';
import type { Hall } from '../hall/hall';
import type { Dedup } from '../protocol/dedup';
import type { KeyCache } from '../protocol/keys';

interface RouteCounters {
  /** Requests per route name (endpoint name, or the path for other routes). */
  readonly requests: Map<string, number>;
  /** Protocol errors by code. */
  readonly protocolErrors: Map<string, number>;
  /** Faults applied, by kind. */
  readonly faults: Map<string, number>;
}

export interface ServerKit {
  readonly hall: Hall;
  readonly faults: FaultRegistry;
  readonly keys: KeyCache;
  readonly nonces: NonceStore;
  /**
   * The hall's clock when it started. `nonces` forgets on restart, so a request signed before
   * it is refused: otherwise a captured request could be replayed after a restart.
   */
  readonly startedAt: number;
  readonly dedup: Dedup;
  /** Faults that act on the answer of a request already running. */
  readonly afterFaults: WeakMap<IncomingMessage, ActiveFault>;
  /** Sockets a hang fault holds open, destroyed on close. */
  readonly held: Set<Socket>;
  readonly timers: Set<NodeJS.Timeout>;
  readonly counters: RouteCounters;
  /** Every request the domains received, for the control API. */
  readonly requests: RequestLog;
  /** What a hall call decided, for its log line (route, code, user, replayed). */
  readonly outcomes: WeakMap<IncomingMessage, Record<string, unknown>>;
}

export function bump(map: Map<string, number>, key: string): void {
  map.set(key, (map.get(key) ?? 0) + 1);
}
