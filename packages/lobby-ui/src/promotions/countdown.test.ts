import { describe, expect, it } from 'vitest';
import { formatCountdown } from './countdown';

const NOW = Date.UTC(2026, 2, 15, 14, 30);

describe('formatCountdown', () => {
  describe('when the reset is ahead', () => {
    it.each([
      [1_000, '00:00:01'],
      [1, '00:00:01'],
      [59_999, '00:01:00'],
      [61_000, '00:01:01'],
      [3_600_000, '01:00:00'],
      [(23 * 3600 + 59 * 60 + 59) * 1000, '23:59:59'],
      [26 * 3_600_000, '26:00:00'],
    ])('shows %i ms as %s', (left, shown) => {
      expect(formatCountdown(NOW, NOW + left)).toBe(shown);
    });
  });

  describe('when the reset has come or passed', () => {
    it.each([0, -1, -90_000])('shows 00:00:00 for %i ms', (left) => {
      expect(formatCountdown(NOW, NOW + left)).toBe('00:00:00');
    });
  });
});
