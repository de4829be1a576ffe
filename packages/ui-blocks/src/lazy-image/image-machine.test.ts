import { describe, expect, it } from 'vitest';
import { currentCandidate, imageTransition, initialImageState, type ImageLoadState } from './image-machine';

const two = ['https://a/x.avif', 'https://a/x.png'];

describe('image load machine', () => {
  describe('when created', () => {
    it('waits for visibility, loads at once when eager, is empty without candidates', () => {
      expect(initialImageState(two, false)).toMatchObject({ status: 'wait', result: undefined, index: 0 });
      expect(initialImageState(two, true)).toMatchObject({ status: 'loading', index: 0 });
      expect(initialImageState([], false)).toMatchObject({ status: 'loaded', result: 'empty' });
    });
  });

  describe('when in wait', () => {
    const wait = initialImageState(two, false);
    it('starts loading on visible', () => {
      const next = imageTransition(wait, { type: 'visible' });
      expect(next.status).toBe('loading');
      expect(currentCandidate(next)).toBe('https://a/x.avif');
    });
    it('ignores load and fail (stale events)', () => {
      expect(imageTransition(wait, { type: 'load' })).toBe(wait);
      expect(imageTransition(wait, { type: 'fail' })).toBe(wait);
    });
    it('shows nothing yet', () => {
      expect(currentCandidate(wait)).toBeUndefined();
    });
  });

  describe('when loading', () => {
    const loading = initialImageState(two, true);
    it('becomes loaded/success on load', () => {
      expect(imageTransition(loading, { type: 'load' })).toMatchObject({
        status: 'loaded',
        result: 'success',
        index: 0,
      });
    });
    it('tries the next candidate on fail, then errors when none are left', () => {
      const second = imageTransition(loading, { type: 'fail' });
      expect(second).toMatchObject({ status: 'loading', index: 1 });
      expect(currentCandidate(second)).toBe('https://a/x.png');
      const failed = imageTransition(second, { type: 'fail' });
      expect(failed).toMatchObject({ status: 'error', result: 'error' });
      expect(currentCandidate(failed)).toBeUndefined();
    });
    it('ignores visible', () => {
      expect(imageTransition(loading, { type: 'visible' })).toBe(loading);
    });
  });

  describe('when loaded or in error', () => {
    const loaded = imageTransition(initialImageState(two, true), { type: 'load' });
    const failed: ImageLoadState = { status: 'error', result: 'error', candidates: two, index: 1 };
    it('ignores visible, load and fail', () => {
      for (const state of [loaded, failed]) {
        expect(imageTransition(state, { type: 'visible' })).toBe(state);
        expect(imageTransition(state, { type: 'load' })).toBe(state);
        expect(imageTransition(state, { type: 'fail' })).toBe(state);
      }
    });
    it('starts over on reset', () => {
      expect(imageTransition(failed, { type: 'reset', candidates: ['b'], eager: false })).toMatchObject({
        status: 'wait',
        candidates: ['b'],
        index: 0,
      });
      expect(imageTransition(loaded, { type: 'reset', candidates: [], eager: false })).toMatchObject({
        status: 'loaded',
        result: 'empty',
      });
    });
  });
});
