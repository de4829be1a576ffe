import { describe, expect, it } from 'vitest';
import { brandSites } from './brand-sites';
import { demoSite, novaSite, seedSites, siamSite } from './sites';

describe('brandSites', () => {
  const brands = brandSites({ demo: demoSite, siam: siamSite, nova: novaSite });

  describe('when the world is seeded', () => {
    it('holds eleven sites, five classic, five aurora and one lagoon, the full three first', () => {
      expect(seedSites.map((site) => site.siteCode)).toEqual([
        'demo',
        'siam',
        'nova',
        'mesa',
        'reef',
        'dune',
        'glen',
        'jade',
        'lynx',
        'zeno',
        'cove',
      ]);
      expect(seedSites.filter((site) => site.type === 'classic')).toHaveLength(5);
      expect(seedSites.filter((site) => site.type === 'aurora')).toHaveLength(5);
      expect(seedSites.filter((site) => site.type === 'lagoon').map((site) => site.siteCode)).toEqual([
        'cove',
      ]);
    });

    it('gives every site its own code, id, static key and sign-in clients', () => {
      const unique = (values: readonly unknown[]) => new Set(values).size === values.length;
      expect(unique(seedSites.map((site) => site.siteCode))).toBe(true);
      expect(unique(seedSites.map((site) => site.siteId))).toBe(true);
      expect(unique(seedSites.map((site) => site.staticKey))).toBe(true);
      expect(
        unique(seedSites.flatMap((site) => Object.values(site.identity).map((client) => client.clientId))),
      ).toBe(true);
      for (const site of seedSites) expect(Buffer.byteLength(site.staticKey)).toBe(32);
    });
  });

  describe('when a brand follows a full site', () => {
    it('keeps its base site rules and takes its own names, keys and tracking ids', () => {
      const jade = brands.find((site) => site.siteCode === 'jade')!;
      expect(jade).toMatchObject({
        type: 'aurora',
        languages: siamSite.languages,
        currencies: siamSite.currencies,
        layoutDesign: siamSite.layoutDesign,
        staticKey: 'lobbykit-jade-site-static-key-08',
        siteName: 'Jade Palace',
        holidays: [],
        agents: [],
      });
      expect(jade.analytics).not.toEqual(siamSite.analytics);
      expect(jade.sysInfo.googleAppId).toBe(jade.identity.google.clientId);
    });
  });
});
