/**
 * What a player's "Play" leads to before the hall is asked: the checks real lobbies make, in
 * their order. Pure, so the order is a table of cases; the launch (launch.ts) makes the same
 * decisions again from the hall's answer for what the card data could not tell.
 */
import type { LobbyKey } from '@lobbykit/contract';
import type { GameRef } from '../events';

/** Account types without game rights: 2 is an agent's account (it manages players, it does not play). */
export const ACCOUNT_TYPES_WITHOUT_GAME_RIGHTS: readonly number[] = [2];

/** The player facts a decision reads (their account as the store holds it). */
export interface PlayerFacts {
  /** Balance in the site currency. */
  readonly balance?: number | undefined;
  readonly accountType?: number | undefined;
  /** End of an active self-exclusion, epoch ms. */
  readonly selfExcludedUntil?: number | undefined;
}

export interface PlayDecisionInput {
  readonly game: GameRef;
  readonly player: PlayerFacts;
  /** Epoch ms (a self-exclusion that ended is none). */
  readonly now: number;
  /** The player already confirmed the converted amount of a provider with a currency ratio. */
  readonly ratioConfirmed?: boolean | undefined;
}

/** Message keys of the refusals a player can meet (texts in @lobbykit/i18n, every language). */
export const playerPlayKeys = {
  /** The game or its provider is under maintenance. */
  maintenance: 'lobby.play.maintenance',
  /** Params: date (the end of the ban). */
  selfExcluded: 'lobby.play.selfExcluded',
  /** 1334 without an end date: the account may not enter games. */
  restricted: 'lobby.play.restricted',
  /** Params: amount (the minimum), balance. */
  depositNeeded: 'lobby.play.deposit',
  noGameRights: 'lobby.play.noRights',
  /** Params: unit, amount, converted. */
  confirmRatio: 'lobby.play.ratio',
} as const satisfies Record<string, LobbyKey>;

/** Each outcome of the checks; `launch` asks the hall. */
export type PlayDecision =
  | { readonly reason: 'maintenance'; readonly messageKey: typeof playerPlayKeys.maintenance }
  /** The card stands for a provider: its sub-game page lists the games. */
  | { readonly reason: 'providerPage'; readonly providerCode: string }
  | {
      readonly reason: 'selfExcluded';
      /** End of the ban, epoch ms; unknown when the hall only said 1334. */
      readonly until?: number | undefined;
      readonly messageKey: typeof playerPlayKeys.selfExcluded | typeof playerPlayKeys.restricted;
    }
  | {
      readonly reason: 'depositNeeded';
      readonly minimumEntryBalance: number;
      readonly balance: number;
      readonly messageKey: typeof playerPlayKeys.depositNeeded;
    }
  | { readonly reason: 'noGameRights'; readonly messageKey: typeof playerPlayKeys.noGameRights }
  | {
      readonly reason: 'confirmRatio';
      /** Site units one unit of the game is worth. */
      readonly currencyRatio: number;
      readonly balance: number;
      readonly messageKey: typeof playerPlayKeys.confirmRatio;
    }
  | { readonly reason: 'launch' };

export function decidePlay({ game, player, now, ratioConfirmed }: PlayDecisionInput): PlayDecision {
  if (game.maintainStatus === true) return { reason: 'maintenance', messageKey: playerPlayKeys.maintenance };
  if (game.kind === 'provider' && game.providerCode !== undefined) {
    return { reason: 'providerPage', providerCode: game.providerCode };
  }
  const until = player.selfExcludedUntil;
  if (until !== undefined && until > now) {
    return { reason: 'selfExcluded', until, messageKey: playerPlayKeys.selfExcluded };
  }
  const balance = player.balance ?? 0;
  const minimum = game.minimumEntryBalance ?? 0;
  if (balance < minimum) {
    return {
      reason: 'depositNeeded',
      minimumEntryBalance: minimum,
      balance,
      messageKey: playerPlayKeys.depositNeeded,
    };
  }
  if (player.accountType !== undefined && ACCOUNT_TYPES_WITHOUT_GAME_RIGHTS.includes(player.accountType)) {
    return { reason: 'noGameRights', messageKey: playerPlayKeys.noGameRights };
  }
  const ratio = game.currencyRatio;
  if (ratio !== undefined && ratio > 0 && ratio !== 1 && ratioConfirmed !== true) {
    return { reason: 'confirmRatio', currencyRatio: ratio, balance, messageKey: playerPlayKeys.confirmRatio };
  }
  return { reason: 'launch' };
}
