import type { ControlRoutes } from './shared';

export const faultRoutes: ControlRoutes = (app, { kit }) => {
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
};
