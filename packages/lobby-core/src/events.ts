/** The lobby's own events, for the screens: what the lobby asks the UI to answer. */
import type { GameSummary } from '@lobbykit/contract';
import type { PlayRefusal } from './play/play';

/** The game a play request is about (a game card's data fits). */
export type GameRef = Pick<GameSummary, 'gameId'> &
  Partial<
    Pick<
      GameSummary,
      'name' | 'providerCode' | 'category' | 'demo' | 'maintainStatus' | 'minimumEntryBalance'
    >
  > & {
    /** A card that stands for a whole provider (its lobby), not one game. @default 'game' */
    readonly kind?: 'game' | 'provider' | undefined;
    /**
     * Site units one unit of the provider's games is worth, when the provider counts in other
     * units than the site currency: the player confirms the converted amount before playing.
     */
    readonly currencyRatio?: number | undefined;
  };

export interface LobbyEvents {
  /**
   * A visitor or demo guest asked to play with real money. The login modal (the session
   * issue) answers it; until then a notice says so.
   */
  loginRequired: { readonly reason: 'play'; readonly game: GameRef };
  /**
   * A player's "Play" did not open the game (whoever asked: a card, a banner, the log-in modal
   * continuing to the game): the screens show why, or go where it says (`providerPage`).
   */
  playRefused: { readonly game: GameRef; readonly outcome: PlayRefusal };
  /**
   * The player chose "Deposit" from a game's deposit offer (their balance is below its minimum
   * entry balance): the cashier answers it.
   */
  depositRequested: {
    readonly reason: 'minimumEntryBalance';
    readonly game: GameRef;
    readonly minimumEntryBalance: number;
  };
}
