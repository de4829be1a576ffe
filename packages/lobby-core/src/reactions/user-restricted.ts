/** 1334 (spec §6, §8): the user may not do what the call did; the UI tells them. */
import { isHallEvent } from '../network/hall-events';
import { userRestricted as restricted } from '../site/status-slice';
import type { LobbyReaction } from '../store';

// A matcher kept in a variable: written inline, TypeScript cannot read the action type from it.
const isRestricted = isHallEvent('restricted');

export const userRestricted: LobbyReaction = (startListening) =>
  startListening({
    matcher: isRestricted,
    effect: ({ payload }, { dispatch }) => {
      const { code, path, message } = payload.data;
      dispatch(restricted({ code, path, message, since: payload.at }));
    },
  });
