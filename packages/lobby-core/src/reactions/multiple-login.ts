/** The realtime `multipleLogin` notice: the account logged in on another device; the session ends with its model. */
import { isNoticeReceived } from '../session/actions';
import { sessionEvent } from '../session/event';
import type { LobbyReaction } from '../store';

export const multipleLogin: LobbyReaction = (startListening) =>
  startListening({
    predicate: isNoticeReceived,
    effect: ({ payload: notice }, { dispatch, extra }) => {
      if (notice.type !== 'multipleLogin') return;
      const { deviceModel } = notice.data;
      dispatch(sessionEvent({ type: 'ended', reason: 'otherDevice', at: extra.now(), deviceModel }));
    },
  });
