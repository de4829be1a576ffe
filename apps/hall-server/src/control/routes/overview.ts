import { domainView } from './domains';
import type { ControlRoutes } from './shared';

/** `GET /control`: the whole hall at a glance. */
export const overviewRoutes: ControlRoutes = (app, { kit, domains }) => {
  const { hall } = kit;
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
};
