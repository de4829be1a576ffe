import type { ControlRoutes } from './shared';

/** Counters and effects: what the hall did, for tests to assert on, and their reset. */
export const counterRoutes: ControlRoutes = (app, { kit, domains, staticFilesMade }) => {
  const { hall } = kit;
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
      Object.assign(domain.counters, { requests: 0, tokenHeaders: 0, upgrades: 0, preflights: 0 });
    hall.store.data.effects = {};
    hall.store.touch('effects');
    await hall.flush();
    return counters();
  });
};
