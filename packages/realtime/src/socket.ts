// The slice of the WebSocket API the channel uses, so the browser's WebSocket, `ws` and fakes all fit.
import { WEBSOCKET_PATH } from '@lobbykit/contract';

// Method syntax keeps parameter checks bivariant, so handlers typed for richer event objects still fit.
type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** One socket, as the channel uses it. */
export interface SocketLike {
  readonly readyState: number;
  send(data: string): void;
  close(code?: number, reason?: string): void;
  onopen: Handler<unknown> | null;
  onmessage: Handler<{ readonly data: unknown }> | null;
  onclose: Handler<{ readonly code: number; readonly reason: string }> | null;
  onerror: Handler<unknown> | null;
}

/** A WebSocket constructor: `globalThis.WebSocket`, `ws`'s `WebSocket`, or a fake. */
export type SocketConstructor = new (url: string) => SocketLike;

const OPEN = 1;
export const isOpen = (socket: SocketLike | undefined): socket is SocketLike => socket?.readyState === OPEN;

/**
 * The socket URL on an API domain: http(s) becomes ws(s), a bare host gets wss, and
 * `authStr` goes into the query when the auth travels in the URL.
 */
export function socketUrl(domain: string, authStr?: string, path: string = WEBSOCKET_PATH): string {
  const base = /^wss?:\/\//i.test(domain)
    ? domain
    : /^https?:\/\//i.test(domain)
      ? domain.replace(/^http/i, 'ws')
      : `wss://${domain}`;
  const url = base.replace(/\/+$/, '') + path;
  return authStr === undefined ? url : `${url}?authStr=${encodeURIComponent(authStr)}`;
}
