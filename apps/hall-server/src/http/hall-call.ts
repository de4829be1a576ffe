// A live hall call, start to end: site, key, signature, parameters, session, gates, request-id
// deduplication, the route (and the binding of a session it opens), the store write, then the
// answer encrypted like the request.
import { HEADERS, ServiceCode, type Endpoint } from '@lobbykit/contract';
import { SESSION_BINDING_HEADERS, verify, type Cipher } from '@lobbykit/hall-protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { checkArea } from '../hall/geo';
import { sha256Hex } from '../hall/secrets';
import { siteStatusReply, STATUS_EXEMPT } from '../hall/site-status';
import { liveSession } from '../hall/users';
import { compareVersions } from '../hall/validation';
import { moneyRequestId } from '../handlers/params';
import type { CallContext, RouteSpec } from '../handlers/types';
import { dedupKey, dedupOwner } from '../protocol/dedup';
import { protocolErrorBody, protocolErrors, protocolFailure, type ProtocolFailure } from '../protocol/errors';
import { isPublicToken } from '../protocol/keys';
import { readParams } from '../protocol/read-params';
import { fail, tokenExpired, type HallReply } from '../protocol/reply';
import { bindSession, boundKeyOf, isClientKey } from '../protocol/session-binding';
import { domainOf } from './domains';
import { bump, type ServerKit } from './kit';
import { clientIp, header, headerText, resolveLanguage } from './request-info';
import { respond } from './respond';

/** Stable JSON (sorted keys), so the same parameters always hash the same. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (typeof value === 'object' && value !== null) {
    return `{${Object.keys(value)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson((value as Record<string, unknown>)[key])}`)
      .join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function sendProtocolError(
  kit: ServerKit,
  request: FastifyRequest,
  reply: FastifyReply,
  failure: ProtocolFailure,
  headers: Readonly<Record<string, string>> = {},
): FastifyReply {
  bump(kit.counters.protocolErrors, failure.protocolError);
  kit.outcomes.set(request.raw, { protocolError: failure.protocolError, detail: failure.detail });
  return respond(kit, request, reply, {
    status: protocolErrors[failure.protocolError].status,
    contentType: 'application/json',
    body: JSON.stringify(protocolErrorBody(failure)),
    headers,
  });
}

async function sendReply(
  kit: ServerKit,
  request: FastifyRequest,
  reply: FastifyReply,
  result: HallReply,
  cipher: Cipher | undefined,
  extraHeaders: Readonly<Record<string, string>> = {},
): Promise<FastifyReply> {
  const envelope = JSON.stringify({
    code: result.code,
    message: result.message,
    ...(result.data === undefined ? {} : { data: result.data }),
  });
  const body = cipher ? JSON.stringify({ encryptString: await cipher.encrypt(envelope) }) : envelope;
  return respond(kit, request, reply, {
    status: 200,
    contentType: 'application/json',
    body,
    headers: { ...result.headers, ...extraHeaders },
  });
}

export async function handleHallCall(
  kit: ServerKit,
  endpoint: Endpoint,
  route: RouteSpec,
  request: FastifyRequest,
  reply: FastifyReply,
): Promise<FastifyReply> {
  const { hall } = kit;
  const raw = request.raw;
  const domain = domainOf(raw);
  if (domain?.kind !== 'api') {
    return sendProtocolError(
      kit,
      request,
      reply,
      protocolFailure('unknown-path', 'live hall calls go to an API domain, not an asset domain'),
    );
  }
  const headers = raw.headers;
  const url = raw.url ?? '/';
  const siteCodeHeader = header(headers, HEADERS.siteCode);
  const plainQuery = new URLSearchParams(url.includes('?') ? url.slice(url.indexOf('?') + 1) : '');
  const siteCode = siteCodeHeader ?? plainQuery.get('siteCode') ?? undefined;
  const site = hall.world.site(siteCode);
  if (!site)
    return sendReply(
      kit,
      request,
      reply,
      fail(ServiceCode.RestrictedAccess, `unknown site code "${String(siteCode)}"`),
      undefined,
    );

  const token = header(headers, HEADERS.token);
  // A session bound at login is keyed by its ECDH exchange: its token's own key signs nothing.
  const boundKey = token === undefined || isPublicToken(token) ? undefined : boundKeyOf(hall, token);
  const keys = await kit.keys.forCall(site.staticKey, token, boundKey);
  const signature = header(headers, HEADERS.signature);
  const body = request.body as string | Buffer | undefined;
  const isMultipart = (header(headers, 'content-type') ?? '').toLowerCase().startsWith('multipart/');
  // Multipart is the body of an upload and of nothing else, and an upload is always multipart:
  // its signature covers the SHA-256 of the exact bytes, which no other body is signed by.
  if (endpoint.method === 'POST' && isMultipart !== (endpoint.upload === true)) {
    return sendProtocolError(
      kit,
      request,
      reply,
      protocolFailure(
        'unsupported-media-type',
        endpoint.upload ? 'an upload is multipart/form-data' : 'multipart is for upload endpoints only',
      ),
    );
  }
  const clientKey = header(headers, SESSION_BINDING_HEADERS.clientKey);
  if (signature === undefined) {
    // Unsigned calls are accepted only where static mode serves the same data to anyone.
    if (!(endpoint.method === 'GET' && endpoint.public && endpoint.cacheable)) {
      return sendProtocolError(kit, request, reply, protocolFailure('missing-signature'));
    }
  } else {
    const checked = await verify({
      key: keys.hmac,
      method: raw.method ?? endpoint.method,
      path: url,
      timestamp: header(headers, HEADERS.timestamp) ?? '',
      nonce: header(headers, HEADERS.nonce) ?? '',
      siteCode: siteCodeHeader ?? '',
      // The same value the request-id deduplication below reads.
      requestId: header(headers, HEADERS.requestId) ?? '',
      clientKey,
      body:
        endpoint.method === 'GET'
          ? ''
          : isMultipart
            ? createHash('sha256')
                .update(body ?? '')
                .digest('hex')
            : typeof body === 'string'
              ? body
              : (body?.toString('utf8') ?? ''),
      signature,
      nonceStore: kit.nonces,
      now: () => hall.now(),
      maxSkewMs: hall.options.maxSkewMs,
      // The start moves with the control API's clock offset, as the clients' timestamps do.
      notBefore: kit.startedAt + hall.clockOffset,
    });
    if (!checked.ok && checked.reason === 'busy') {
      return sendProtocolError(
        kit,
        request,
        reply,
        protocolFailure('busy', 'the hall holds too many recent nonces to take a new one'),
        { 'retry-after': '1' },
      );
    }
    if (!checked.ok) {
      return sendProtocolError(
        kit,
        request,
        reply,
        protocolFailure(checked.reason === 'malformed' ? 'malformed-signature' : checked.reason),
      );
    }
  }

  // A login-type call binds the session it opens to this key: refuse one no session can use.
  const bindTo = endpoint.issuesSession ? clientKey : undefined;
  if (bindTo !== undefined && !(await isClientKey(bindTo)))
    return sendProtocolError(kit, request, reply, protocolFailure('bad-client-key'));

  const read = await readParams(
    {
      method: raw.method ?? 'GET',
      url,
      contentType: header(headers, 'content-type'),
      body,
      upload: endpoint.upload,
    },
    keys.cipher,
  );
  if ('protocolError' in read) return sendProtocolError(kit, request, reply, read);
  const cipher = read.encrypted ? keys.cipher : undefined;
  const answer = (result: HallReply, extra?: Record<string, string>) =>
    sendReply(kit, request, reply, result, cipher, extra);

  const session = token !== undefined && !isPublicToken(token) ? liveSession(hall, token) : undefined;
  const user =
    session && session.siteCode === site.siteCode ? hall.user(site.siteCode, session.username) : undefined;
  const auth = route.auth ?? (endpoint.public ? 'none' : 'user');
  // A real token that the hall no longer knows is an expired session, whatever the route.
  if ((!isPublicToken(token) && !user) || (auth === 'user' && !user)) return answer(tokenExpired());

  const runtime = hall.site(site.siteCode);
  const ip = clientIp(raw, runtime, hall.options.trustProxy);
  if (!STATUS_EXEMPT.has(endpoint.name)) {
    const version = header(headers, HEADERS.version);
    if (runtime.minVersion && (version === undefined || compareVersions(version, runtime.minVersion) < 0)) {
      return answer(
        fail(ServiceCode.VersionError, `version ${String(version)} is below ${runtime.minVersion}`),
      );
    }
    const status = siteStatusReply(site, runtime);
    if (status) return answer(status);
    const area = checkArea(site, runtime, ip);
    if (!area.allowed)
      return answer(
        fail(ServiceCode.RestrictedAccess, `not available in region ${area.region}`, {
          ip: area.ip,
          region: area.region,
        }),
      );
  }

  const requestId = header(headers, HEADERS.requestId);
  const context: CallContext = {
    hall,
    endpoint,
    site,
    runtime,
    params: read.params,
    files: read.files,
    session: user ? session : undefined,
    user,
    ip,
    language: resolveLanguage(
      header(headers, HEADERS.language) ??
        (typeof read.params.language === 'string' ? read.params.language : undefined),
      site,
    ),
    currency:
      header(headers, HEADERS.currency) ??
      (typeof read.params.currency === 'string' ? read.params.currency : undefined),
    deviceId: headerText(headers, HEADERS.deviceId) ?? '',
    deviceModel: headerText(headers, HEADERS.deviceModel) ?? '',
    requestId,
    origin: domain.url,
    mode: 'live',
  };
  const logged = kit.requests.entryOf(raw);
  if (logged) logged.route = endpoint.name;
  // The binding runs with the route, so a resent login replays the same answer and hall key.
  const run = async (): Promise<HallReply> => {
    if (logged) logged.handled++;
    const result = await route.handle(context);
    return bindTo === undefined ? result : bindSession(hall, result, bindTo);
  };

  let result: HallReply;
  let replayed = false;
  // A money call carries one request id in its body from the first tap to the last retry
  // (the client's header id changes when the lobby, not the client, tries again): it is the key.
  const dedupId = (endpoint.serverDeduplicated ? moneyRequestId(read.params) : undefined) ?? requestId;
  if (!endpoint.idempotent && dedupId !== undefined) {
    // The owner is part of the key: another caller's request id never replays this one's answer.
    const owner = dedupOwner(site.siteCode, user?.username, ip);
    // What a resend must repeat to be answered from the first run: the parameters, and the
    // bytes of every file and the key a session is bound to when the call has them.
    const fingerprint =
      read.files.length > 0 || bindTo !== undefined
        ? { params: read.params, files: read.files, clientKey: bindTo ?? null }
        : read.params;
    const outcome = await kit.dedup.run(
      owner,
      dedupKey(owner, endpoint.name, dedupId),
      sha256Hex(stableJson(fingerprint)),
      run,
    );
    if (outcome.kind === 'conflict')
      return sendProtocolError(kit, request, reply, protocolFailure('request-id-conflict'));
    if (outcome.kind === 'busy')
      return sendProtocolError(kit, request, reply, protocolFailure('busy'), {
        'retry-after': String(Math.max(1, Math.ceil(outcome.retryAfterMs / 1000))),
      });
    result = outcome.reply;
    replayed = outcome.kind === 'replayed';
  } else if (endpoint.serverDeduplicated) {
    return sendProtocolError(kit, request, reply, protocolFailure('missing-request-id'));
  } else {
    result = await run();
  }
  if (logged) logged.replayed = replayed;
  await hall.flush();
  kit.outcomes.set(raw, {
    route: endpoint.name,
    site: site.siteCode,
    code: result.code,
    replayed,
    user: user?.username,
  });
  return answer(result, replayed ? { 'x-hall-replayed': '1' } : {});
}
