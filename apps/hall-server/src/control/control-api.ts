// The control API for tests: loopback only, JSON in and out, off unless asked for. Every
// route is listed in the README ("Control API").
import { isNoticeType, noticeTypes, serviceCodes } from '@lobbykit/contract';
import Fastify, { type FastifyInstance, type FastifyReply } from 'fastify';
import type { AddressInfo } from 'node:net';
import { identityKinds } from '../hall/identity';
import { endUserSessions, endSession, userInfoOf } from '../hall/users';
import type { Domain } from '../http/domains';
import type { ServerKit } from '../http/kit';
import type { NoticeConnection } from '../realtime/notice-hub';
import { WS_DROPPED } from '../realtime/socket-server';
import { restrictionKinds, type IdentityKind, type Restriction, type SiteStatus } from '../store/records';

export interface ControlDeps {
  readonly kit: ServerKit;
  readonly domains: readonly Domain[];
  readonly staticFilesMade: () => number;
  readonly openSockets: () => number;
}

export interface ControlApi {
  readonly url: string;
  readonly port: number;
  close(): Promise<void>;
}

const siteStatuses: readonly SiteStatus[] = ['normal', 'maintenance', 'frozen', 'frozenAndMaintained'];

class BadRequest extends Error {}
function check(condition: unknown, message: string): asserts condition {
  if (!condition) throw new BadRequest(message);
}

type Body = Record<string, unknown>;
const bodyOf = (value: unknown): Body => {
  check(
    typeof value === 'object' && value !== null && !Array.isArray(value),
    'the body must be a JSON object',
  );
  return value as Body;
};
const has = (body: Body, key: string): boolean => Object.hasOwn(body, key);
const text = (value: unknown): string => (typeof value === 'string' ? value : '');

function buildControlApp({ kit, domains, staticFilesMade, openSockets }: ControlDeps): FastifyInstance {
  const { hall } = kit;
  const app = Fastify({ logger: false });

  app.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    const status =
      error instanceof BadRequest || error instanceof TypeError ? 400 : (error.statusCode ?? 500);
    void reply.code(status).send({ error: error.message });
  });
  app.addHook('onSend', async (_request, reply, payload) => {
    reply.header('serverTime', String(hall.now()));
    return payload;
  });

  const siteOf = (siteCode: string) => {
    const site = hall.world.site(siteCode);
    check(site && site.siteCode === siteCode, `unknown site ${siteCode}`);
    return site;
  };
  const domainById = (id: string): Domain => {
    const domain = domains.find((entry) => entry.id === id);
    check(domain, `unknown domain ${id}; domains are ${domains.map((entry) => entry.id).join(', ')}`);
    return domain;
  };
  const domainView = (domain: Domain) => ({
    id: domain.id,
    url: domain.url,
    up: domain.up,
    delayMs: domain.delayMs,
    counters: domain.counters,
  });
  const changed = async () => {
    hall.bumpDataVersion();
    await hall.flush();
  };

  app.get('/control', () => ({
    seed: hall.world.seed,
    dataDir: hall.store.dir ?? null,
    urls: hall.urls,
    domains: domains.map(domainView),
    sites: hall.world.sites.map((site) => ({
      siteCode: site.siteCode,
      siteId: site.siteId,
      runtime: hall.site(site.siteCode),
    })),
    faults: kit.faults.list(),
    clockOffsetMs: hall.clockOffset,
  }));

  // Faults.
  app.get('/control/faults', () => kit.faults.list());
  app.post('/control/faults', async (request, reply) => {
    const list = Array.isArray(request.body) ? (request.body as unknown[]) : [request.body];
    const added = list.map((spec) => kit.faults.add(spec));
    return reply.code(201).send(Array.isArray(request.body) ? added : added[0]);
  });
  app.delete('/control/faults', () => {
    kit.faults.clear();
    return { cleared: true };
  });
  app.delete('/control/faults/:id', (request) => ({
    removed: kit.faults.remove(Number((request.params as { id: string }).id)),
  }));

  // Domains.
  app.get('/control/domains', () => domains.map(domainView));
  app.post('/control/domains/:id', async (request) => {
    const domain = domainById((request.params as { id: string }).id);
    const body = bodyOf(request.body);
    if (has(body, 'delayMs')) {
      check(
        typeof body.delayMs === 'number' && body.delayMs >= 0 && body.delayMs <= 600_000,
        'delayMs must be 0..600000',
      );
      domain.delayMs = body.delayMs;
    }
    if (has(body, 'up')) {
      check(typeof body.up === 'boolean', 'up must be true or false');
      if (body.up) await domain.bringUp();
      else await domain.takeDown();
    }
    return domainView(domain);
  });

  // Site switches.
  app.get('/control/sites/:siteCode', (request) => {
    const site = siteOf((request.params as { siteCode: string }).siteCode);
    return { siteCode: site.siteCode, runtime: hall.site(site.siteCode) };
  });
  app.post('/control/sites/:siteCode', async (request) => {
    const site = siteOf((request.params as { siteCode: string }).siteCode);
    const runtime = hall.site(site.siteCode);
    const body = bodyOf(request.body);
    if (has(body, 'status')) {
      check(
        siteStatuses.includes(body.status as SiteStatus),
        `status must be one of ${siteStatuses.join(', ')}`,
      );
      runtime.status = body.status as SiteStatus;
    }
    const optional = <T>(
      key: string,
      valid: (value: unknown) => boolean,
      message: string,
      apply: (value: T | undefined) => void,
    ) => {
      if (!has(body, key)) return;
      check(body[key] === null || valid(body[key]), message);
      apply(body[key] === null ? undefined : (body[key] as T));
    };
    optional<number>(
      'end_time',
      (value) => typeof value === 'number' && value >= 0,
      'end_time must be epoch seconds',
      (value) => {
        if (value === undefined) delete runtime.maintenanceEndTime;
        else runtime.maintenanceEndTime = value;
      },
    );
    optional<string>(
      'online_service',
      (value) => typeof value === 'string',
      'online_service must be a string',
      (value) => {
        if (value === undefined) delete runtime.onlineService;
        else runtime.onlineService = value;
      },
    );
    optional<boolean>(
      'areaAllowed',
      (value) => typeof value === 'boolean',
      'areaAllowed must be a boolean or null',
      (value) => {
        if (value === undefined) delete runtime.areaAllowed;
        else runtime.areaAllowed = value;
      },
    );
    optional<string[]>(
      'blockedRegions',
      (value) => Array.isArray(value) && value.every((entry) => typeof entry === 'string'),
      'blockedRegions must be a list of region codes',
      (value) => {
        if (value === undefined) delete runtime.blockedRegions;
        else runtime.blockedRegions = value;
      },
    );
    optional<string>(
      'clientIp',
      (value) => typeof value === 'string' && value !== '',
      'clientIp must be an IP text',
      (value) => {
        if (value === undefined) delete runtime.clientIp;
        else runtime.clientIp = value;
      },
    );
    optional<string>(
      'minVersion',
      (value) => typeof value === 'string',
      'minVersion must be a version text',
      (value) => {
        if (value === undefined) delete runtime.minVersion;
        else runtime.minVersion = value;
      },
    );
    optional<{ code: unknown; routes: unknown }>(
      'captcha',
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        serviceCodes.some(
          (entry) => entry.category === 'captcha' && entry.code === String((value as { code: unknown }).code),
        ) &&
        Array.isArray((value as { routes: unknown }).routes),
      'captcha must be { code: a captcha service code, routes: [endpoint names] } or null',
      (value) => {
        if (value === undefined) delete runtime.forcedCaptcha;
        else
          runtime.forcedCaptcha = {
            code: String(value.code),
            routes: (value.routes as unknown[]).map(String),
          };
      },
    );
    optional<Record<string, unknown>>(
      'siteInfo',
      (value) =>
        typeof value === 'object' &&
        value !== null &&
        Object.entries(value).every(([key, entry]) =>
          key === 'skinTypeValue'
            ? typeof entry === 'number'
            : ['title', 'backgroundColor'].includes(key) && typeof entry === 'string',
        ),
      'siteInfo may set title, backgroundColor (strings) and skinTypeValue (number), or be null',
      (value) => {
        if (value === undefined) delete runtime.siteInfo;
        else runtime.siteInfo = { ...runtime.siteInfo, ...value };
      },
    );
    hall.store.touch('sites');
    await changed();
    return { siteCode: site.siteCode, runtime };
  });

  // Notices and sockets.
  app.post('/control/notices', async (request, reply) => {
    const body = bodyOf(request.body);
    const site = siteOf(text(body.siteCode));
    check(isNoticeType(body.type), `type must be one of ${noticeTypes.join(', ')}`);
    const username = body.username === undefined || body.username === null ? null : text(body.username);
    if (username !== null)
      check(hall.user(site.siteCode, username), `unknown user ${username} on ${site.siteCode}`);
    check(
      body.data === undefined ||
        (typeof body.data === 'object' && body.data !== null && !Array.isArray(body.data)),
      'data must be an object',
    );
    const record = hall.notices.push({
      siteCode: site.siteCode,
      username,
      type: body.type,
      data: (body.data as Record<string, unknown> | undefined) ?? {},
    });
    await hall.flush();
    return reply.code(201).send(record);
  });
  app.get('/control/notices', (request) => {
    const query = request.query as Record<string, string | undefined>;
    return hall.store.data.notices.filter(
      (notice) =>
        (query.siteCode === undefined || notice.siteCode === query.siteCode) &&
        (query.username === undefined || notice.username === query.username),
    );
  });
  const socketView = (connection: NoticeConnection) => ({
    id: connection.id,
    siteCode: connection.siteCode,
    username: connection.username,
    domain: connection.domain,
    connectedAt: connection.connectedAt,
  });
  app.get('/control/sockets', () => ({
    open: openSockets(),
    authenticated: hall.notices.connections().map(socketView),
  }));
  app.post('/control/sockets/drop', (request) => {
    const body = request.body === undefined || request.body === null ? {} : bodyOf(request.body);
    const mode = body.mode ?? 'close';
    check(mode === 'close' || mode === 'terminate', "mode must be 'close' or 'terminate'");
    const code = body.code ?? WS_DROPPED;
    check(
      typeof code === 'number' &&
        (code === 1000 || (code >= 1001 && code <= 1014) || (code >= 3000 && code <= 4999)),
      'code must be a valid close code',
    );
    const dropped = hall.notices
      .connections()
      .filter(
        (connection) =>
          (body.siteCode === undefined || connection.siteCode === body.siteCode) &&
          (body.username === undefined || connection.username === body.username) &&
          (body.domain === undefined || connection.domain === body.domain),
      );
    for (const connection of dropped) {
      if (mode === 'terminate') connection.terminate();
      else connection.close(code, 'dropped by the control API');
    }
    return { dropped: dropped.length };
  });

  // Counters.
  const counters = () => ({
    effects: hall.store.data.effects,
    requests: Object.fromEntries(kit.counters.requests),
    protocolErrors: Object.fromEntries(kit.counters.protocolErrors),
    faults: Object.fromEntries(kit.counters.faults),
    notices: hall.notices.counters,
    dedupReplays: kit.dedup.replays,
    staticFilesMade: staticFilesMade(),
    idpCodeExchanges: hall.identity.exchanges,
    domains: Object.fromEntries(domains.map((domain) => [domain.id, domain.counters])),
  });
  app.get('/control/counters', counters);
  app.get('/control/effects', () => hall.store.data.effects);
  app.post('/control/counters/reset', async () => {
    kit.counters.requests.clear();
    kit.counters.protocolErrors.clear();
    kit.counters.faults.clear();
    hall.notices.resetCounters();
    kit.dedup.resetCounters();
    for (const domain of domains)
      Object.assign(domain.counters, { requests: 0, tokenHeaders: 0, upgrades: 0 });
    hall.store.data.effects = {};
    hall.store.touch('effects');
    await hall.flush();
    return counters();
  });

  // Users, sessions, orders, outbox.
  const userOf = (siteCode: string, username: string) => {
    const site = siteOf(siteCode);
    const user = hall.user(site.siteCode, username);
    check(user, `unknown user ${username} on ${siteCode}`);
    return { site, user };
  };
  app.get('/control/users/:siteCode/:username', (request) => {
    const params = request.params as { siteCode: string; username: string };
    const { site, user } = userOf(params.siteCode, params.username);
    return userInfoOf(user, site, hall.now());
  });
  app.post('/control/users/:siteCode/:username', async (request) => {
    const params = request.params as { siteCode: string; username: string };
    const { site, user } = userOf(params.siteCode, params.username);
    const body = bodyOf(request.body);
    for (const key of ['gameGold', 'bonus'] as const) {
      if (!has(body, key)) continue;
      check(
        typeof body[key] === 'number' && Number.isFinite(body[key]) && body[key] >= 0,
        `${key} must be a number >= 0`,
      );
      user[key] = body[key];
    }
    for (const key of ['frozen', 'loginVerify', 'googleAuth'] as const) {
      if (!has(body, key)) continue;
      check(typeof body[key] === 'boolean', `${key} must be a boolean`);
      user[key] = body[key];
    }
    if (has(body, 'restrictions')) {
      check(
        Array.isArray(body.restrictions) &&
          body.restrictions.every((entry) => restrictionKinds.includes(entry as Restriction)),
        `restrictions must be a list of ${restrictionKinds.join(', ')}`,
      );
      user.restrictions = body.restrictions as Restriction[];
    }
    if (has(body, 'selfExcludedUntil')) {
      check(
        body.selfExcludedUntil === null || typeof body.selfExcludedUntil === 'number',
        'selfExcludedUntil must be epoch ms or null',
      );
      if (body.selfExcludedUntil === null) delete user.selfExcludedUntil;
      else user.selfExcludedUntil = body.selfExcludedUntil;
    }
    hall.store.touch('users');
    await changed();
    return userInfoOf(user, site, hall.now());
  });
  app.post('/control/sessions/expire', async (request) => {
    const body = bodyOf(request.body);
    let ended = 0;
    if (typeof body.token === 'string') {
      ended = hall.store.data.sessions[body.token] ? 1 : 0;
      endSession(hall, body.token);
    } else {
      check(
        typeof body.siteCode === 'string' && typeof body.username === 'string',
        'give token, or siteCode and username',
      );
      ended = endUserSessions(hall, body.siteCode, body.username);
    }
    await hall.flush();
    return { ended };
  });
  app.get('/control/orders', (request) => {
    const query = request.query as Record<string, string | undefined>;
    return hall.store.data.orders.filter(
      (order) =>
        (query.siteCode === undefined || order.siteCode === query.siteCode) &&
        (query.username === undefined || order.username === query.username),
    );
  });
  app.get('/control/outbox', () => hall.risk.outbox);

  // Clock and identity provider.
  app.post('/control/clock', (request) => {
    const body = bodyOf(request.body);
    check(typeof body.offsetMs === 'number' && Number.isFinite(body.offsetMs), 'offsetMs must be a number');
    hall.setClockOffset(body.offsetMs);
    return { offsetMs: hall.clockOffset, now: hall.now() };
  });
  app.post('/control/idp/token', (request) => {
    const body = bodyOf(request.body);
    check(
      identityKinds.includes(body.provider as IdentityKind),
      `provider must be one of ${identityKinds.join(', ')}`,
    );
    const site = siteOf(text(body.siteCode));
    const provider = body.provider as IdentityKind;
    const accessToken = hall.identity.issueToken(
      provider,
      site.identity[provider].clientId,
      typeof body.loginHint === 'string' ? body.loginHint : undefined,
    );
    return { access_token: accessToken };
  });

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
