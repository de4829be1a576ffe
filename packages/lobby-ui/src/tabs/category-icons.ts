// The icon each category key of the hall gets (spec §1: nine kinds of game, plus clubs).
import type { IconName } from '../shared/icons';

const byKey: Readonly<Record<string, IconName>> = {
  chess: 'cards',
  fishing: 'fish',
  electronic: 'slot',
  live: 'live',
  sports: 'ball',
  lottery: 'ticket',
  esports: 'gamepad',
  blockchain: 'cube',
  cockfighting: 'rooster',
  club: 'users',
  hot: 'flame',
  recent: 'clock',
  favourites: 'heart',
};

/** The icon of a category key; a key the lobby does not know gets a plain grid. */
export function categoryIcon(key: string): IconName {
  return Object.hasOwn(byKey, key) ? byKey[key]! : 'grid';
}
