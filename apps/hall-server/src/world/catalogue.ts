// A site's game catalogue, indexed for the list calls: games in list order, the providers
// that have games on the site, lookups by id or code and counts per category and provider.
import type { SeedGame } from './games';
import { gameProviders, type GameProvider } from './providers';

export interface SiteCatalogue {
  /** Every game of the site in list order: position in its category, then id. */
  readonly games: readonly SeedGame[];
  /** Providers with at least one game on the site, by their sort. */
  readonly providers: readonly GameProvider[];
  game(idOrCode: string | number): SeedGame | undefined;
  categoryCount(categoryId: number): number;
  /** Games of a provider on the site, within one category (by key) when given. */
  providerCount(providerCode: string, categoryKey?: string): number;
}

const bump = (counts: Map<string, number>, key: string) => counts.set(key, (counts.get(key) ?? 0) + 1);

export function indexCatalogue(games: readonly SeedGame[]): SiteCatalogue {
  const ordered = [...games].sort((a, b) => a.sort - b.sort || a.gameId - b.gameId);
  const byKey = new Map<string, SeedGame>();
  const counts = new Map<string, number>();
  for (const game of ordered) {
    byKey.set(String(game.gameId), game);
    byKey.set(game.gameCode, game);
    bump(counts, `category:${game.categoryId}`);
    bump(counts, `provider:${game.providerCode}`);
    bump(counts, `provider:${game.providerCode}:${game.category}`);
  }
  return {
    games: ordered,
    providers: gameProviders.filter((provider) => counts.has(`provider:${provider.code}`)),
    game: (idOrCode) => byKey.get(String(idOrCode)),
    categoryCount: (categoryId) => counts.get(`category:${categoryId}`) ?? 0,
    providerCount: (providerCode, categoryKey) =>
      counts.get(
        categoryKey === undefined ? `provider:${providerCode}` : `provider:${providerCode}:${categoryKey}`,
      ) ?? 0,
  };
}
