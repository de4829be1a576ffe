import { describe, expect, it } from 'vitest';
import { periodRange, RECORD_PERIODS } from './record-periods';

// 15 March 2026, 14:30 local time.
const now = new Date(2026, 2, 15, 14, 30, 5).getTime();

describe('periodRange', () => {
  describe('when the period is today', () => {
    it('runs from local midnight to now', () => {
      expect(periodRange('today', now)).toEqual({ from: new Date(2026, 2, 15).getTime(), to: now });
    });
  });

  describe('when the period is the last 7 or 30 days', () => {
    it('starts at midnight of the first of those calendar days, today counted', () => {
      expect(periodRange('week', now).from).toBe(new Date(2026, 2, 9).getTime());
      expect(periodRange('month', now).from).toBe(new Date(2026, 1, 14).getTime());
    });
  });

  describe('when any period is asked for', () => {
    it('ends now and starts at a midnight, no later than the start of today', () => {
      for (const period of RECORD_PERIODS) {
        const { from, to } = periodRange(period, now);
        expect(to).toBe(now);
        const start = new Date(from);
        expect([start.getHours(), start.getMinutes(), start.getSeconds(), start.getMilliseconds()]).toEqual([
          0, 0, 0, 0,
        ]);
        expect(from).toBeLessThanOrEqual(new Date(2026, 2, 15).getTime());
      }
    });
  });
});
