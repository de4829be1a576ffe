/**
 * The session's reactions, one file each like every other: started by the session runner when
 * the session chunk loads (a session can only end or change once it exists), so none of them
 * is in a first paint. The user-restricted reaction (1334) is the store's own, in index.ts.
 */
import type { LobbyReaction } from '../store';
import { balanceChanged } from './balance-changed';
import { multipleLogin } from './multiple-login';
import { otherClientLogin } from './other-client-login';
import { playerNotices } from './player-notices';
import { tokenExpired } from './token-expired';

export const sessionReactions: readonly LobbyReaction[] = [
  tokenExpired,
  otherClientLogin,
  multipleLogin,
  balanceChanged,
  playerNotices,
];
