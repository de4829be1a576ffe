// createNoticeChannel: the realtime notice channel the lobby listens to.
import { WEBSOCKET_PATH, WS_MAX_RECONNECT_TRIES, WS_PING_INTERVAL_MS } from '@lobbykit/contract';
import type { Clock, Notice } from '@lobbykit/contract';
import type { BackoffOptions } from './backoff';
import { createEmitter } from './emitter';
import type { Listener } from './emitter';
import { browserNetwork, globalTimers } from './environment';
import type { NetworkStatus, Timers } from './environment';
import type { ChannelError, NoticeChannelEvents, Role } from './events';
import { createLink } from './link';
import { isConnectionState, type ConnectionState } from './machine';
import { createSeenSet } from './seen-set';
import { joinElection } from './share';
import type { BroadcastChannelConstructor, LockManagerLike, Sharing } from './share';
import type { SocketConstructor } from './socket';
import { ackFrame, decodeFrame, peerNotice } from './wire';

/** How tabs share one socket. */
export interface ShareOptions {
  /**
   * The Web Locks API used to elect the tab that holds the socket; null turns sharing off.
   * @default globalThis.navigator.locks
   */
  readonly locks?: LockManagerLike | null | undefined;
  /**
   * BroadcastChannel constructor used to pass notices to the other tabs; null turns sharing off.
   * @default globalThis.BroadcastChannel
   */
  readonly BroadcastChannel?: BroadcastChannelConstructor | null | undefined;
  /**
   * Lock and channel name; tabs with the same name share a socket.
   * @default `lobbykit-realtime-${siteId}`
   */
  readonly name?: string | undefined;
}

export interface NoticeChannelOptions {
  /**
   * API domains, the current one first (a getter is read on every try, so line changes apply).
   * Tries cycle through them. `https://` becomes `wss://`, `http://` becomes `ws://`, a bare host gets `wss://`.
   * @example ['https://api1.example.com', 'https://api2.example.com']
   */
  readonly domains: readonly string[] | (() => readonly string[]);
  /** Site id, the first half of `authStr`. */
  readonly siteId: string | number;
  /** Session auth (token), the second half of `authStr`; a getter is read on every try. */
  readonly auth: string | (() => string);
  /**
   * Builds `authStr` from site id and auth.
   * @default (siteId, auth) => `${siteId}-${auth}`
   */
  readonly formatAuthStr?: ((siteId: string, auth: string) => string) | undefined;
  /**
   * Where `authStr` travels: as the first message `{"event":"auth","authStr":"..."}`, so no
   * token appears in a URL (where proxies, server logs and browser history keep it), or in the
   * URL query (`?authStr=`) for a server that cannot read the auth message.
   * @default 'message'
   */
  readonly authIn?: 'url' | 'message' | undefined;
  /**
   * Socket path on the API domain.
   * @default WEBSOCKET_PATH ('/ws/websocket')
   */
  readonly path?: string | undefined;
  /**
   * WebSocket constructor.
   * @default globalThis.WebSocket
   */
  readonly WebSocket?: SocketConstructor | undefined;
  /**
   * Timers.
   * @default globalThis.setTimeout / clearTimeout
   */
  readonly timers?: Timers | undefined;
  /**
   * Clock in ms.
   * @default Date.now
   */
  readonly now?: Clock | undefined;
  /**
   * Random source in [0, 1) for the backoff jitter.
   * @default Math.random
   */
  readonly random?: (() => number) | undefined;
  /**
   * Online / offline source; tries pause while offline and resume when back.
   * @default navigator.onLine with the window's online and offline events
   */
  readonly network?: NetworkStatus | undefined;
  /**
   * Ping interval in ms.
   * @default WS_PING_INTERVAL_MS (4000)
   */
  readonly pingIntervalMs?: number | undefined;
  /**
   * Pings in a row without any frame back before the socket counts as half-open.
   * @default 3
   */
  readonly maxMissedPongs?: number | undefined;
  /**
   * Reconnect tries before the degraded state.
   * @default WS_MAX_RECONNECT_TRIES (20)
   */
  readonly maxTries?: number | undefined;
  /**
   * A connection proven alive (frames received) this long resets the try count when it drops.
   * @default 10000
   */
  readonly minUptimeMs?: number | undefined;
  /**
   * Reconnect backoff.
   * @default { baseMs: 1000, maxMs: 30000 }
   */
  readonly backoff?: BackoffOptions | undefined;
  /**
   * How many recent msgIds are remembered to drop redelivered notices.
   * @default 1000
   */
  readonly seenCapacity?: number | undefined;
  /**
   * One socket per browser; `false` gives this tab its own socket.
   * @default {} (navigator.locks and BroadcastChannel when both exist)
   */
  readonly share?: ShareOptions | false | undefined;
}

export interface NoticeChannel {
  /** Subscribes to an event; returns the unsubscribe function. */
  on<K extends keyof NoticeChannelEvents>(type: K, listener: Listener<NoticeChannelEvents[K]>): () => void;
  /** Connects (or joins the tab election). Attach listeners first. */
  start(): void;
  /** Closes the socket, leaves the election and stops every timer. */
  stop(): void;
  /** Tries again now: from degraded, unauthorized (after a new token) or while waiting out a backoff. */
  retry(): void;
  /** The connection state (in a follower tab, the leader's). */
  readonly state: ConnectionState;
  readonly role: Role;
}

type PeerMessage =
  | { readonly k: 'notice'; readonly notice: Notice }
  | {
      readonly k: 'event';
      readonly type: 'connected' | 'closed' | 'degraded' | 'state';
      readonly payload: unknown;
    }
  | { readonly k: 'hello' }
  | { readonly k: 'retry' };

const SHARED_EVENTS: ReadonlySet<string> = new Set(['connected', 'closed', 'degraded', 'state']);

const isPeerMessage = (value: unknown): value is PeerMessage =>
  typeof value === 'object' && value !== null && typeof (value as { k?: unknown }).k === 'string';

const read = <T>(value: T | (() => T)): T => (typeof value === 'function' ? (value as () => T)() : value);

/** Creates a notice channel; nothing connects until `start()`. Throws a TypeError on unusable options. */
export function createNoticeChannel(options: NoticeChannelOptions): NoticeChannel {
  const WebSocketCtor = options.WebSocket ?? (globalThis as { WebSocket?: SocketConstructor }).WebSocket;
  if (!WebSocketCtor) throw new TypeError('createNoticeChannel: no WebSocket here; pass options.WebSocket');
  const domains = () => read(options.domains);
  if (typeof options.domains !== 'function' && options.domains.length === 0) {
    throw new TypeError('createNoticeChannel: domains is empty');
  }
  const siteId = String(options.siteId);
  const formatAuthStr = options.formatAuthStr ?? ((site: string, auth: string) => `${site}-${auth}`);
  const share = options.share === false ? undefined : (options.share ?? {});
  const g = globalThis as {
    navigator?: { locks?: LockManagerLike };
    BroadcastChannel?: BroadcastChannelConstructor;
  };
  const locks = share && (share.locks === undefined ? g.navigator?.locks : share.locks);
  const Channel =
    share && (share.BroadcastChannel === undefined ? g.BroadcastChannel : share.BroadcastChannel);

  let reporting = false;
  const report = (error: ChannelError) => {
    // An error listener that throws must not start a loop of reports.
    if (reporting) return;
    reporting = true;
    try {
      events.emit('error', error);
    } finally {
      reporting = false;
    }
  };
  const events = createEmitter<NoticeChannelEvents>((cause) =>
    report({ code: 'listener', message: cause instanceof Error ? cause.message : String(cause), cause }),
  );
  const seen = createSeenSet(options.seenCapacity ?? 1000);
  let role: Role = 'solo';
  let peers: Sharing | undefined;
  let leaderState: ConnectionState = { status: 'idle' };

  const setRole = (next: Role) => {
    role = next;
    events.emit('role', next);
  };

  /** Shows a notice once; false when it was already shown. */
  const deliver = (notice: Notice): boolean => {
    if (!seen.add(notice.msgId)) return false;
    events.emit('message', notice);
    events.emit(notice.type, notice);
    return true;
  };

  const link = createLink(
    {
      domains,
      authStr: () => formatAuthStr(siteId, read(options.auth)),
      authInMessage: options.authIn !== 'url',
      path: options.path ?? WEBSOCKET_PATH,
      WebSocket: WebSocketCtor,
      timers: options.timers ?? globalTimers,
      now: options.now ?? Date.now,
      random: options.random ?? Math.random,
      network: options.network ?? browserNetwork(),
      pingIntervalMs: options.pingIntervalMs ?? WS_PING_INTERVAL_MS,
      maxMissedPongs: options.maxMissedPongs ?? 3,
      backoff: options.backoff ?? {},
      machine: {
        maxTries: options.maxTries ?? WS_MAX_RECONNECT_TRIES,
        minUptimeMs: options.minUptimeMs ?? 10_000,
      },
    },
    {
      frame(data) {
        const frame = decodeFrame(data);
        if (frame.kind === 'notice') {
          if (deliver(frame.notice)) peers?.post({ k: 'notice', notice: frame.notice } satisfies PeerMessage);
          // Acked after it was shown; a duplicate is acked again because the server missed the first ack.
          link.send(ackFrame(frame.notice.msgId));
        } else if (frame.kind === 'invalid') {
          if (seen.add(frame.msgId))
            report({ code: 'invalid-notice', msgId: frame.msgId, message: frame.message });
          link.send(ackFrame(frame.msgId));
        } else if (frame.kind === 'bad') {
          report({ code: 'bad-frame', message: frame.message });
        }
      },
      emit(type, payload) {
        if (type === 'error') report(payload as ChannelError);
        else events.emit(type, payload as never);
        if (role === 'leader' && SHARED_EVENTS.has(type)) peers?.post({ k: 'event', type, payload });
      },
    },
  );

  const onPeer = (message: unknown) => {
    if (!isPeerMessage(message)) return;
    if (role === 'leader') {
      if (message.k === 'hello')
        peers?.post({ k: 'event', type: 'state', payload: link.state } satisfies PeerMessage);
      if (message.k === 'retry') link.retry();
    } else if (message.k === 'notice') {
      // Any script of the origin can post on the channel: trust what it says no more than a socket.
      const notice = peerNotice(message.notice);
      if (notice) deliver(notice);
    } else if (message.k === 'event' && SHARED_EVENTS.has(message.type)) {
      if (message.type === 'state') {
        if (!isConnectionState(message.payload)) return;
        leaderState = message.payload;
      }
      events.emit(message.type, message.payload as never);
    }
  };

  return {
    on: (type, listener) => events.on(type, listener),
    start() {
      if (link.state.status !== 'idle' || peers) return;
      if (!locks || !Channel) {
        setRole('solo');
        link.start();
        return;
      }
      const name = share?.name ?? `lobbykit-realtime-${siteId}`;
      setRole('follower');
      peers = joinElection(locks, Channel, name, onPeer, () => {
        setRole('leader');
        link.start();
      });
      peers.post({ k: 'hello' } satisfies PeerMessage);
    },
    stop() {
      link.stop();
      peers?.stop();
      peers = undefined;
      leaderState = { status: 'idle' };
    },
    retry() {
      if (role === 'follower') peers?.post({ k: 'retry' } satisfies PeerMessage);
      else link.retry();
    },
    get state() {
      return role === 'follower' ? leaderState : link.state;
    },
    get role() {
      return role;
    },
  };
}
