/** The realtime `gameGoldChange` notice: the player's balance changed (a game, an order); it shows at once. */
import { isNoticeReceived } from '../session/actions';
import { sessionEvent } from '../session/event';
import type { LobbyReaction } from '../store';

export const balanceChanged: LobbyReaction = (startListening) =>
  startListening({
    predicate: isNoticeReceived,
    effect: ({ payload: notice }, { dispatch }) => {
      if (notice.type !== 'gameGoldChange') return;
      const { game_gold, bonus } = notice.data;
      const account = {
        ...(game_gold === undefined ? {} : { game_gold }),
        ...(bonus === undefined ? {} : { bonus }),
      };
      if (Object.keys(account).length > 0) dispatch(sessionEvent({ type: 'accountUpdated', account }));
    },
  });
