// The read-only part of the hall: sites, games and content of a seed. Catalogues are built on
// first use, so a start that serves no game list pays nothing for 2,000 games.
import type { SeedName } from '../options';
import { indexCatalogue, type SiteCatalogue } from './catalogue';
import { buildSiteContent, type SiteContent } from './content';
import { buildGameCatalogue, gameCategories, type SeedGame } from './games';
import { gameProviders } from './providers';
import { seedSites, type SeedSite } from './sites';
import { seedUsers, smallSeedUsernames, type SeedUser } from './users';

/** The small seed keeps this share of each site's catalogue (at least one game per category). */
const SMALL_SEED_SCALE = 0.025;

export interface World {
  readonly seed: SeedName;
  readonly sites: readonly SeedSite[];
  readonly categories: typeof gameCategories;
  readonly providers: typeof gameProviders;
  readonly users: readonly SeedUser[];
  /** When the world was built; relative times (holidays, frames) are resolved against it. */
  readonly builtAt: number;
  content(siteCode: string): SiteContent;
  /** The games a site offers. */
  catalogue(siteCode: string): SiteCatalogue;
  site(siteCode: string | undefined): SeedSite | undefined;
  siteById(siteId: number): SeedSite | undefined;
  /** A game of any site (images and game pages are not per site): the largest catalogue holds them all. */
  game(gameIdOrCode: string | number): SeedGame | undefined;
}

function lazy<T>(make: () => T): () => T {
  let value: { readonly made: T } | undefined;
  return () => (value ??= { made: make() }).made;
}

export function buildWorld(seed: SeedName, now: number): World {
  const users =
    seed === 'small' ? seedUsers.filter((user) => smallSeedUsernames.includes(user.username)) : seedUsers;
  const contents = new Map<string, SiteContent>(
    seedSites.map((site) => [site.siteCode, buildSiteContent(site, now)]),
  );
  const scaleOf = (site: SeedSite) => site.catalogueScale * (seed === 'small' ? SMALL_SEED_SCALE : 1);
  const catalogues = new Map<string, () => SiteCatalogue>(
    seedSites.map((site) => [site.siteCode, lazy(() => indexCatalogue(buildGameCatalogue(scaleOf(site))))]),
  );
  // The largest catalogue holds every site's games (a smaller one is its first part).
  const largest = seedSites.reduce((best, site) => (scaleOf(site) > scaleOf(best) ? site : best));
  const all = catalogues.get(largest.siteCode)!;
  return {
    seed,
    sites: seedSites,
    categories: gameCategories,
    providers: gameProviders,
    users,
    builtAt: now,
    content(siteCode) {
      const content = contents.get(siteCode);
      if (!content) throw new Error(`world: no content for site ${siteCode}`);
      return content;
    },
    catalogue(siteCode) {
      const catalogue = catalogues.get(siteCode);
      if (!catalogue) throw new Error(`world: no catalogue for site ${siteCode}`);
      return catalogue();
    },
    site(siteCode) {
      if (siteCode === undefined || siteCode === '') return seedSites[0];
      return seedSites.find((site) => site.siteCode === siteCode);
    },
    siteById(siteId) {
      return seedSites.find((site) => site.siteId === siteId);
    },
    game(gameIdOrCode) {
      return all().game(gameIdOrCode);
    },
  };
}
