import type { GameRef } from '@lobbykit/lobby-core';

/**
 * The code the demo page's path carries: the game's code when the card had it, else its id
 * (the hall opens a game by either).
 */
export function gameCodeOf(game: GameRef & { readonly gameCode?: string | undefined }): string {
  return game.gameCode ?? game.gameId;
}
