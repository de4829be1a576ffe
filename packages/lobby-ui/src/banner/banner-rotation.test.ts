import { describe, expect, it } from 'vitest';
import {
  bannerRotationTransition as next,
  initialBannerRotationState,
  isStoppedByChoice,
  type BannerRotationState,
} from './banner-rotation';

const playing = (index: number, count = 3): BannerRotationState => ({
  status: 'playing',
  index,
  count,
  holds: [],
});

describe('bannerRotation', () => {
  describe('when it starts', () => {
    it('plays from the first slide, unless reduced motion holds it or there is one slide', () => {
      expect(initialBannerRotationState(3)).toEqual(playing(0));
      expect(initialBannerRotationState(3, true)).toEqual({
        status: 'held',
        index: 0,
        count: 3,
        holds: ['motion'],
      });
      expect(initialBannerRotationState(1).status).toBe('held');
      expect(initialBannerRotationState(0)).toEqual({ status: 'held', index: 0, count: 0, holds: [] });
    });
  });

  describe('when the stay time runs out', () => {
    it('moves on while playing, wrapping to the first slide', () => {
      expect(next(playing(0), { type: 'advance' }).index).toBe(1);
      expect(next(playing(2), { type: 'advance' }).index).toBe(0);
    });

    it('stays put while held', () => {
      const held = next(playing(1), { type: 'hold', reason: 'hover' });
      expect(next(held, { type: 'advance' })).toBe(held);
    });
  });

  describe('when the player steps', () => {
    it('goes next and previous with wrap-around, held or not', () => {
      expect(next(playing(2), { type: 'next' }).index).toBe(0);
      expect(next(playing(0), { type: 'previous' }).index).toBe(2);
      const held = next(playing(0), { type: 'hold', reason: 'focus' });
      expect(next(held, { type: 'next' })).toMatchObject({ index: 1, status: 'held' });
    });

    it('goes to a dot, ignoring one out of range or the one shown', () => {
      expect(next(playing(0), { type: 'goTo', index: 2 }).index).toBe(2);
      const state = playing(1);
      expect(next(state, { type: 'goTo', index: 1 })).toBe(state);
      expect(next(state, { type: 'goTo', index: 3 })).toBe(state);
      expect(next(state, { type: 'goTo', index: -1 })).toBe(state);
    });

    it('does not move a single slide', () => {
      const single = initialBannerRotationState(1);
      expect(next(single, { type: 'next' })).toBe(single);
      expect(next(single, { type: 'previous' })).toBe(single);
    });
  });

  describe('when something holds and releases it', () => {
    it('plays only when every hold is released, and ignores repeats', () => {
      let state = next(playing(0), { type: 'hold', reason: 'hover' });
      state = next(state, { type: 'hold', reason: 'focus' });
      expect(next(state, { type: 'hold', reason: 'focus' })).toBe(state);
      state = next(state, { type: 'release', reason: 'hover' });
      expect(state.status).toBe('held');
      expect(next(state, { type: 'release', reason: 'touch' })).toBe(state);
      state = next(state, { type: 'release', reason: 'focus' });
      expect(state).toEqual(playing(0));
    });
  });

  describe('when the pause button is pressed', () => {
    it('pauses a playing rotation, and the next press lifts the pause and reduced motion', () => {
      const paused = next(playing(1), { type: 'toggle' });
      expect(paused).toMatchObject({ status: 'held', holds: ['user'] });
      expect(isStoppedByChoice(paused)).toBe(true);
      expect(next(paused, { type: 'toggle' })).toEqual(playing(1));
      const calm = initialBannerRotationState(3, true);
      expect(isStoppedByChoice(calm)).toBe(true);
      expect(next(calm, { type: 'toggle' })).toEqual(playing(0));
    });

    it('keeps the temporary holds when it lifts the pause', () => {
      let state = next(playing(0), { type: 'toggle' });
      state = next(state, { type: 'hold', reason: 'focus' });
      expect(next(state, { type: 'toggle' })).toMatchObject({ status: 'held', holds: ['focus'] });
    });
  });

  describe('when the list of banners changes', () => {
    it('keeps the slide when it still exists, else the last one, and ignores the same count', () => {
      expect(next(playing(1), { type: 'resize', count: 5 })).toEqual(playing(1, 5));
      expect(next(playing(2), { type: 'resize', count: 2 })).toEqual(playing(1, 2));
      expect(next(playing(2), { type: 'resize', count: 1 })).toMatchObject({ index: 0, status: 'held' });
      expect(next(playing(2), { type: 'resize', count: 0 })).toMatchObject({ index: 0, count: 0 });
      const state = playing(1);
      expect(next(state, { type: 'resize', count: 3 })).toBe(state);
    });
  });
});
