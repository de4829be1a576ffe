import { describe, expect, it } from 'vitest';
import { isUnreachable } from './lines';

describe('isUnreachable', () => {
  describe('when the ping is the unreachable mark or worse', () => {
    it('is true', () => {
      expect(isUnreachable({ ping: 9999 })).toBe(true);
      expect(isUnreachable({ ping: 12000 })).toBe(true);
      expect(isUnreachable({ ping: Number.NaN })).toBe(true);
    });
  });

  describe('when the ping is a measurement', () => {
    it('is false', () => {
      expect(isUnreachable({ ping: 0 })).toBe(false);
      expect(isUnreachable({ ping: 9998 })).toBe(false);
    });
  });
});
