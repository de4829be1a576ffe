import type { ControlRoutes } from './shared';

/** The request log: what reached each domain and how many times the hall ran each call. */
export const requestRoutes: ControlRoutes = (app, { kit }) => {
  app.get('/control/requests', (request) => {
    const query = request.query as Record<string, string | undefined>;
    return kit.requests.list({ requestId: query.requestId, domain: query.domain, route: query.route });
  });
  app.delete('/control/requests', () => {
    kit.requests.clear();
    return { cleared: true };
  });
};
