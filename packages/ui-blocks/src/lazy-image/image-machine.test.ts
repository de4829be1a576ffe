import { describe, expect, it } from 'vitest';
import {
  currentCandidate,
  imageLoadTransition,
  initialImageLoadState,
  type ImageLoadState,
} from './image-machine';

const two = ['https://a/x.avif', 'https://a/x.png'];

describe('image load machine', () => {
  describe('when created', () => {
    it('waits for visibility, loads at once when eager, is empty without candidates', () => {
      expect(initialImageLoadState(two, false)).toMatchObject({
        status: 'wait',
        result: undefined,
        index: 0,
      });
      expect(initialImageLoadState(two, true)).toMatchObject({ status: 'loading', index: 0 });
      expect(initialImageLoadState([], false)).toMatchObject({ status: 'loaded', result: 'empty' });
    });
  });

  describe('when in wait', () => {
    const wait = initialImageLoadState(two, false);
    it('starts loading on visible', () => {
      const next = imageLoadTransition(wait, { type: 'visible' });
      expect(next.status).toBe('loading');
      expect(currentCandidate(next)).toBe('https://a/x.avif');
    });
    it('ignores load and fail (stale events)', () => {
      expect(imageLoadTransition(wait, { type: 'load' })).toBe(wait);
      expect(imageLoadTransition(wait, { type: 'fail' })).toBe(wait);
    });
    it('shows nothing yet', () => {
      expect(currentCandidate(wait)).toBeUndefined();
    });
  });

  describe('when loading', () => {
    const loading = initialImageLoadState(two, true);
    it('becomes loaded/success on load', () => {
      expect(imageLoadTransition(loading, { type: 'load' })).toMatchObject({
        status: 'loaded',
        result: 'success',
        index: 0,
      });
    });
    it('tries the next candidate on fail, then errors when none are left', () => {
      const second = imageLoadTransition(loading, { type: 'fail' });
      expect(second).toMatchObject({ status: 'loading', index: 1 });
      expect(currentCandidate(second)).toBe('https://a/x.png');
      const failed = imageLoadTransition(second, { type: 'fail' });
      expect(failed).toMatchObject({ status: 'error', result: 'error' });
      expect(currentCandidate(failed)).toBeUndefined();
    });
    it('ignores visible', () => {
      expect(imageLoadTransition(loading, { type: 'visible' })).toBe(loading);
    });
  });

  describe('when loaded or in error', () => {
    const loaded = imageLoadTransition(initialImageLoadState(two, true), { type: 'load' });
    const failed: ImageLoadState = { status: 'error', result: 'error', candidates: two, index: 1 };
    it('ignores visible, load and fail', () => {
      for (const state of [loaded, failed]) {
        expect(imageLoadTransition(state, { type: 'visible' })).toBe(state);
        expect(imageLoadTransition(state, { type: 'load' })).toBe(state);
        expect(imageLoadTransition(state, { type: 'fail' })).toBe(state);
      }
    });
    it('starts over on reset', () => {
      expect(imageLoadTransition(failed, { type: 'reset', candidates: ['b'], eager: false })).toMatchObject({
        status: 'wait',
        candidates: ['b'],
        index: 0,
      });
      expect(imageLoadTransition(loaded, { type: 'reset', candidates: [], eager: false })).toMatchObject({
        status: 'loaded',
        result: 'empty',
      });
    });
  });
});
