import { describe, expect, it } from 'vitest';
import { snapTarget, stepTarget, thumbVars, type ScrollPosition } from './scroll-position';

const at = (offset: number, max: number): ScrollPosition => ({
  offset,
  max,
  atStart: offset <= 1,
  atEnd: offset >= max - 1,
});

describe('thumbVars', () => {
  describe('when the content overflows', () => {
    it('sizes the thumb to the visible share and places it by the offset', () => {
      expect(thumbVars(at(0, 800), 200, 1000)).toEqual({
        '--lk-thumb-size': '20.00%',
        '--lk-thumb-offset': '0.00%',
      });
      expect(thumbVars(at(400, 800), 200, 1000)).toEqual({
        '--lk-thumb-size': '20.00%',
        '--lk-thumb-offset': '40.00%',
      });
      expect(thumbVars(at(800, 800), 200, 1000)?.['--lk-thumb-offset']).toBe('80.00%');
    });

    it('keeps the thumb at 10% of the track however long the content', () => {
      expect(thumbVars(at(0, 99_800), 200, 100_000)?.['--lk-thumb-size']).toBe('10.00%');
    });
  });

  describe('when everything is in view', () => {
    it('fills the track and stays at its start', () => {
      expect(thumbVars(at(0, 0), 200, 150)).toEqual({
        '--lk-thumb-size': '100.00%',
        '--lk-thumb-offset': '0.00%',
      });
    });
  });

  describe('when the content has no size yet', () => {
    it('leaves the thumb alone', () => {
      expect(thumbVars(at(0, 0), 200, 0)).toBeUndefined();
    });
  });
});

describe('snapTarget', () => {
  describe('when a step is set', () => {
    it('settles on the nearest boundary within the scroll range', () => {
      expect(snapTarget(at(130, 800), 100)).toBe(100);
      expect(snapTarget(at(160, 800), 100)).toBe(200);
      expect(snapTarget(at(790, 790), 100)).toBeUndefined();
    });

    it('does not move for less than a pixel', () => {
      expect(snapTarget(at(100.5, 800), 100)).toBeUndefined();
      expect(snapTarget(at(101, 800), 100)).toBe(100);
    });
  });

  describe('when no step is set', () => {
    it('never snaps', () => {
      expect(snapTarget(at(130, 800), undefined)).toBeUndefined();
      expect(snapTarget(at(130, 800), 0)).toBeUndefined();
    });
  });
});

describe('stepTarget', () => {
  describe('when a step is set', () => {
    it('moves one step from the nearest boundary', () => {
      expect(stepTarget(130, 100, 200, 1)).toBe(200);
      expect(stepTarget(130, 100, 200, -1)).toBe(0);
      expect(stepTarget(160, 100, 200, 1)).toBe(300);
    });
  });

  describe('when no step is set', () => {
    it('moves 80% of the view, rounded to a pixel', () => {
      expect(stepTarget(130, undefined, 200, 1)).toBe(290);
      expect(stepTarget(400, 0, 333, -1)).toBe(134);
    });
  });
});
