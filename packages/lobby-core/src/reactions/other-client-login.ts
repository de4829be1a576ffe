/**
 * 1401 (spec §8): the account entered a game from another client. The session ends with the
 * other device's model for the dialog; the other client's token, which the hall sends along,
 * never reaches the store (the bridge drops it).
 */
import { isHallEventOf } from '../session/actions';
import { sessionEvent } from '../session/event';
import type { LobbyReaction } from '../store';

const isOtherClientLogin = isHallEventOf('otherClientLogin');

export const otherClientLogin: LobbyReaction = (startListening) =>
  startListening({
    matcher: isOtherClientLogin,
    effect: ({ payload }, { dispatch }) => {
      const { deviceModel } = payload.data;
      dispatch(sessionEvent({ type: 'ended', reason: 'otherDevice', at: payload.at, deviceModel }));
    },
  });
