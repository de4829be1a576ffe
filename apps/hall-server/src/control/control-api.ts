// The control API for tests: loopback only (request-guard.ts checks Host and how changes are
// sent), JSON in and out, off unless asked for. Every route is listed in the README
// ("Control API"); each concern registers its own in routes/.
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AddressInfo } from 'node:net';
import { clockAndIdentityRoutes } from './routes/clock-and-identity';
import { counterRoutes } from './routes/counters';
import { domainRoutes } from './routes/domains';
import { faultRoutes } from './routes/faults';
import { noticeRoutes, socketRoutes } from './routes/notices';
import { overviewRoutes } from './routes/overview';
import { guardControlRequests } from './request-guard';
import { requestRoutes } from './routes/requests';
import { BadRequest, type ControlDeps, type ControlRoutes } from './routes/shared';
import { siteRoutes } from './routes/sites';
import { sportsRoutes } from './routes/sports';
import { userRoutes } from './routes/users';

export type { ControlDeps } from './routes/shared';

export interface ControlApi {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const routeTable: readonly ControlRoutes[] = [
  overviewRoutes,
  faultRoutes,
  domainRoutes,
  siteRoutes,
  noticeRoutes,
  socketRoutes,
  counterRoutes,
  requestRoutes,
  userRoutes,
  sportsRoutes,
  clockAndIdentityRoutes,
];

function buildControlApp(deps: ControlDeps): FastifyInstance {
  const app = Fastify({ logger: false });
  guardControlRequests(app, () => (app.server.address() as AddressInfo).port);

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status =
      error instanceof BadRequest || error instanceof TypeError ? 400 : (error.statusCode ?? 500);
    void reply.code(status).send({ error: error.message });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('serverTime', String(deps.kit.hall.now()));
    return payload;
  });

  for (const register of routeTable) register(app, deps);

  app.setNotFoundHandler((request, reply: FastifyReply) => {
    void reply
      .code(404)
      .send({ error: `no control route ${request.method} ${request.url.split('?')[0] ?? ''}` });
  });
  return app;
}

/** Starts the control API on 127.0.0.1 only, whatever host the domains use. */
export async function startControlApi(deps: ControlDeps, port: number): Promise<ControlApi> {
  const app = buildControlApp(deps);
  await app.listen({ host: '127.0.0.1', port });
  const actual = (app.server.address() as AddressInfo).port;
  return { url: `http://127.0.0.1:${actual}`, port: actual, close: () => app.close() };
}
