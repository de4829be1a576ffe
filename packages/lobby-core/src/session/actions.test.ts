import { createEventBus, type HallEvents } from '@lobbykit/transport';
import { describe, expect, it } from 'vitest';
import { bridgeHallEvents, isHallEvent } from '../network/hall-events';
import { isHallEventOf, playerChanged, sessionChanged } from './actions';
import { playerSlice } from './player-slice';
import { sessionSlice } from './slice';

describe('the session chunk actions', () => {
  describe('when the chunk changes the session or the player state', () => {
    it('sends the very actions of the slices', () => {
      const state = { status: 'visitor', kind: 'visitor' } as const;
      expect(sessionChanged(state)).toEqual(sessionSlice.actions.sessionChanged(state));
      expect(playerChanged({ realtime: 'live' })).toEqual(
        playerSlice.actions.playerChanged({ realtime: 'live' }),
      );
      expect(sessionSlice.reducer(undefined, sessionChanged({ ...state, signInAgain: undefined }))).toEqual({
        ...state,
        signInAgain: undefined,
      });
    });
  });

  describe('when the store hears a hall event', () => {
    it('matches it as the store matcher does, and no other', () => {
      const events = createEventBus<HallEvents>();
      const heard: unknown[] = [];
      bridgeHallEvents(
        events,
        (action) => (heard.push(action), action),
        () => 5,
      );
      events.emit('tokenExpired', { code: '-1', requestId: 'r', path: '/user/info' });
      events.emit('configChanged', { code: '1128', requestId: 'r' });

      expect(heard.map(isHallEventOf('tokenExpired'))).toEqual(heard.map(isHallEvent('tokenExpired')));
      expect(heard.map(isHallEventOf('tokenExpired'))).toEqual([true, false]);
    });
  });
});
