// Listening ports that stand in for domains: API domains and asset (object-storage) domains.
// Each is a node:http server feeding the one Fastify app; a domain can be taken down (the
// port refuses connections) and brought back on the same port, or slowed.
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo, Socket } from 'node:net';
import type { Duplex } from 'node:stream';

export type DomainKind = 'api' | 'oss';

interface DomainCounters {
  requests: number;
  /** Requests that carried a token or newJwt header (an asset domain must see none). */
  tokenHeaders: number;
  upgrades: number;
  /** CORS preflights (OPTIONS) answered: a page on another origin asked before its call. */
  preflights: number;
}

export interface Domain {
  readonly kind: DomainKind;
  readonly index: number;
  /** 'api:0', 'oss:1', ... */
  readonly id: string;
  readonly url: string;
  readonly port: number;
  readonly up: boolean;
  /** Added before every request and upgrade on this domain. */
  delayMs: number;
  readonly counters: DomainCounters;
  takeDown(): Promise<void>;
  bringUp(): Promise<void>;
  close(): Promise<void>;
}

const DOMAIN = Symbol('hall.domain');
type Tagged = IncomingMessage & { [DOMAIN]?: Domain };

/** The domain a request arrived on. */
export function domainOf(request: IncomingMessage): Domain | undefined {
  return (request as Tagged)[DOMAIN];
}

export interface CreateDomainOptions {
  readonly kind: DomainKind;
  readonly index: number;
  readonly host: string;
  readonly port: number;
  readonly onRequest: (request: IncomingMessage, response: ServerResponse) => void;
  readonly onUpgrade: (request: IncomingMessage, socket: Duplex, head: Buffer) => void;
}

function listen(server: Server, port: number, host: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const onError = (error: Error) => reject(error);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve((server.address() as AddressInfo).port);
    });
  });
}

export async function createDomain(options: CreateDomainOptions): Promise<Domain> {
  let up = false;
  let port = 0;
  const urlHost = options.host === '0.0.0.0' || options.host === '::' ? '127.0.0.1' : options.host;
  const sockets = new Set<Socket>();
  const counters: DomainCounters = { requests: 0, tokenHeaders: 0, upgrades: 0, preflights: 0 };
  const run = (task: () => void): void => {
    if (domain.delayMs > 0) setTimeout(task, domain.delayMs);
    else task();
  };
  // The handlers run only once the server listens, after `domain` exists.
  const server = createServer((request, response) => {
    (request as Tagged)[DOMAIN] = domain;
    counters.requests++;
    if (request.method === 'OPTIONS') counters.preflights++;
    if (request.headers.token !== undefined || request.headers.newjwt !== undefined) counters.tokenHeaders++;
    run(() => options.onRequest(request, response));
  });
  server.on('upgrade', (request: IncomingMessage, socket: Duplex, head: Buffer) => {
    (request as Tagged)[DOMAIN] = domain;
    counters.upgrades++;
    run(() => options.onUpgrade(request, socket, head));
  });
  server.on('connection', (socket: Socket) => {
    sockets.add(socket);
    socket.once('close', () => sockets.delete(socket));
  });
  // Keep-alive sockets would otherwise hold a closed domain "up" for a client that reuses them.
  server.keepAliveTimeout = 5000;
  const stop = (): Promise<void> =>
    new Promise((resolve) => {
      if (!up) return resolve();
      up = false;
      server.close(() => resolve());
      for (const socket of sockets) socket.destroy();
    });

  const domain: Domain = {
    kind: options.kind,
    index: options.index,
    id: `${options.kind}:${options.index}`,
    get url() {
      return `http://${urlHost.includes(':') ? `[${urlHost}]` : urlHost}:${port}`;
    },
    get port() {
      return port;
    },
    get up() {
      return up;
    },
    delayMs: 0,
    counters,
    takeDown: stop,
    async bringUp() {
      if (up) return;
      await listen(server, port, options.host);
      up = true;
    },
    close: stop,
  };

  port = await listen(server, options.port, options.host);
  up = true;
  return domain;
}
