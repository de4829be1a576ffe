/**
 * Opening a game from a card. A visitor's "Play demo" makes them a demo guest (spec §3 mock
 * account) and launches the demo; 210103 and 41020 come back as typed outcomes with the key
 * of their message. "Play" with real money needs a player: for a visitor it raises the typed
 * `loginRequired` lobby event, which the login modal answers; for a player it runs the checks
 * of decide.ts, then the launch (both in launch.ts, loaded on first use).
 */
import type { LobbyKey, ServiceCode } from '@lobbykit/contract';
import type { HallClient, HallMessageKey } from '@lobbykit/transport';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { GameRef } from '../events';
import type { LobbyExtra } from '../extra';
import { hallLoadError } from '../network/hall-loader';
import { endDemoGuest, startDemoGuest } from '../session/demo-guest';
import type { LobbyStore } from '../store';
import type { PlayDecision } from './decide';
import type * as LaunchModule from './launch';
import type { LaunchRequest } from './launch';
import { failedPlay, webUrl } from './outcomes';
import { gameOpened, type OpenGame } from './slice';

/**
 * The message key of each play outcome: keys of @lobbykit/contract's `lobbyKeys`, whose texts
 * @lobbykit/i18n holds in every language.
 */
// Literals checked against LobbyKey rather than reads of lobbyKeys: a top-level property read
// would keep the whole table in every bundle (see contract's hallErrorKeys).
export const playMessageKeys = {
  /** 210103: the demo line of the game is switched off. */
  demoLineDisabled: 'lobby.demo.lineOff',
  /** 41020, or a game that offers no demo: demo play is not available. */
  demoDisabled: 'lobby.demo.off',
  /** Real-money play needs a login (the notice shown until the login modal exists). */
  loginRequired: 'lobby.login.body',
} as const satisfies Record<string, LobbyKey>;

export type PlayMessageKey = (typeof playMessageKeys)[keyof typeof playMessageKeys];

export type PlayOutcome =
  /** The game is open: the game page shows `game.gameUrl` in its frame. */
  | { readonly ok: true; readonly game: OpenGame }
  | { readonly ok: false; readonly reason: 'loginRequired'; readonly messageKey: PlayMessageKey }
  | {
      readonly ok: false;
      readonly reason: 'demoDisabled' | 'demoLineDisabled';
      readonly messageKey: PlayMessageKey;
      /** The hall's code (41020, 210103); absent when the game card already said no demo. */
      readonly code?: string | undefined;
    }
  /** A player's "Play" stopped by a check (decide.ts), before or by the hall: the screens answer each. */
  | ({ readonly ok: false } & Exclude<PlayDecision, { readonly reason: 'launch' }>)
  /** Anything else: the hall's error, its message key (timeout, system error, ...) for the notice. */
  | {
      readonly ok: false;
      readonly reason: 'failed';
      readonly error: SerializedHallError;
      readonly messageKey: HallMessageKey | undefined;
    };

// The contract's codes as literals its table types: reading `ServiceCode.X` would keep the whole
// table in the code a first paint runs, while only the lazily loaded hall client needs it.
const DEMO_LINE_DISABLED: (typeof ServiceCode)['DemoGameLineDisabled'] = '210103';
const DEMO_DISABLED: (typeof ServiceCode)['DemoGameDisabled'] = '41020';

/** The hall error of a failed launch; a launch without a web address counts as invalid data. */
function hallErrorOf(error: unknown): SerializedHallError {
  if (error && typeof error === 'object' && 'kind' in error) return error as SerializedHallError;
  const aborted = error !== undefined;
  return {
    kind: aborted ? 'aborted' : 'invalid-data',
    message: aborted ? 'the demo launch was stopped' : 'the demo launch answered no web address',
    requestId: '',
    url: '/game/demoLaunch',
    status: 0,
    retries: 0,
  };
}

export async function playDemo(store: LobbyStore, extra: LobbyExtra, game: GameRef): Promise<PlayOutcome> {
  if (game.demo === false) {
    return { ok: false, reason: 'demoDisabled', messageKey: playMessageKeys.demoDisabled };
  }
  let client: HallClient;
  try {
    // Before the session changes: a connection that does not load leaves the visitor as they were.
    ({ client } = await extra.hall());
  } catch (error) {
    return failedPlay(hallLoadError(error, '/game/demoLaunch'));
  }
  const wasVisitor = startDemoGuest(store, client);
  const request = store.dispatch(extra.api.endpoints.demoGameLaunch.initiate({ gameId: game.gameId }));
  const result = await request;
  // The launch is read here; the store keeps no copy of it.
  request.reset();
  const launch = 'data' in result ? result.data : undefined;
  const url = launch ? webUrl(launch.gameUrl) : undefined;
  if (launch && url !== undefined) {
    const open: OpenGame = {
      gameId: launch.gameId ?? game.gameId,
      gameUrl: url,
      mode: 'demo',
      ...(game.name === undefined ? {} : { name: game.name }),
    };
    store.dispatch(gameOpened(open));
    return { ok: true, game: open };
  }
  // No demo came of it: the visitor stays a visitor.
  if (wasVisitor) endDemoGuest(store, client);
  const error = hallErrorOf('error' in result ? result.error : undefined);
  if (error.kind === 'service' && error.code === DEMO_LINE_DISABLED) {
    return {
      ok: false,
      reason: 'demoLineDisabled',
      code: error.code,
      messageKey: playMessageKeys.demoLineDisabled,
    };
  }
  if (error.kind === 'service' && error.code === DEMO_DISABLED) {
    return { ok: false, reason: 'demoDisabled', code: error.code, messageKey: playMessageKeys.demoDisabled };
  }
  return failedPlay(error);
}

/** A player's "Play" that did not open the game (the `playRefused` event carries it). */
export type PlayRefusal = Exclude<PlayOutcome, { readonly ok: true } | { readonly reason: 'loginRequired' }>;

/** Options of a real-money "Play". */
export interface PlayOptions {
  /** The player confirmed the converted amount of a provider with a currency ratio (`confirmRatio`). */
  readonly ratioConfirmed?: boolean | undefined;
}

/**
 * Real-money play. A visitor or demo guest must log in first (the `loginRequired` event); a
 * player's "Play" runs the checks of decide.ts in order, then the launch (launch.ts, loaded on
 * first use), which opens the game in the store (`game.open`, mode 'real').
 */
export async function play(
  store: LobbyStore,
  extra: LobbyExtra,
  game: GameRef,
  options: PlayOptions = {},
): Promise<PlayOutcome> {
  const session = store.getState().session;
  if (session.kind !== 'player' || session.status !== 'player') {
    extra.events.emit('loginRequired', { reason: 'play', game });
    return { ok: false, reason: 'loginRequired', messageKey: playMessageKeys.loginRequired };
  }
  const { account } = session;
  const request: LaunchRequest = {
    game,
    player: {
      balance: account.game_gold,
      accountType: account.account_type,
      selfExcludedUntil: account.selfExcludedUntil,
    },
    now: extra.now(),
    ratioConfirmed: options.ratioConfirmed === true,
  };
  const outcome = await launchIfAllowed(store, extra, request);
  if (!outcome.ok && outcome.reason !== 'loginRequired') extra.events.emit('playRefused', { game, outcome });
  return outcome;
}

// The checks and the launch load together on a player's first "Play": neither is in the home's
// first JavaScript.
async function launchIfAllowed(
  store: LobbyStore,
  extra: LobbyExtra,
  request: LaunchRequest,
): Promise<PlayOutcome> {
  let playAsPlayer: typeof LaunchModule.playAsPlayer;
  try {
    ({ playAsPlayer } = await import('./launch'));
  } catch (error) {
    return failedPlay(hallLoadError(error, '/game/launch'));
  }
  return playAsPlayer(store, extra, request);
}
