/** The realtime `registerSuccess` and `activeDetails` notices: kept in `player` for the screens that show them. */
import { isNoticeReceived, playerChanged } from '../session/actions';
import type { LobbyReaction } from '../store';

export const playerNotices: LobbyReaction = (startListening) =>
  startListening({
    predicate: isNoticeReceived,
    effect: ({ payload: notice }, { dispatch }) => {
      if (notice.type === 'registerSuccess') dispatch(playerChanged({ registerSuccess: notice.data }));
      else if (notice.type === 'activeDetails') dispatch(playerChanged({ activeDetails: notice.data }));
    },
  });
