// The one Fastify app every domain feeds: body readers, the fault hook, CORS, hall routes
// (one per endpoint of the registry), plain files, static mode, the fake sports service and the
// identity provider.
import { getEndpointByPath, HALL_BASE_PATH, HEADERS } from '@lobbykit/contract';
import { SESSION_BINDING_HEADERS } from '@lobbykit/hall-protocol';
import Fastify, {
  LogController,
  type FastifyInstance,
  type FastifyReply,
  type FastifyRequest,
  type FastifyServerOptions,
} from 'fastify';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { faultPhase } from '../control/faults';
import { hallEndpoints, routeFor } from '../handlers/routes';
import { protocolFailure } from '../protocol/errors';
import { domainOf } from './domains';
import { registerFileRoutes } from './files';
import { handleHallCall, sendProtocolError } from './hall-call';
import { registerIdpRoutes } from './idp';
import { registerSportsRoutes } from './sports';
import { registerVendorRoutes } from './vendors';
import { bump, type ServerKit } from './kit';
import { pathOf, staticEndpointFor } from './request-info';
import { baseHeaders, holdSocket, resetSocket, sendFaultStatus } from './respond';
import { createStaticFiles, type StaticFiles } from './static-mode';

/** Largest request body (uploads included): a voucher of 5 MB (VOUCHER_MAX_BYTES) and its multipart parts. */
const BODY_LIMIT = 5 * 1024 * 1024 + 64 * 1024;

const ALLOWED_HEADERS = [
  ...Object.values(HEADERS).filter((name) => name !== HEADERS.serverTime),
  SESSION_BINDING_HEADERS.clientKey,
  'content-type',
].join(', ');

export interface HallFastify {
  readonly app: FastifyInstance;
  /** Hands a request of any domain to the app. */
  readonly dispatch: (request: IncomingMessage, response: ServerResponse) => void;
}

/** The route name a fault or a counter sees: endpoint name when known, else the path. */
function routeName(request: IncomingMessage): { name: string | undefined; path: string } {
  const path = pathOf(request.url ?? '/');
  const isStatic = domainOf(request)?.kind === 'oss' && path.startsWith(`${HALL_BASE_PATH}/`);
  const endpoint = isStatic ? staticEndpointFor(path)?.endpoint : getEndpointByPath(path);
  return { name: endpoint?.name, path };
}

/** The Fastify instance, before any route: the hall is made with its logger. */
export function createHallFastify(logger: FastifyServerOptions['logger']): HallFastify {
  let dispatch: ((request: IncomingMessage, response: ServerResponse) => void) | undefined;
  const app = Fastify({
    logger,
    bodyLimit: BODY_LIMIT,
    // One log line per request from the onResponse hook below, with the hall's own fields.
    logController: new LogController({ disableRequestLogging: true }),
    // The domains are node:http servers of their own; this one never listens.
    serverFactory: (handler) => {
      dispatch = handler;
      return createServer(handler);
    },
  });
  if (!dispatch) throw new Error('hall-server: Fastify did not hand over its request handler');
  return { app, dispatch };
}

/** Registers everything on the app and makes it ready. */
export async function registerHall(
  app: FastifyInstance,
  kit: ServerKit,
): Promise<{ staticFiles: StaticFiles }> {
  const { hall } = kit;

  // Bodies are kept as text (signatures cover the exact bytes); multipart as bytes, which only
  // upload routes take (hall-call.ts refuses it elsewhere; its signature covers their SHA-256).
  app.removeAllContentTypeParsers();
  app.addContentTypeParser(
    ['text/plain', 'application/json', 'application/x-www-form-urlencoded'],
    { parseAs: 'string' },
    (_request, body, done) => done(null, body),
  );
  app.addContentTypeParser('multipart/form-data', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  );
  app.addContentTypeParser('*', { parseAs: 'string' }, (_request, body, done) => done(null, body));

  app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
    if (request.method === 'OPTIONS') return;
    kit.requests.record(request.raw, domainOf(request.raw)?.id ?? '');
    const route = routeName(request.raw);
    bump(kit.counters.requests, route.name ?? route.path);
    const fault = kit.faults.take({
      ...route,
      method: request.method,
      domainId: domainOf(request.raw)?.id ?? '',
    });
    if (!fault) return;
    if (faultPhase(fault) === 'after') {
      kit.afterFaults.set(request.raw, fault);
      return;
    }
    bump(kit.counters.faults, fault.kind);
    request.log.info(
      { fault: fault.id, kind: fault.kind, route: route.name ?? route.path },
      'fault injected',
    );
    switch (fault.kind) {
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, fault.ms ?? 0));
        return;
      case 'code':
        return reply
          .code(200)
          .type('application/json')
          .send(
            JSON.stringify({
              code: fault.code,
              message: fault.message ?? `injected code ${String(fault.code)}`,
              ...(fault.data === undefined ? {} : { data: fault.data }),
            }),
          );
      case 'status':
        return sendFaultStatus(reply, fault);
      case 'reset':
        resetSocket(request, reply);
        return reply;
      case 'hang':
        holdSocket(kit, request, reply);
        return reply;
      default:
        return;
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    const outcome = kit.outcomes.get(request.raw);
    request.log.info(
      {
        method: request.method,
        path: pathOf(request.url),
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime),
        domain: domainOf(request.raw)?.id,
        ...outcome,
      },
      'request',
    );
  });

  app.addHook('onSend', async (_request, reply, payload) => {
    reply.headers(baseHeaders(hall.now()));
    return payload;
  });

  app.options('*', (_request, reply) =>
    reply
      .code(204)
      .headers({
        'access-control-allow-methods': 'GET, POST, OPTIONS',
        'access-control-allow-headers': ALLOWED_HEADERS,
        'access-control-max-age': '600',
      })
      .send(),
  );

  for (const endpoint of hallEndpoints) {
    const route = routeFor(endpoint);
    app.route({
      method: endpoint.method,
      url: `${HALL_BASE_PATH}${endpoint.path}`,
      handler: (request, reply) => handleHallCall(kit, endpoint, route, request, reply),
    });
  }

  /** An unknown path, or a known hall path asked with the other method. */
  const refuse = (request: FastifyRequest, reply: FastifyReply) => {
    const path = pathOf(request.url);
    const known = path.startsWith(`${HALL_BASE_PATH}/`) ? getEndpointByPath(path) : undefined;
    if (known) {
      return sendProtocolError(
        kit,
        request,
        reply,
        protocolFailure('method-not-allowed', `${request.method} ${path}; use ${known.method}`),
      );
    }
    return sendProtocolError(
      kit,
      request,
      reply,
      protocolFailure('unknown-path', `${request.method} ${path}`),
    );
  };

  const staticFiles = createStaticFiles(kit);
  app.get(`${HALL_BASE_PATH}/*`, (request, reply) => {
    if (domainOf(request.raw)?.kind === 'oss') return staticFiles.handle(request, reply);
    return refuse(request, reply);
  });

  registerFileRoutes(app, kit);
  registerSportsRoutes(app, kit);
  // The fake signs anyone in as any subject: only when a development or test run asks for it.
  if (kit.hall.options.fakeIdentityProvider) registerIdpRoutes(app, kit);
  // The same for the tracking vendors' collection endpoints.
  if (kit.hall.options.fakeTrackingVendors) registerVendorRoutes(app, kit);

  app.setNotFoundHandler(refuse);

  app.setErrorHandler((error: Error & { statusCode?: number; code?: string }, request, reply) => {
    if (error.code === 'FST_ERR_CTP_BODY_TOO_LARGE')
      return sendProtocolError(kit, request, reply, protocolFailure('body-too-large'));
    if (error.statusCode !== undefined && error.statusCode < 500) {
      return sendProtocolError(kit, request, reply, protocolFailure('malformed-body', error.message));
    }
    // The log keeps the error; the answer names none of it (messages and stacks tell an
    // attacker what broke and where).
    request.log.error({ err: error }, 'hall route failed');
    return reply
      .code(500)
      .type('application/json')
      .send(JSON.stringify({ code: 500, message: 'server error' }));
  });

  await app.ready();
  return { staticFiles };
}
