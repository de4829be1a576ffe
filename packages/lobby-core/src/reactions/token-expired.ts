/**
 * -1 (spec §8): the hall no longer knows the session. A player (or one being verified) becomes a
 * visitor offered to sign in again, on the page they were on; the session runner clears every
 * token. A visitor's -1 (the hall in maintenance) changes no session.
 */
import { isHallEventOf } from '../session/actions';
import { sessionEvent } from '../session/event';
import type { LobbyReaction } from '../store';

// A matcher kept in a variable: written inline, TypeScript cannot read the action type from it.
const isTokenExpired = isHallEventOf('tokenExpired');

export const tokenExpired: LobbyReaction = (startListening) =>
  startListening({
    matcher: isTokenExpired,
    effect: ({ payload }, { dispatch }) => {
      dispatch(sessionEvent({ type: 'ended', reason: 'tokenExpired', at: payload.at }));
    },
  });
