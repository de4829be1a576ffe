import type { Domain } from '../../http/domains';
import type { DomainView } from '../control-client';
import { bodyOf, check, has, type ControlRoutes } from './shared';

export const domainView = (domain: Domain): DomainView => ({
  id: domain.id,
  url: domain.url,
  up: domain.up,
  delayMs: domain.delayMs,
  counters: domain.counters,
});

export const domainRoutes: ControlRoutes = (app, { domains }) => {
  const domainById = (id: string): Domain => {
    const domain = domains.find((entry) => entry.id === id);
    check(domain, `unknown domain ${id}; domains are ${domains.map((entry) => entry.id).join(', ')}`);
    return domain;
  };

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
};
