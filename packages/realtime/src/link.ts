// Drives one WebSocket through the connection machine: opens, pings, notices half-open sockets, backs off.
import { backoffDelay } from './backoff';
import type { BackoffOptions } from './backoff';
import type { NetworkStatus, Timers } from './environment';
import type { NoticeChannelEvents } from './events';
import { connectionTransition, initialConnectionState } from './machine';
import type { ConnectionConfig, ConnectionEvent, ConnectionState } from './machine';
import { authFrame, PING_FRAME } from './wire';
import { isOpen, socketUrl } from './socket';
import type { SocketConstructor, SocketLike } from './socket';

export interface LinkOptions {
  readonly domains: () => readonly string[];
  readonly authStr: () => string;
  readonly authInMessage: boolean;
  readonly path: string;
  readonly WebSocket: SocketConstructor;
  readonly timers: Timers;
  readonly now: () => number;
  readonly random: () => number;
  readonly network: NetworkStatus;
  readonly pingIntervalMs: number;
  readonly maxMissedPongs: number;
  readonly backoff: BackoffOptions;
  readonly machine: ConnectionConfig;
}

type LinkEvents = Pick<NoticeChannelEvents, 'connected' | 'closed' | 'degraded' | 'state' | 'error'>;

export interface LinkHooks {
  frame(data: unknown): void;
  emit<K extends keyof LinkEvents>(type: K, payload: LinkEvents[K]): void;
}

export interface Link {
  start(): void;
  stop(): void;
  retry(): void;
  /** Sends on the open socket; false when there is none (the server redelivers what was not acked). */
  send(frame: string): boolean;
  readonly state: ConnectionState;
}

/** Close code reported for a socket that died without one or stopped answering pings. */
const ABNORMAL = 1006;

export function createLink(o: LinkOptions, hooks: LinkHooks): Link {
  let state: ConnectionState = initialConnectionState();
  let socket: SocketLike | undefined;
  let timer: unknown;
  let missed = 0;
  let openedAt = 0;
  let aliveAt = 0;
  let lastCode = 0;
  let unsubscribe: (() => void) | undefined;

  const arm = (ms: number, callback: () => void) => {
    timer = o.timers.setTimeout(callback, ms);
  };

  function drop(code?: number): void {
    const s = socket;
    if (!s) return;
    socket = undefined;
    // Detached first: a dead socket may take long to report its close, and it no longer matters.
    s.onopen = s.onmessage = s.onclose = null;
    // `ws` throws an 'error' nobody listens to (closing while connecting emits one), so keep a no-op.
    s.onerror = () => undefined;
    try {
      s.close(code);
    } catch {
      // Closing a socket that never connected can throw in some engines; it is gone either way.
    }
  }

  function domainAt(index: number): string {
    const list = o.domains();
    return list[index % list.length] ?? '';
  }

  function connect(index: number): void {
    const auth = o.authStr();
    let s: SocketLike;
    try {
      s = new o.WebSocket(socketUrl(domainAt(index), o.authInMessage ? undefined : auth, o.path));
    } catch (error) {
      hooks.emit('error', { code: 'socket', message: String(error) });
      arm(0, () => dispatch({ type: 'lost', code: ABNORMAL, uptimeMs: 0 }, 'socket not created'));
      return;
    }
    socket = s;
    s.onopen = () => {
      if (o.authInMessage) s.send(authFrame(auth));
      dispatch({ type: 'opened' });
    };
    s.onmessage = (event) => {
      aliveAt = o.now();
      missed = 0;
      hooks.frame(event.data);
    };
    s.onclose = (event) =>
      dispatch({ type: 'lost', code: event.code, uptimeMs: aliveAt - openedAt }, event.reason);
    s.onerror = () => hooks.emit('error', { code: 'socket', message: 'socket error' });
  }

  function ping(): void {
    // Three pings without any frame back: the socket is half-open, whatever its readyState says.
    if (missed >= o.maxMissedPongs) {
      dispatch({ type: 'lost', code: ABNORMAL, uptimeMs: aliveAt - openedAt }, 'no pong');
      return;
    }
    if (isOpen(socket)) socket.send(PING_FRAME);
    missed += 1;
    arm(o.pingIntervalMs, ping);
  }

  function dispatch(event: ConnectionEvent, reason = ''): void {
    const prev = state;
    const next = connectionTransition(prev, event, o.machine);
    if (next === prev) return;
    state = next;
    if (timer !== undefined) o.timers.clearTimeout(timer);
    timer = undefined;
    const hadSocket = prev.status === 'connecting' || prev.status === 'open';
    if (next.status !== 'open' && next.status !== 'connecting')
      drop(event.type === 'stop' ? 1000 : undefined);
    let delay: number | undefined;
    if (next.status === 'connecting') {
      connect(next.domain);
    } else if (next.status === 'open') {
      openedAt = aliveAt = o.now();
      missed = 0;
      arm(o.pingIntervalMs, ping);
    } else if (next.status === 'waiting') {
      delay = backoffDelay(next.tries, o.random(), o.backoff);
      arm(delay, () => dispatch({ type: 'due' }));
    }
    // Listeners run last, and each may call stop() or retry(): once the state moved on, the rest is stale.
    const say = <K extends keyof LinkEvents>(type: K, payload: LinkEvents[K]) => {
      if (state === next) hooks.emit(type, payload);
    };
    if (hadSocket && next.status !== 'open') {
      const code = event.type === 'lost' ? event.code : 1000;
      lastCode = code;
      say('closed', {
        code,
        reason: reason || (event.type === 'lost' ? '' : event.type),
        wasOpen: prev.status === 'open',
        reconnectInMs: delay,
      });
    }
    if (next.status === 'open') say('connected', { domain: domainAt(next.domain), tries: next.tries });
    if (next.status === 'degraded') say('degraded', { tries: next.tries, lastCode });
    if (next.status === 'unauthorized') {
      say('error', { code: 'unauthorized', closeCode: next.code, message: `auth refused (${next.code})` });
    }
    say('state', next);
  }

  return {
    start() {
      if (state.status !== 'idle') return;
      unsubscribe = o.network.subscribe((online) => dispatch({ type: online ? 'online' : 'offline' }));
      dispatch({ type: 'start', online: o.network.online() });
    },
    stop() {
      unsubscribe?.();
      unsubscribe = undefined;
      dispatch({ type: 'stop' });
    },
    retry: () => dispatch({ type: 'retry', online: o.network.online() }),
    send(frame) {
      if (state.status !== 'open' || !isOpen(socket)) return false;
      socket.send(frame);
      return true;
    },
    get state() {
      return state;
    },
  };
}
