/**
 * A player's real-money "Play": the checks of decide.ts, then the launch (POST /game/launch),
 * loaded on the first "Play" of a player so the home's first paint never carries them. The
 * hall's refusals become the same outcomes the card checks give: a check the card data could
 * not make is still right.
 */
import { endpoints, gameLaunchSchema, type ServiceCode } from '@lobbykit/contract';
import type { EndpointLike, HallClient } from '@lobbykit/transport';
import { serializeHallError, type SerializedHallError } from '@lobbykit/transport/rtk';
import type { GameRef } from '../events';
import type { LobbyExtra } from '../extra';
import { hallLoadError } from '../network/hall-loader';
import type { LobbyStore } from '../store';
import { decidePlay, playerPlayKeys, type PlayerFacts } from './decide';
import type { PlayOutcome } from './play';
import { gameOpened, type OpenGame } from './slice';
import { failedPlay, webUrl } from './outcomes';

/**
 * The launch is `once` in the contract (it may open a paid session), yet the hall answers a
 * repeated request id with its first answer. Marked so, the client resends a launch whose answer
 * was lost with the same request id, and the player gets one game, not two.
 */
const GAME_LAUNCH: EndpointLike = { ...endpoints.gameLaunch, serverDeduplicated: true };

// The hall's codes for a launch it refuses (apps/hall-server handlers/games.ts).
const USER_RESTRICTED: (typeof ServiceCode)['UserRestricted'] = '1334';
const GAME_MAINTENANCE = 'game-maintenance';
const BALANCE_INSUFFICIENT = 'balance-insufficient';
const NO_GAME_RIGHTS = 'no-game-rights';
const RATIO_UNCONFIRMED = 'ratio-unconfirmed';

export interface LaunchRequest {
  readonly game: GameRef;
  readonly player: PlayerFacts;
  readonly now: number;
  readonly ratioConfirmed: boolean;
}

const numberIn = (data: unknown, key: string): number | undefined => {
  if (typeof data !== 'object' || data === null) return undefined;
  const value = (data as Record<string, unknown>)[key];
  return typeof value === 'number' && Number.isFinite(value) ? value : undefined;
};

/** The outcome of a refused launch: the hall's code read as the card checks would have. */
export function refusalOf(error: SerializedHallError, request: LaunchRequest): PlayOutcome {
  const { game, player, now } = request;
  if (error.kind !== 'service') return failedPlay(error);
  const balance = player.balance ?? 0;
  switch (error.code) {
    case USER_RESTRICTED: {
      const until = numberIn(error.data, 'selfExcludedUntil') ?? player.selfExcludedUntil;
      return until !== undefined && until > now
        ? { ok: false, reason: 'selfExcluded', until, messageKey: playerPlayKeys.selfExcluded }
        : { ok: false, reason: 'selfExcluded', messageKey: playerPlayKeys.restricted };
    }
    case GAME_MAINTENANCE:
      return { ok: false, reason: 'maintenance', messageKey: playerPlayKeys.maintenance };
    case BALANCE_INSUFFICIENT:
      return {
        ok: false,
        reason: 'depositNeeded',
        minimumEntryBalance: numberIn(error.data, 'minimumEntryBalance') ?? game.minimumEntryBalance ?? 0,
        balance,
        messageKey: playerPlayKeys.depositNeeded,
      };
    case NO_GAME_RIGHTS:
      return { ok: false, reason: 'noGameRights', messageKey: playerPlayKeys.noGameRights };
    case RATIO_UNCONFIRMED: {
      const currencyRatio = numberIn(error.data, 'currencyRatio') ?? game.currencyRatio;
      if (currencyRatio === undefined || !(currencyRatio > 0)) return failedPlay(error);
      return {
        ok: false,
        reason: 'confirmRatio',
        currencyRatio,
        balance,
        messageKey: playerPlayKeys.confirmRatio,
      };
    }
    default:
      return failedPlay(error);
  }
}

export async function launchRealGame(
  store: LobbyStore,
  extra: LobbyExtra,
  request: LaunchRequest,
): Promise<PlayOutcome> {
  let client: HallClient;
  try {
    ({ client } = await extra.hall());
  } catch (error) {
    return failedPlay(hallLoadError(error, GAME_LAUNCH.path));
  }
  const { game, ratioConfirmed } = request;
  const result = await client.request(GAME_LAUNCH, {
    params: { gameId: game.gameId, ...(ratioConfirmed ? { ratioConfirmed: true } : {}) },
    schema: gameLaunchSchema,
    // Every refusal is an outcome the game screens show: no toast, and no restriction pop-up
    // on top of the self-exclusion message.
    silent: true,
    noErrorMessage: false,
  });
  if (!result.ok) return refusalOf(serializeHallError(result.error), request);
  const url = webUrl(result.data.gameUrl);
  if (url === undefined) {
    return failedPlay({
      kind: 'invalid-data',
      message: 'the game launch answered no web address',
      requestId: result.requestId,
      url: GAME_LAUNCH.path,
      status: 0,
      retries: 0,
    });
  }
  const open: OpenGame = {
    gameId: result.data.gameId ?? game.gameId,
    gameUrl: url,
    mode: 'real',
    ...(game.name === undefined ? {} : { name: game.name }),
    ...(game.category === undefined ? {} : { category: game.category }),
  };
  store.dispatch(gameOpened(open));
  return { ok: true, game: open };
}

/** A player's "Play": the checks of decide.ts in order, then the launch. */
export async function playAsPlayer(
  store: LobbyStore,
  extra: LobbyExtra,
  request: LaunchRequest,
): Promise<PlayOutcome> {
  const decision = decidePlay(request);
  if (decision.reason !== 'launch') return { ok: false, ...decision };
  return launchRealGame(store, extra, request);
}
