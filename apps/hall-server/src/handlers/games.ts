// The game catalogue of the calling site (categories, providers, the filtered and paged list,
// the hot search list) and game launch (real and demo play).
import { demoGuestAccount, ServiceCode } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { fail, ok } from '../protocol/reply';
import type { SiteCatalogue } from '../world/catalogue';
import { hotSearchWords, nameLanguages, type NameLanguage } from '../world/game-names';
import { gameMaintenance, gameName, type SeedGame } from '../world/games';
import { providerByCode, providerLogoPath, type GameProvider } from '../world/providers';
import { flagParam, integer, text } from './params';
import type { CallContext, RouteTable } from './types';
import { userRoute } from './types';

/**
 * The spec has no service code for one game under maintenance: -3 and -1 would make the lobby
 * open the site's maintenance page. A descriptive code, like the hall's other failures without
 * a spec code, lets the lobby show its "under maintenance" notice for that game only.
 */
export const GAME_MAINTENANCE = 'game-maintenance';
/** A player below the game's minimum entry balance (the lobby asks for a deposit first). */
export const BALANCE_INSUFFICIENT = 'balance-insufficient';
/** An account whose type has no game rights (an agent's account manages players, it does not play). */
export const NO_GAME_RIGHTS = 'no-game-rights';
/**
 * A game of a provider that counts in other units than the site currency, launched before the
 * player confirmed the converted amount (the lobby sends `ratioConfirmed` once they did).
 */
export const RATIO_UNCONFIRMED = 'ratio-unconfirmed';
/** Account types without game rights: 2 is an agent's account. */
const ACCOUNT_TYPES_WITHOUT_GAME_RIGHTS: readonly number[] = [2];

/** Hot games on the search page. */
const HOT_SEARCH_GAMES = 12;

const catalogueOf = (context: CallContext): SiteCatalogue =>
  context.hall.world.catalogue(context.site.siteCode);

/** Text compared without case, in one Unicode form, so 'TIGRE' finds 'Tigre' and 'ã' finds 'ã'. */
const folded = (value: string): string => value.normalize('NFC').toLowerCase();

/** `currencyRatio` for a provider that counts in other units than the site currency; nothing otherwise. */
function currencyRatioOf(providerCode: string): { currencyRatio?: number } {
  const ratio = providerByCode(providerCode)?.currencyRatio ?? 1;
  return ratio === 1 ? {} : { currencyRatio: ratio };
}

function gameView(context: CallContext, game: SeedGame) {
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    name: gameName(game, context.language),
    categoryId: game.categoryId,
    category: game.category,
    providerCode: game.providerCode,
    providerName: providerByCode(game.providerCode)?.name ?? game.providerCode,
    hot: game.hot,
    new: game.new,
    recommendStatus: game.recommend,
    maintainStatus: gameMaintenance(game),
    demo: game.demo && context.site.demoPlay,
    minimumEntryBalance: game.minimumEntryBalance,
    ...currencyRatioOf(game.providerCode),
    img: game.img,
    sort: game.sort,
  };
}

function providerView(
  context: CallContext,
  catalogue: SiteCatalogue,
  provider: GameProvider,
  categoryKey: string | undefined,
) {
  return {
    code: provider.code,
    name: provider.name,
    categories: provider.categories.filter((key) => catalogue.providerCount(provider.code, key) > 0),
    logo: providerLogoPath(provider.code),
    slogan: provider.slogan,
    gameCount: catalogue.providerCount(provider.code, categoryKey),
    maintainStatus: provider.maintenance,
    demoModeSupport: provider.demoSupport && context.site.demoPlay,
    minimumEntryBalance: provider.minimumEntryBalance,
    ...currencyRatioOf(provider.code),
    sort: provider.sort,
  };
}

/**
 * The category asked by id (`categoryId`, `gameCategoryId`; 0 is any) and its key, or by key
 * (`category`); `byKey` is set when a key was sent, which must then match too.
 */
function categoryFilter(context: CallContext): { id: number; key: string | undefined; byKey: boolean } {
  const { params, hall } = context;
  const id = integer(params, 'categoryId', 0, 0, 1000) || integer(params, 'gameCategoryId', 0, 0, 1000);
  const sent = text(params, 'category');
  const key = sent ?? hall.world.categories.find((category) => category.id === id)?.key;
  return { id, key, byKey: sent !== undefined };
}

function findGame(context: CallContext): SeedGame | undefined {
  const id = text(context.params, 'gameId') ?? text(context.params, 'gameCode');
  return id === undefined ? undefined : catalogueOf(context).game(id);
}

const notFound = (context: CallContext) =>
  fail(
    'game-not-found',
    `no game ${String(text(context.params, 'gameId') ?? text(context.params, 'gameCode'))}`,
  );

export const gameRoutes: RouteTable = {
  gameCategories: {
    handle: (context) => {
      const catalogue = catalogueOf(context);
      return ok(
        context.hall.world.categories.map((category) => ({
          id: category.id,
          key: category.key,
          name:
            (category.names as Readonly<Record<string, string>>)[context.language] ?? category.names.en_US,
          count: catalogue.categoryCount(category.id),
        })),
      );
    },
  },

  gameProviders: {
    handle: (context) => {
      const catalogue = catalogueOf(context);
      const { key } = categoryFilter(context);
      return ok(
        catalogue.providers
          .filter((provider) => key === undefined || catalogue.providerCount(provider.code, key) > 0)
          .map((provider) => providerView(context, catalogue, provider, key)),
      );
    },
  },

  gameList: {
    handle: (context) => {
      const { params } = context;
      const catalogue = catalogueOf(context);
      const category = categoryFilter(context);
      const provider = text(params, 'providerCode');
      const keyword = text(params, 'keyword');
      const wanted = keyword === undefined ? undefined : folded(keyword);
      const hot = flagParam(params, 'hot');
      const isNew = flagParam(params, 'new');
      const recommend = flagParam(params, 'recommend');
      const page = integer(params, 'page', 1, 1, 10_000);
      const pageSize = integer(params, 'pageSize', 60, 1, 300);
      // The catalogue is already in list order (sort, then id), so every page is stable.
      const matching = catalogue.games.filter(
        (game) =>
          (category.id === 0 || game.categoryId === category.id) &&
          (!category.byKey || game.category === category.key) &&
          (provider === undefined || game.providerCode === provider) &&
          (hot === undefined || game.hot === hot) &&
          (isNew === undefined || game.new === isNew) &&
          (recommend === undefined || game.recommend === recommend) &&
          // The name the player reads: a Portuguese lobby finds 'Tigre', not 'Tiger'.
          (wanted === undefined || folded(gameName(game, context.language)).includes(wanted)),
      );
      return ok({
        list: matching.slice((page - 1) * pageSize, page * pageSize).map((game) => gameView(context, game)),
        total: matching.length,
        page,
        pageSize,
      });
    },
  },

  hotSearch: {
    handle: (context) => {
      const catalogue = catalogueOf(context);
      const index = nameLanguages.indexOf(context.language as NameLanguage);
      const finds = (word: string) =>
        catalogue.games.some((game) => folded(gameName(game, context.language)).includes(folded(word)));
      return ok({
        // Only words that find something on this site: a hot word with no result is a dead end.
        keywords: hotSearchWords.map((words) => words[index < 0 ? 0 : index]!).filter(finds),
        games: catalogue.games
          .filter((game) => game.hot && !gameMaintenance(game))
          .slice(0, HOT_SEARCH_GAMES)
          .map((game) => gameView(context, game)),
      });
    },
  },

  gameLaunch: userRoute((context) => {
    const { user, hall, origin } = context;
    const game = findGame(context);
    if (!game) return notFound(context);
    const selfExcludedUntil = (user.selfExcludedUntil ?? 0) > hall.now() ? user.selfExcludedUntil : undefined;
    if (selfExcludedUntil !== undefined) {
      // The end of the ban, so the lobby can tell the player when they may play again.
      return fail(ServiceCode.UserRestricted, 'user restricted from entering games', { selfExcludedUntil });
    }
    if (user.restrictions.includes('game')) {
      return fail(ServiceCode.UserRestricted, 'user restricted from entering games');
    }
    if (gameMaintenance(game)) return fail(GAME_MAINTENANCE, 'this game is under maintenance');
    if (user.gameGold < game.minimumEntryBalance) {
      return fail(BALANCE_INSUFFICIENT, `this game needs a balance of ${game.minimumEntryBalance}`, {
        minimumEntryBalance: game.minimumEntryBalance,
      });
    }
    if (ACCOUNT_TYPES_WITHOUT_GAME_RIGHTS.includes(user.accountType)) {
      return fail(NO_GAME_RIGHTS, 'this account type has no game rights');
    }
    const { currencyRatio } = currencyRatioOf(game.providerCode);
    if (currencyRatio !== undefined && flagParam(context.params, 'ratioConfirmed') !== true) {
      return fail(RATIO_UNCONFIRMED, `this provider counts ${currencyRatio} site units as one`, {
        currencyRatio,
      });
    }
    hall.effect(`game-launch:${context.requestId ?? randomBytes(8).toString('hex')}`);
    const ticket = randomBytes(12).toString('base64url');
    // A sports game's ticket is also its sports token: the lobby calls the sports service with
    // it (Authorization) at the launch URL's origin (src/http/sports.ts).
    if (game.category === 'sports') hall.sports.issue(ticket, user.siteCode, user.username);
    return ok({
      gameUrl: `${origin}/play/${game.gameCode}?ticket=${ticket}&lang=${context.language}`,
      gameId: game.gameId,
      mode: 'real',
      balance: user.gameGold,
    });
  }),

  demoGameLaunch: {
    handle: (context) => {
      const { site, origin } = context;
      const game = findGame(context);
      if (!game) return notFound(context);
      if (gameMaintenance(game)) return fail(GAME_MAINTENANCE, 'this game is under maintenance');
      if (!site.demoPlay || !game.demo)
        return fail(ServiceCode.DemoGameDisabled, 'demo play is not offered for this game');
      if (game.demoLineDisabled)
        return fail(ServiceCode.DemoGameLineDisabled, 'the demo line of this game is switched off');
      const query = new URLSearchParams({
        demo: '1',
        lang: context.language,
        currency: context.currency ?? site.currencies[0] ?? '',
      });
      return ok({
        gameUrl: `${origin}/play/${game.gameCode}?${query.toString()}`,
        gameId: game.gameId,
        mode: 'demo',
        balance: demoGuestAccount.game_gold,
      });
    },
  },
};
