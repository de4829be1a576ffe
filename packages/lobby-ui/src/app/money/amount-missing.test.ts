import { describe, expect, it } from 'vitest';
import { amountMissing } from './amount-missing';

describe('amountMissing', () => {
  describe('when the balance is below the minimum', () => {
    it('is the exact difference', () => {
      expect(amountMissing(2000, 1234.5)).toBe('765.5');
      expect(amountMissing(0.3, 0.1)).toBe('0.2');
    });
  });

  describe('when nothing is missing', () => {
    it('is undefined', () => {
      expect(amountMissing(100, 100)).toBeUndefined();
      expect(amountMissing(100, 250)).toBeUndefined();
    });
  });
});
