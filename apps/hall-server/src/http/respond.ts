// Sends an answer, unless a fault injected by the control API replaces it: a reset or hang
// after the route ran, an error status, a body that is not JSON, cut short, undecryptable,
// or sent slowly.
import { ENCRYPTED_FIELD, HEADERS } from '@lobbykit/contract';
import { SESSION_BINDING_HEADERS } from '@lobbykit/hall-protocol';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { randomBytes } from 'node:crypto';
import type { ActiveFault } from '../control/faults';
import { bump, type ServerKit } from './kit';

export interface Outgoing {
  readonly status: number;
  readonly contentType: string;
  readonly body: string | Buffer;
  readonly headers?: Readonly<Record<string, string>>;
}

const EXPOSED_HEADERS = [
  HEADERS.token,
  'newjwt',
  HEADERS.serverTime,
  SESSION_BINDING_HEADERS.hallKey,
  HEADERS.requestId,
  'retry-after',
  'x-hall-replayed',
];

/** Headers every answer carries: the server time and CORS (the lobby runs on another origin). */
export function baseHeaders(now: number): Record<string, string> {
  return {
    [HEADERS.serverTime]: String(now),
    'access-control-allow-origin': '*',
    'access-control-expose-headers': EXPOSED_HEADERS.join(', '),
  };
}

function retryAfterHeader(fault: ActiveFault): Record<string, string> {
  return fault.retryAfter === undefined ? {} : { 'retry-after': String(fault.retryAfter) };
}

/** Answers a fault's error status (before or after the route ran). */
export function sendFaultStatus(reply: FastifyReply, fault: ActiveFault): FastifyReply {
  const status = fault.status ?? 503;
  return reply
    .code(status)
    .headers(retryAfterHeader(fault))
    .type(fault.contentType ?? 'application/json')
    .send(fault.body ?? JSON.stringify({ code: status, message: `injected status ${status}` }));
}

export function holdSocket(kit: ServerKit, request: FastifyRequest, reply: FastifyReply): void {
  void reply.hijack();
  const socket = request.raw.socket;
  kit.held.add(socket);
  socket.once('close', () => kit.held.delete(socket));
}

export function resetSocket(request: FastifyRequest, reply: FastifyReply): void {
  void reply.hijack();
  request.raw.socket.resetAndDestroy();
}

export function respond(
  kit: ServerKit,
  request: FastifyRequest,
  reply: FastifyReply,
  out: Outgoing,
): FastifyReply {
  const fault = kit.afterFaults.get(request.raw);
  const send = () =>
    reply
      .code(out.status)
      .headers(out.headers ?? {})
      .type(out.contentType)
      .send(out.body);
  if (!fault) return send();
  kit.afterFaults.delete(request.raw);
  bump(kit.counters.faults, fault.kind);
  const text = typeof out.body === 'string' ? out.body : out.body.toString('utf8');
  switch (fault.kind) {
    case 'reset':
      resetSocket(request, reply);
      return reply;
    case 'hang':
      holdSocket(kit, request, reply);
      return reply;
    case 'status':
      return sendFaultStatus(reply, fault);
    case 'non-json':
      return reply
        .code(200)
        .type('text/html; charset=utf-8')
        .send('<!doctype html><title>502</title><h1>Bad gateway</h1>');
    case 'truncated-json':
      return reply
        .code(200)
        .headers(out.headers ?? {})
        .type('application/json')
        .send(text.slice(0, Math.max(1, Math.floor(text.length / 2))));
    case 'undecryptable':
      return reply
        .code(200)
        .headers(out.headers ?? {})
        .type('application/json')
        .send(JSON.stringify({ [ENCRYPTED_FIELD]: randomBytes(48).toString('base64') }));
    case 'raw':
      return reply
        .code(fault.status ?? 200)
        .type(fault.contentType ?? 'application/json')
        .send(fault.body ?? '');
    case 'slow-body': {
      void reply.hijack();
      const body = Buffer.from(text);
      const half = Math.max(1, Math.floor(body.length / 2));
      const raw = reply.raw;
      raw.writeHead(out.status, {
        ...baseHeaders(kit.hall.now()),
        ...out.headers,
        'content-type': out.contentType,
        'content-length': String(body.length),
      });
      raw.write(body.subarray(0, half));
      const timer = setTimeout(() => {
        kit.timers.delete(timer);
        raw.end(body.subarray(half));
      }, fault.ms ?? 30_000);
      kit.timers.add(timer);
      return reply;
    }
    default:
      return send();
  }
}
