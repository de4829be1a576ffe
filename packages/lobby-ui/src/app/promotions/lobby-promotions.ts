// One promotions object and one notice read store per lobby, shared by the pages and the header
// badge: a claim sent from one place is known in flight everywhere, and a notice opened on the
// page lowers the badge at once.
import {
  createNoticeReadStore,
  promotionsOf,
  VISITOR_ACCOUNT,
  type LobbyPromotions,
  type NoticeReadStore,
} from '@lobbykit/lobby-core/promotions';
import { useLobby, useSession } from '@lobbykit/lobby-core/react';
import type { StorageLike } from '@lobbykit/contract';
import { useLobbyApp } from '../shell/app-context';

type AnyLobby = ReturnType<typeof useLobby>;

const promotionsByLobby = new WeakMap<AnyLobby, LobbyPromotions>();
const readsByLobby = new WeakMap<AnyLobby, NoticeReadStore>();

/** The lobby's promotions calls (made once per lobby). */
export function useLobbyPromotions(): LobbyPromotions {
  const lobby = useLobby();
  let promotions = promotionsByLobby.get(lobby);
  if (!promotions) {
    promotions = promotionsOf(lobby);
    promotionsByLobby.set(lobby, promotions);
  }
  return promotions;
}

function readStoreOf(lobby: AnyLobby, storage: StorageLike | undefined): NoticeReadStore {
  let reads = readsByLobby.get(lobby);
  if (!reads) {
    reads = createNoticeReadStore({ storage, siteCode: lobby.store.getState().visit.siteCode });
    readsByLobby.set(lobby, reads);
  }
  return reads;
}

/** The notice read store of the lobby, and whose reads are shown: the player's, or the visitor's. */
export function useNoticeReadStore(): { readonly reads: NoticeReadStore; readonly account: string } {
  const lobby = useLobby();
  const session = useSession();
  const { storage } = useLobbyApp();
  return {
    reads: readStoreOf(lobby, storage),
    account: session.kind === 'player' ? session.account.username : VISITOR_ACCOUNT,
  };
}
