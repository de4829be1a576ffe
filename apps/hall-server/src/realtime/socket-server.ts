// The notice socket at /ws/websocket on the API domains. Auth comes as `authStr` in the URL
// (`<siteId>_<auth>`, also '-' or ':' as separator) or as the first message
// `{"event":"auth","authStr":"..."}`, which keeps the token out of URLs. `auth` is a session
// token or JWT (the user's notices, redelivered until acknowledged) or `guest` / `public`
// (broadcasts only). `{"event":"ping"}` is answered with `{"event":"pong"}`; a notice is
// acknowledged with `{"event":"ack","msgId":"..."}`.
import { WEBSOCKET_PATH, PUBLIC_TOKEN_PLACEHOLDER } from '@lobbykit/contract';
import type { IncomingMessage } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type RawData, type WebSocket } from 'ws';
import type { Hall } from '../hall/hall';
import { liveSession } from '../hall/users';
import { domainOf } from '../http/domains';
import type { NoticeConnection } from './notice-hub';

/** Close code of a refused or ended authentication; clients must not reconnect on it. */
export const WS_AUTH_FAILED = 4401;
/** Close code the control API uses by default to drop sockets (service restart). */
export const WS_DROPPED = 1012;

export interface SocketServer {
  handleUpgrade(request: IncomingMessage, socket: Duplex, head: Buffer): void;
  /** Every open socket, authenticated or not. */
  readonly open: number;
  close(): Promise<void>;
}

const AUTH_STR = /^(\d+)[-_:](.+)$/;

export function createSocketServer(hall: Hall): SocketServer {
  const wss = new WebSocketServer({ noServer: true, maxPayload: 64 * 1024 });
  let nextId = 1;

  const refuse = (socket: Duplex, status: number, text: string): void => {
    socket.end(`HTTP/1.1 ${status} ${text}\r\nConnection: close\r\nContent-Length: 0\r\n\r\n`);
  };

  function serve(ws: WebSocket, request: IncomingMessage): void {
    const id = nextId++;
    const domain = domainOf(request)?.id ?? 'api:?';
    let connection: NoticeConnection | undefined;
    const send = (value: unknown) => {
      if (ws.readyState === ws.OPEN) ws.send(typeof value === 'string' ? value : JSON.stringify(value));
    };

    const authenticate = (authStr: string): void => {
      const match = AUTH_STR.exec(authStr);
      const site = match ? hall.world.siteById(Number(match[1])) : undefined;
      if (!match || !site) {
        ws.close(WS_AUTH_FAILED, 'authStr must be <siteId>_<auth> of a known site');
        return;
      }
      const auth = match[2]!;
      let username: string | null = null;
      let token: string | null = null;
      if (auth !== 'guest' && auth !== PUBLIC_TOKEN_PLACEHOLDER) {
        const byJwt = Object.values(hall.store.data.sessions).find((session) => session.jwt === auth)?.token;
        const session = liveSession(hall, byJwt ?? auth);
        if (!session || session.siteCode !== site.siteCode) {
          ws.close(WS_AUTH_FAILED, 'token expired');
          return;
        }
        username = session.username;
        token = session.token;
      }
      connection = {
        id,
        siteCode: site.siteCode,
        username,
        token,
        domain,
        connectedAt: hall.now(),
        send,
        close: (code, reason) => ws.close(code, reason),
        terminate: () => ws.terminate(),
      };
      send({ event: 'auth', ok: true, siteId: site.siteId, username, serverTime: hall.now() });
      hall.notices.attach(connection);
      void hall.flush();
    };

    const timer = setTimeout(() => {
      if (!connection) ws.close(WS_AUTH_FAILED, 'no auth message in time');
    }, hall.options.wsAuthTimeoutMs);

    ws.on('message', (data: RawData) => {
      const text = Buffer.isBuffer(data)
        ? data.toString('utf8')
        : Array.isArray(data)
          ? Buffer.concat(data).toString('utf8')
          : Buffer.from(data).toString('utf8');
      if (text === 'ping') return send('pong');
      let message: unknown;
      try {
        message = JSON.parse(text);
      } catch {
        return send({ event: 'error', message: 'not JSON' });
      }
      const frame = (typeof message === 'object' && message !== null ? message : {}) as Record<
        string,
        unknown
      >;
      if (frame.event === 'ping') return send({ event: 'pong', serverTime: hall.now() });
      if (frame.event === 'auth') {
        if (connection) return send({ event: 'error', message: 'already authenticated' });
        clearTimeout(timer);
        return authenticate(typeof frame.authStr === 'string' ? frame.authStr : '');
      }
      if (!connection) {
        ws.close(WS_AUTH_FAILED, 'authenticate first');
        return;
      }
      const msgId =
        typeof frame.msgId === 'string'
          ? frame.msgId
          : typeof frame.msgId === 'number'
            ? String(frame.msgId)
            : undefined;
      if ((frame.event === 'ack' || frame.event === undefined) && msgId !== undefined) {
        if (!hall.notices.ack(connection, msgId)) send({ event: 'error', message: `unknown msgId ${msgId}` });
        void hall.flush();
        return;
      }
      send({ event: 'error', message: 'unknown event' });
    });
    ws.on('close', () => {
      clearTimeout(timer);
      if (connection) hall.notices.detach(connection);
    });
    ws.on('error', () => ws.terminate());

    const authStr = new URL(request.url ?? '/', 'http://hall').searchParams.get('authStr');
    if (authStr !== null) {
      clearTimeout(timer);
      authenticate(authStr);
    }
  }

  return {
    get open() {
      return wss.clients.size;
    },
    handleUpgrade(request, socket, head) {
      const path = (request.url ?? '/').split('?')[0];
      if (path !== WEBSOCKET_PATH) return refuse(socket, 404, 'Not Found');
      if (domainOf(request)?.kind !== 'api') return refuse(socket, 404, 'Not Found');
      wss.handleUpgrade(request, socket, head, (ws) => serve(ws, request));
    },
    close() {
      for (const client of wss.clients) client.terminate();
      return new Promise((resolve) => wss.close(() => resolve()));
    },
  };
}
