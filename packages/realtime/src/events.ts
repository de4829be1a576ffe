// The events a notice channel emits, by name.
import type { Notice, NoticeType } from '@lobbykit/contract';
import type { ConnectionState } from './machine';

export interface ConnectedEvent {
  /** The API domain the socket is open to. */
  readonly domain: string;
  /** Reconnect tries it took (0 on the first connection). */
  readonly tries: number;
}

export interface ClosedEvent {
  /** The close code (1006 when the socket died without one, or was found half-open). */
  readonly code: number;
  readonly reason: string;
  /** Whether the socket had opened before it closed. */
  readonly wasOpen: boolean;
  /** Delay before the next try; undefined when the channel will not reconnect on its own. */
  readonly reconnectInMs: number | undefined;
}

export interface DegradedEvent {
  /** Reconnect tries made before giving up. */
  readonly tries: number;
  /** Close code of the last failed try. */
  readonly lastCode: number;
}

/** Problems the channel reports instead of throwing; `message` is fit for a log line. */
export type ChannelError =
  /** A frame with a msgId that fails the contract's notice schema; it was still acked. */
  | { readonly code: 'invalid-notice'; readonly msgId: string; readonly message: string }
  /** A frame that is not a JSON object or has no usable msgId; nothing could be acked. */
  | { readonly code: 'bad-frame'; readonly message: string }
  /** The socket reported an error, or could not be created. */
  | { readonly code: 'socket'; readonly message: string }
  /** The server refused the auth (close code 4401 or 4403); the channel does not reconnect. */
  | { readonly code: 'unauthorized'; readonly closeCode: number; readonly message: string }
  /** A listener threw; the channel carried on. */
  | { readonly code: 'listener'; readonly message: string; readonly cause: unknown };

/** Which tab holds the socket: `solo` has its own, `leader` shares it, `follower` listens to the leader. */
export type Role = 'solo' | 'leader' | 'follower';

/** One event per notice type, carrying that notice. */
export type NoticeEvents = { readonly [K in NoticeType]: Extract<Notice, { type: K }> };

/** Every event of a notice channel and its payload. */
export interface NoticeChannelEvents extends NoticeEvents {
  readonly connected: ConnectedEvent;
  readonly closed: ClosedEvent;
  readonly error: ChannelError;
  /** Every valid notice, once, before its typed event. */
  readonly message: Notice;
  /** All reconnect tries failed; call `retry()` to try again. */
  readonly degraded: DegradedEvent;
  /** Every state change of the connection (mirrored from the leader in a follower tab). */
  readonly state: ConnectionState;
  readonly role: Role;
}
