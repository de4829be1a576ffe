import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatDate } from './date-format';

const instant = Date.UTC(2024, 0, 31, 8, 5, 9);

describe('formatDate', () => {
  describe('when given a language', () => {
    it('uses its date format', () => {
      expect(formatDate(instant, 'en_US', { utc: true })).toBe('31/01/2024 08:05:09');
      expect(formatDate(instant, 'zh_CN', { utc: true })).toBe('2024-01-31 08:05:09');
      expect(formatDate(new Date(instant), 'de_DE', { utc: true })).toBe('31.01.2024 08:05:09');
      expect(formatDate(instant, 'ja_JP', { utc: true })).toBe('2024/01/31 08:05:09');
      expect(formatDate(instant, 'tl_PH', { utc: true })).toBe('01/31/2024 08:05:09');
    });
  });

  describe('when given a pattern', () => {
    it('fills its tokens', () => {
      expect(formatDate(instant, 'YYYY.MM.DD', { utc: true })).toBe('2024.01.31');
    });
  });

  describe('when utc is off', () => {
    it('reads the device time zone', () => {
      const date = new Date(instant);
      expect(formatDate(date, 'HH:mm')).toBe(
        `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`,
      );
    });
  });

  describe('when the date is invalid', () => {
    it('returns an empty string', () => {
      expect(formatDate(Number.NaN, 'en_US')).toBe('');
      expect(formatDate(new Date('nope'), 'en_US')).toBe('');
    });
  });

  describe('when given any instant', () => {
    it('matches the ISO string in UTC', () => {
      fc.assert(
        fc.property(fc.integer({ min: 0, max: 253402300799000 }), (ms) => {
          const iso = new Date(ms).toISOString();
          expect(formatDate(ms, 'zh_CN', { utc: true })).toBe(`${iso.slice(0, 10)} ${iso.slice(11, 19)}`);
        }),
        { numRuns: 1000 },
      );
    });
  });
});
