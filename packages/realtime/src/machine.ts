// The realtime connection as an explicit state machine: pure data in, pure data out.
// The channel turns each state into effects (open a socket, arm a timer); nothing here touches the world.

/**
 * Where the connection stands. `tries` counts reconnect tries since the last stable
 * connection (0 is the first connection); `domain` counts domain switches and is taken
 * modulo the number of domains.
 */
export type ConnectionState =
  | { readonly status: 'idle' }
  | { readonly status: 'connecting'; readonly tries: number; readonly domain: number }
  | { readonly status: 'open'; readonly tries: number; readonly domain: number }
  | { readonly status: 'waiting'; readonly tries: number; readonly domain: number }
  | { readonly status: 'offline'; readonly tries: number; readonly domain: number }
  | { readonly status: 'degraded'; readonly tries: number; readonly domain: number }
  | { readonly status: 'unauthorized'; readonly code: number; readonly domain: number };

export type ConnectionStatus = ConnectionState['status'];

const STATUSES: ReadonlySet<unknown> = new Set<ConnectionStatus>([
  'idle',
  'connecting',
  'open',
  'waiting',
  'offline',
  'degraded',
  'unauthorized',
]);

/** True for a value shaped like a connection state (what the leader tab tells the others). */
export const isConnectionState = (value: unknown): value is ConnectionState =>
  typeof value === 'object' && value !== null && STATUSES.has((value as { status?: unknown }).status);

/** What can happen to the connection. */
export type ConnectionEvent =
  | { readonly type: 'start'; readonly online: boolean }
  | { readonly type: 'opened' }
  /** The socket closed, failed to open or was found half-open; `uptimeMs` is how long it was proven alive. */
  | { readonly type: 'lost'; readonly code: number; readonly uptimeMs: number }
  /** The backoff delay elapsed. */
  | { readonly type: 'due' }
  | { readonly type: 'offline' }
  | { readonly type: 'online' }
  | { readonly type: 'retry'; readonly online: boolean }
  | { readonly type: 'stop' };

/** The limits of the connection machine (the channel fills them from its options). */
export interface ConnectionConfig {
  /** Reconnect tries before the degraded state. */
  readonly maxTries: number;
  /** A connection proven alive this long resets the try count when it drops. */
  readonly minUptimeMs: number;
}

/** Close codes a server uses to refuse the auth; the channel never reconnects after them. */
export const AUTH_FAILURE_CODES: readonly number[] = [4401, 4403];

/** The first state: idle until `start`. */
export const initialConnectionState = (): ConnectionState => ({ status: 'idle' });

/** The next state; returns the same object when the event does not apply, so callers can skip effects. */
export function connectionTransition(
  state: ConnectionState,
  event: ConnectionEvent,
  config: ConnectionConfig,
): ConnectionState {
  const s = state;
  switch (event.type) {
    case 'stop':
      return s.status === 'idle' ? s : initialConnectionState();
    case 'start':
      if (s.status !== 'idle') return s;
      return { status: event.online ? 'connecting' : 'offline', tries: 0, domain: 0 };
    case 'opened':
      return s.status === 'connecting' ? { status: 'open', tries: s.tries, domain: s.domain } : s;
    case 'due':
      return s.status === 'waiting' ? { status: 'connecting', tries: s.tries, domain: s.domain } : s;
    case 'offline':
      return s.status === 'connecting' || s.status === 'open' || s.status === 'waiting'
        ? { status: 'offline', tries: s.tries, domain: s.domain }
        : s;
    case 'online':
      return s.status === 'offline' ? { status: 'connecting', tries: s.tries, domain: s.domain } : s;
    case 'retry':
      if (s.status !== 'degraded' && s.status !== 'unauthorized' && s.status !== 'waiting') return s;
      return { status: event.online ? 'connecting' : 'offline', tries: 0, domain: s.domain };
    case 'lost': {
      if (s.status !== 'connecting' && s.status !== 'open') return s;
      if (AUTH_FAILURE_CODES.includes(event.code)) {
        return { status: 'unauthorized', code: event.code, domain: s.domain };
      }
      // A connection that worked long enough starts a fresh run of tries on the same domain.
      if (s.status === 'open' && event.uptimeMs >= config.minUptimeMs) {
        return { status: 'waiting', tries: 1, domain: s.domain };
      }
      if (s.tries >= config.maxTries) return { status: 'degraded', tries: s.tries, domain: s.domain };
      return { status: 'waiting', tries: s.tries + 1, domain: s.domain + 1 };
    }
  }
}
