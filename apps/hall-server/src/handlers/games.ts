// The game catalogue and game launch (real and demo play).
import { ServiceCode } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { fail, ok } from '../protocol/reply';
import { gameName, type SeedGame } from '../world/games';
import { flagParam, integer, text } from './params';
import type { CallContext, RouteTable } from './types';
import { userRoute } from './types';

function gameView(context: CallContext, game: SeedGame) {
  const provider = context.hall.world.providers.find((entry) => entry.code === game.providerCode);
  return {
    gameId: game.gameId,
    gameCode: game.gameCode,
    name: gameName(game, context.language),
    categoryId: game.categoryId,
    category: game.category,
    providerCode: game.providerCode,
    providerName: provider?.name ?? game.providerCode,
    hot: game.hot,
    new: game.new,
    demo: game.demo && context.site.demoPlay,
    img: game.img,
    sort: game.sort,
  };
}

function findGame(context: CallContext): SeedGame | undefined {
  const id = text(context.params, 'gameId') ?? text(context.params, 'gameCode');
  return id === undefined ? undefined : context.hall.world.game(id);
}

export const gameRoutes: RouteTable = {
  gameCategories: {
    handle: (context) => {
      const { hall } = context;
      return ok(
        hall.world.categories.map((category) => ({
          id: category.id,
          key: category.key,
          name:
            (category.names as Readonly<Record<string, string>>)[context.language] ?? category.names.en_US,
          count: hall.world.games.filter((game) => game.categoryId === category.id).length,
        })),
      );
    },
  },

  gameProviders: {
    handle: ({ hall, params }) => {
      const category = text(params, 'category');
      return ok(
        hall.world.providers
          .filter((provider) => category === undefined || provider.categories.includes(category))
          .map((provider) => ({ code: provider.code, name: provider.name, categories: provider.categories })),
      );
    },
  },

  gameList: {
    handle: (context) => {
      const { params, hall } = context;
      const categoryId =
        integer(params, 'categoryId', 0, 0, 1000) || integer(params, 'gameCategoryId', 0, 0, 1000);
      const category = text(params, 'category');
      const provider = text(params, 'providerCode');
      const keyword = text(params, 'keyword')?.toLowerCase();
      const hot = flagParam(params, 'hot');
      const isNew = flagParam(params, 'new');
      const page = integer(params, 'page', 1, 1, 10_000);
      const pageSize = integer(params, 'pageSize', 60, 1, 300);
      const matching = hall.world.games.filter(
        (game) =>
          (categoryId === 0 || game.categoryId === categoryId) &&
          (category === undefined || game.category === category) &&
          (provider === undefined || game.providerCode === provider) &&
          (hot === undefined || game.hot === hot) &&
          (isNew === undefined || game.new === isNew) &&
          (keyword === undefined ||
            Object.values(game.names).some((name) => name.toLowerCase().includes(keyword))),
      );
      return ok({
        list: matching.slice((page - 1) * pageSize, page * pageSize).map((game) => gameView(context, game)),
        total: matching.length,
        page,
        pageSize,
      });
    },
  },

  gameLaunch: userRoute((context) => {
    const { user, hall, origin } = context;
    const game = findGame(context);
    if (!game) return fail('game-not-found', `no game ${String(text(context.params, 'gameId'))}`);
    if (user.restrictions.includes('game') || (user.selfExcludedUntil ?? 0) > hall.now()) {
      return fail(ServiceCode.UserRestricted, 'user restricted from entering games');
    }
    hall.effect(`game-launch:${context.requestId ?? randomBytes(8).toString('hex')}`);
    const ticket = randomBytes(12).toString('base64url');
    return ok({
      gameUrl: `${origin}/play/${game.gameCode}?ticket=${ticket}`,
      gameId: game.gameId,
      mode: 'real',
      balance: user.gameGold,
    });
  }),

  demoGameLaunch: {
    handle: (context) => {
      const { site, origin } = context;
      const game = findGame(context);
      if (!game) return fail('game-not-found', `no game ${String(text(context.params, 'gameId'))}`);
      if (!site.demoPlay || !game.demo)
        return fail(ServiceCode.DemoGameDisabled, 'demo play is not offered for this game');
      if (game.demoLineDisabled)
        return fail(ServiceCode.DemoGameLineDisabled, 'the demo line of this game is switched off');
      return ok({
        gameUrl: `${origin}/play/${game.gameCode}?demo=1`,
        gameId: game.gameId,
        mode: 'demo',
        balance: 2000,
      });
    },
  },
};
