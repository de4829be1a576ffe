// The read-only part of the hall: sites, games and content of a seed.
import type { SeedName } from '../options';
import { buildSiteContent, type SiteContent } from './content';
import { buildGameCatalogue, gameCategories, gameProviders, type SeedGame } from './games';
import { seedSites, type SeedSite } from './sites';
import { seedUsers, smallSeedUsernames, type SeedUser } from './users';

export interface World {
  readonly seed: SeedName;
  readonly sites: readonly SeedSite[];
  readonly games: readonly SeedGame[];
  readonly categories: typeof gameCategories;
  readonly providers: typeof gameProviders;
  readonly users: readonly SeedUser[];
  /** When the world was built; relative times (holidays, frames) are resolved against it. */
  readonly builtAt: number;
  content(siteCode: string): SiteContent;
  site(siteCode: string | undefined): SeedSite | undefined;
  siteById(siteId: number): SeedSite | undefined;
  game(gameIdOrCode: string | number): SeedGame | undefined;
}

export function buildWorld(seed: SeedName, now: number): World {
  const games = buildGameCatalogue(seed === 'small' ? 0.25 : 1);
  const users =
    seed === 'small' ? seedUsers.filter((user) => smallSeedUsernames.includes(user.username)) : seedUsers;
  const contents = new Map<string, SiteContent>(
    seedSites.map((site) => [site.siteCode, buildSiteContent(site, now)]),
  );
  const byId = new Map<string, SeedGame>();
  for (const game of games) {
    byId.set(String(game.gameId), game);
    byId.set(game.gameCode, game);
  }
  return {
    seed,
    sites: seedSites,
    games,
    categories: gameCategories,
    providers: gameProviders,
    users,
    builtAt: now,
    content(siteCode) {
      const content = contents.get(siteCode);
      if (!content) throw new Error(`world: no content for site ${siteCode}`);
      return content;
    },
    site(siteCode) {
      if (siteCode === undefined || siteCode === '') return seedSites[0];
      return seedSites.find((site) => site.siteCode === siteCode);
    },
    siteById(siteId) {
      return seedSites.find((site) => site.siteId === siteId);
    },
    game(gameIdOrCode) {
      return byId.get(String(gameIdOrCode));
    },
  };
}
