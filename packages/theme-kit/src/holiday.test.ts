import type { HolidayTheme } from '@lobbykit/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { findHolidayOverlay, isHolidayActive, parseHolidayTime } from './holiday';
import type { HolidayOverlay } from './holiday';

const SEPT_15 = Date.UTC(2025, 8, 15, 12);
const DAY = 86_400_000;

const midAutumn: HolidayTheme = {
  themeType: 'midAutumn',
  status: 1,
  showStartTime: SEPT_15 - DAY,
  showEndTime: SEPT_15 + DAY,
  currencyCodes: 'CNY,USD, THB',
};

describe('parseHolidayTime', () => {
  describe('when given numbers', () => {
    it('reads epoch milliseconds as they are and small numbers as seconds', () => {
      expect(parseHolidayTime(SEPT_15)).toBe(SEPT_15);
      expect(parseHolidayTime(SEPT_15 / 1000)).toBe(SEPT_15);
      expect(parseHolidayTime(String(SEPT_15))).toBe(SEPT_15);
      expect(parseHolidayTime(' 1757937600 ')).toBe(1_757_937_600_000);
    });
    it('is undefined for a number that is not finite', () => {
      expect(parseHolidayTime(Number.NaN)).toBeUndefined();
      expect(parseHolidayTime(Infinity)).toBeUndefined();
    });
  });
  describe('when given date text', () => {
    it('reads ISO dates with a zone exactly', () => {
      expect(parseHolidayTime('2025-09-15T12:00:00Z')).toBe(SEPT_15);
      expect(parseHolidayTime('2025-09-15T20:00:00+08:00')).toBe(SEPT_15);
    });
    it('reads "YYYY-MM-DD HH:mm:ss" and "YYYY-MM-DD" in the local time zone', () => {
      expect(parseHolidayTime('2025-09-15 12:30:05')).toBe(new Date(2025, 8, 15, 12, 30, 5).getTime());
      expect(parseHolidayTime('2025-9-5 08:00')).toBe(new Date(2025, 8, 5, 8, 0).getTime());
      expect(parseHolidayTime('2025-09-15')).toBe(new Date(2025, 8, 15).getTime());
    });
    it('is undefined for unreadable text or no value', () => {
      expect(parseHolidayTime('soon')).toBeUndefined();
      expect(parseHolidayTime('')).toBeUndefined();
      expect(parseHolidayTime(undefined)).toBeUndefined();
    });
  });
});

describe('isHolidayActive', () => {
  const context = { now: SEPT_15, currency: 'CNY' };

  describe('when status is on, now is inside the window and the currency is listed', () => {
    it('is active, with both window ends inclusive and currencies trimmed and case-insensitive', () => {
      expect(isHolidayActive(midAutumn, context)).toBe(true);
      expect(isHolidayActive(midAutumn, { now: SEPT_15 - DAY, currency: 'thb' })).toBe(true);
      expect(isHolidayActive(midAutumn, { now: SEPT_15 + DAY, currency: ' USD ' })).toBe(true);
    });
  });
  describe('when the status is not on', () => {
    it('is inactive', () => {
      expect(isHolidayActive({ ...midAutumn, status: 0 }, context)).toBe(false);
      expect(isHolidayActive({ ...midAutumn, status: 2 }, context)).toBe(false);
      expect(isHolidayActive({ ...midAutumn, status: undefined }, context)).toBe(false);
    });
  });
  describe('when now is outside the window', () => {
    it('is inactive', () => {
      expect(isHolidayActive(midAutumn, { ...context, now: SEPT_15 - DAY - 1 })).toBe(false);
      expect(isHolidayActive(midAutumn, { ...context, now: SEPT_15 + DAY + 1 })).toBe(false);
    });
  });
  describe('when a window end is missing or unreadable', () => {
    it('treats a missing end as open and an unreadable one as inactive', () => {
      expect(isHolidayActive({ ...midAutumn, showStartTime: undefined }, { ...context, now: 0 })).toBe(true);
      expect(
        isHolidayActive({ ...midAutumn, showEndTime: undefined }, { ...context, now: SEPT_15 * 2 }),
      ).toBe(true);
      expect(isHolidayActive({ ...midAutumn, showEndTime: 'never' }, context)).toBe(false);
    });
  });
  describe('when the currency is not listed', () => {
    it('is inactive, also for an empty list or no currency', () => {
      expect(isHolidayActive(midAutumn, { ...context, currency: 'BRL' })).toBe(false);
      expect(isHolidayActive(midAutumn, { ...context, currency: 'CN' })).toBe(false);
      expect(isHolidayActive({ ...midAutumn, currencyCodes: '' }, context)).toBe(false);
      expect(isHolidayActive({ ...midAutumn, currencyCodes: undefined }, context)).toBe(false);
      expect(isHolidayActive(midAutumn, { ...context, currency: undefined })).toBe(false);
    });
  });

  describe('when given any entry (property)', () => {
    it('is active exactly when status is 1, start <= now <= end and the currency is in the list', () => {
      const code = fc.constantFrom('CNY', 'USD', 'THB', 'BRL', 'USDT1:1', 'BTC1:100000');
      fc.assert(
        fc.property(
          fc.constantFrom(0, 1, 2, undefined),
          fc.integer({ min: 0, max: 1e9 }).map((seconds) => 1e12 + seconds * 1000),
          fc.integer({ min: 0, max: 1e9 }),
          fc.integer({ min: -2e9, max: 2e9 }),
          fc.uniqueArray(code, { maxLength: 4 }),
          code,
          (status, start, length, offset, codes, currency) => {
            const end = start + length;
            const now = start + offset;
            const entry: HolidayTheme = {
              themeType: 'midAutumn',
              status,
              showStartTime: start,
              showEndTime: String(end),
              currencyCodes: codes.join(' ,'),
            };
            const expected = status === 1 && now >= start && now <= end && codes.includes(currency);
            expect(isHolidayActive(entry, { now, currency })).toBe(expected);
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});

describe('findHolidayOverlay', () => {
  const overlay = (name: string, themeType: string | number): HolidayOverlay => ({
    name,
    themeType,
    slots: { main: () => null },
  });
  const moon = overlay('mid-autumn', 'midAutumn');
  const lunar = overlay('lunar-new-year', 3);

  describe('when an active entry matches an overlay', () => {
    it('returns that overlay, matching theme types as text', () => {
      expect(findHolidayOverlay([midAutumn], [lunar, moon], { now: SEPT_15, currency: 'CNY' })).toBe(moon);
      expect(
        findHolidayOverlay([{ ...midAutumn, themeType: '3' }], [moon, lunar], {
          now: SEPT_15,
          currency: 'CNY',
        }),
      ).toBe(lunar);
    });
    it('prefers the first overlay in the app order', () => {
      const both = [midAutumn, { ...midAutumn, themeType: 3 }];
      expect(findHolidayOverlay(both, [lunar, moon], { now: SEPT_15, currency: 'CNY' })).toBe(lunar);
    });
  });
  describe('when nothing matches', () => {
    it('returns undefined for an inactive entry, an unknown theme type or no entries', () => {
      expect(findHolidayOverlay([midAutumn], [moon], { now: SEPT_15, currency: 'BRL' })).toBeUndefined();
      expect(
        findHolidayOverlay([{ ...midAutumn, themeType: 'xmas' }], [moon], { now: SEPT_15, currency: 'CNY' }),
      ).toBeUndefined();
      expect(findHolidayOverlay(undefined, [moon], { now: SEPT_15, currency: 'CNY' })).toBeUndefined();
      expect(findHolidayOverlay([midAutumn], [], { now: SEPT_15, currency: 'CNY' })).toBeUndefined();
    });
  });
});
