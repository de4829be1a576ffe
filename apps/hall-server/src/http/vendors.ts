// Local fakes of the tracking vendors' collection endpoints, on the API domains under
// /vendors/<vendor>/: Google Analytics 4's `/g/collect`, the Facebook pixel's `/tr` and the
// TikTok pixel's events API. Each beacon is answered 204 and logged with the route
// `vendor:<vendor>:<event>`, so a test counts what a lobby told each vendor through the control
// API's request log (`requests.list({ route })`). Registered only when the server is started
// with fakeTrackingVendors (app.ts): a real hall has no business collecting them.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ServerKit } from './kit';

/** The vendor and the event name a beacon carries, or undefined for what no vendor sends. */
export function vendorBeacon(
  vendor: string,
  path: string,
  query: Record<string, string | undefined>,
  body: unknown,
): { vendor: string; event: string } | undefined {
  if (vendor === 'google' && path === 'g/collect' && query.en) return { vendor, event: query.en };
  if (vendor === 'facebook' && path === 'tr' && query.ev) return { vendor, event: query.ev };
  if (vendor === 'tiktok' && path === 'api/v2/pixel' && typeof body === 'string') {
    try {
      const event = (JSON.parse(body) as { event?: unknown }).event;
      return typeof event === 'string' && event ? { vendor, event } : undefined;
    } catch {
      return undefined;
    }
  }
  return undefined;
}

export function registerVendorRoutes(app: FastifyInstance, kit: ServerKit): void {
  const collect = (request: FastifyRequest) => {
    const { vendor, '*': path } = request.params as { vendor: string; '*': string };
    const beacon = vendorBeacon(
      vendor,
      path,
      request.query as Record<string, string | undefined>,
      request.body,
    );
    const logged = kit.requests.entryOf(request.raw);
    if (logged && beacon) logged.route = `vendor:${beacon.vendor}:${beacon.event.slice(0, 64)}`;
    return beacon;
  };
  // A beacon is sent without CORS (`no-cors`): the page never reads the answer.
  app.get('/vendors/:vendor/*', (request, reply) => reply.code(collect(request) ? 204 : 400).send());
  app.post('/vendors/:vendor/*', (request, reply) => reply.code(collect(request) ? 204 : 400).send());
}
