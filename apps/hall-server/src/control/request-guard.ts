// Who may talk to the control API. It listens on loopback, but a browser on the same machine
// can still reach loopback: a page on a rebound DNS name (attacker.example resolving to
// 127.0.0.1) sends its own Host header, and any page can send a cross-origin "simple" POST
// (text/plain or a form) without a preflight. So every request must name the loopback
// address and the control port as its Host, and every change (any method but GET and HEAD)
// must be JSON and carry a custom header, which no page can add without a CORS preflight the
// control API never allows.
import type { FastifyInstance } from 'fastify';

/** The header every change must carry; the typed client (control-client.ts) sends it. */
export const CONTROL_HEADER = 'x-lobbykit-control';

const READS = new Set(['GET', 'HEAD']);

const isJson = (contentType: string | undefined): boolean =>
  (contentType ?? '').split(';')[0]!.trim().toLowerCase() === 'application/json';

/** Refuses requests that do not come from a local program (403), and changes that are not JSON (415). */
export function guardControlRequests(app: FastifyInstance, port: () => number): void {
  app.addHook('onRequest', async (request, reply) => {
    const allowedHosts = [`127.0.0.1:${port()}`, `localhost:${port()}`];
    const host = (request.headers.host ?? '').toLowerCase();
    if (!allowedHosts.includes(host)) {
      return reply
        .code(403)
        .send({ error: `the control API answers only Host ${allowedHosts.join(' or ')}` });
    }
    if (READS.has(request.method)) return undefined;
    if (request.headers[CONTROL_HEADER] !== '1') {
      return reply.code(403).send({ error: `a change must carry the header ${CONTROL_HEADER}: 1` });
    }
    if (!isJson(request.headers['content-type'])) {
      return reply.code(415).send({ error: 'a change must be sent as application/json' });
    }
    return undefined;
  });
}
