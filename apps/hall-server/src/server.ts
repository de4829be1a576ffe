import { HEADERS } from '@lobbykit/contract';
import Fastify from 'fastify';
import { realtimeRoutes } from './realtime';
import { siteRoutes } from './routes/site';

export interface HallServerOptions {
  /** Loopback only by default; the server is for development and tests. @default '127.0.0.1' */
  readonly host?: string;
  /** 0 picks a free port. @default 0 */
  readonly port?: number;
  /** Structured request logs (pino). @default false */
  readonly logger?: boolean;
}

export interface HallServer {
  /** Base URL, e.g. http://127.0.0.1:7300 */
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

export async function startHallServer(options: HallServerOptions = {}): Promise<HallServer> {
  const app = Fastify({ logger: options.logger ?? false });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header(HEADERS.serverTime, String(Date.now()));
    reply.header('access-control-allow-origin', '*');
    reply.header(
      'access-control-expose-headers',
      [HEADERS.token, HEADERS.newJwt, HEADERS.serverTime, HEADERS.requestId].join(', '),
    );
    return payload;
  });
  await realtimeRoutes(app);
  siteRoutes(app);
  app.setNotFoundHandler((request, reply) => {
    void reply
      .code(404)
      .send({ code: 404, message: `no route ${request.method} ${request.url.split('?')[0]}` });
  });
  await app.listen({ host: options.host ?? '127.0.0.1', port: options.port ?? 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://${options.host ?? '127.0.0.1'}:${port}`,
    port,
    close: () => app.close(),
  };
}
