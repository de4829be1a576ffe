import { describe, expect, it } from 'vitest';
import { jackpotValueAt, poolAmountAt, type JackpotMotion } from './jackpot-motion';

const motion: JackpotMotion = { from: 1000, amount: 2000, growthPerSecond: 10, since: 0, catchUpMs: 1000 };

describe('jackpot motion', () => {
  describe('when a new amount arrives', () => {
    it('starts from what was shown and reaches the growing pool when the catch-up ends', () => {
      expect(jackpotValueAt(motion, 0)).toBe(1000);
      const half = jackpotValueAt(motion, 500);
      expect(half).toBeGreaterThan(1500);
      expect(half).toBeLessThan(poolAmountAt(motion, 500));
      expect(jackpotValueAt(motion, 1000)).toBe(2010);
    });

    it('rises steadily from then on', () => {
      expect(jackpotValueAt(motion, 4000)).toBe(2040);
      expect(poolAmountAt(motion, 61_000)).toBe(2610);
    });
  });

  describe('when the pool does not grow or there is no catch-up', () => {
    it('shows the amount itself', () => {
      expect(jackpotValueAt({ ...motion, growthPerSecond: 0, catchUpMs: 0 }, 50)).toBe(2000);
      expect(poolAmountAt({ ...motion, growthPerSecond: 0 }, 99_000)).toBe(2000);
    });
  });

  describe('when the clock reads before the arrival', () => {
    it('never runs the growth backwards', () => {
      expect(poolAmountAt(motion, -5000)).toBe(2000);
      expect(jackpotValueAt(motion, -5000)).toBe(1000);
    });
  });
});
