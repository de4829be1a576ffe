// A real `ws` notice server on 127.0.0.1 for the tests: auth, pong, ack tracking, redelivery and kills.
import type { AddressInfo } from 'node:net';
import { WebSocketServer } from 'ws';
import type { WebSocket } from 'ws';

interface ServerConnection {
  readonly url: string;
  /** authStr from the query or the auth message; undefined until known. */
  authStr: string | undefined;
  readonly socket: WebSocket;
  /** Parsed frames the client sent, in order. */
  readonly frames: Record<string, unknown>[];
  open: boolean;
}

export interface NoticeServerOptions {
  /** Expect `{"event":"auth"}` as the first frame (the channel's default) instead of `?authStr=`. @default false */
  readonly authInMessage?: boolean;
  /** Returns a close code to refuse the auth. */
  readonly refuse?: (authStr: string | undefined) => number | undefined;
  /** Called on every ack before it is recorded; return 'kill' to die right there (the ack is lost). */
  readonly onAck?: (msgId: string) => 'kill' | undefined;
  readonly port?: number;
}

export interface NoticeServer {
  readonly url: string;
  readonly port: number;
  readonly connections: ServerConnection[];
  /** Answer pings with pongs; false makes every socket half-open from the client's point of view. */
  answerPings: boolean;
  /** Notices sent and not acked yet, by msgId; sent again to every new connection. */
  readonly unacked: Map<string, string>;
  /** Every ack received, in order, duplicates included. */
  readonly acks: string[];
  openConnections(): ServerConnection[];
  /** Sends a notice to every authenticated connection and tracks it until acked. */
  send(notice: { msgId: string | number; type: string; data?: unknown }): void;
  /** Sends a raw text frame to every authenticated connection (not tracked). */
  sendRaw(text: string): void;
  /** Terminates every socket without a close frame and stops listening. */
  kill(): Promise<void>;
  /** Listens again on the same port; unacked notices survive. */
  restart(): Promise<void>;
  readonly alive: boolean;
  /** How many times kill() took the server down (close() does not count). */
  readonly kills: number;
  /** Frames sent again to a new connection because they were not acked. */
  readonly redelivered: number;
  close(): Promise<void>;
}

export async function startNoticeServer(options: NoticeServerOptions = {}): Promise<NoticeServer> {
  const inMessage = options.authInMessage ?? false;
  const connections: ServerConnection[] = [];
  const unacked = new Map<string, string>();
  const acks: string[] = [];
  let wss: WebSocketServer | undefined;
  let port = options.port ?? 0;
  let kills = 0;
  let redelivered = 0;

  const authenticated = (c: ServerConnection) => c.open && (!inMessage || c.authStr !== undefined);

  const accept = (c: ServerConnection) => {
    const code = options.refuse?.(c.authStr);
    if (code !== undefined) {
      c.open = false;
      c.socket.close(code, 'auth refused');
      return;
    }
    for (const frame of unacked.values()) {
      redelivered += 1;
      c.socket.send(frame);
    }
  };

  const listen = () =>
    new Promise<void>((resolve, reject) => {
      const server = new WebSocketServer({ host: '127.0.0.1', port, path: '/ws/websocket' });
      server.once('error', reject);
      server.once('listening', () => {
        port = (server.address() as AddressInfo).port;
        wss = server;
        resolve();
      });
      server.on('connection', (socket, request) => {
        const url = request.url ?? '';
        const query = new URL(url, 'http://127.0.0.1').searchParams;
        const connection: ServerConnection = {
          url,
          authStr: inMessage ? undefined : (query.get('authStr') ?? undefined),
          socket,
          frames: [],
          open: true,
        };
        connections.push(connection);
        socket.on('close', () => {
          connection.open = false;
        });
        socket.on('error', () => undefined);
        socket.on('message', (raw: Buffer) => {
          const frame = JSON.parse(raw.toString('utf8')) as Record<string, unknown>;
          connection.frames.push(frame);
          if (frame.event === 'auth' && inMessage && connection.authStr === undefined) {
            connection.authStr = String(frame.authStr);
            accept(connection);
          } else if (frame.event === 'ping') {
            if (api.answerPings) socket.send(JSON.stringify({ event: 'pong', serverTime: Date.now() }));
          } else if (frame.event === 'ack') {
            const msgId = String(frame.msgId);
            if (options.onAck?.(msgId) === 'kill') {
              void api.kill();
              return;
            }
            acks.push(msgId);
            unacked.delete(msgId);
          }
        });
        if (!inMessage) accept(connection);
      });
    });

  const down = async () => {
    const server = wss;
    if (!server) return;
    wss = undefined;
    for (const c of connections) {
      c.open = false;
      c.socket.terminate();
    }
    await new Promise<void>((resolve) => server.close(() => resolve()));
  };

  await listen();

  const api: NoticeServer = {
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    get port() {
      return port;
    },
    connections,
    answerPings: true,
    unacked,
    acks,
    openConnections: () => connections.filter(authenticated),
    send(notice) {
      const frame = JSON.stringify(notice);
      unacked.set(String(notice.msgId), frame);
      for (const c of connections) if (authenticated(c)) c.socket.send(frame);
    },
    sendRaw(text) {
      for (const c of connections) if (authenticated(c)) c.socket.send(text);
    },
    async kill() {
      if (wss) kills += 1;
      await down();
    },
    restart: listen,
    get redelivered() {
      return redelivered;
    },
    get alive() {
      return wss !== undefined;
    },
    get kills() {
      return kills;
    },
    close: down,
  };
  return api;
}

/** Resolves once `predicate` holds, polling on the real event loop; rejects after `timeoutMs`. */
export async function until(predicate: () => boolean, timeoutMs = 5000, what = 'condition'): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (!predicate()) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setImmediate(resolve));
  }
}
