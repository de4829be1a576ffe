import { formatDate } from '@lobbykit/i18n';
import { describe, expect, it } from 'vitest';
import { activityPeriod } from './activity-period';

const START = Date.UTC(2026, 10, 1, 12);
const END = Date.UTC(2026, 10, 30, 12);
const day = (at: number) => formatDate(at, 'en_US');

describe('activityPeriod', () => {
  describe('when the activity has dates', () => {
    it.each([
      [
        'both',
        { startTime: START, endTime: END },
        'lobby.promotions.dates',
        { start: day(START), end: day(END) },
      ],
      ['a start only', { startTime: START }, 'lobby.promotions.from', { date: day(START) }],
      ['an end only', { endTime: END }, 'lobby.promotions.until', { date: day(END) }],
    ])('says %s', (_, times, key, params) => {
      expect(activityPeriod(times, 'en_US')).toEqual({ key, params });
    });
  });

  describe('when it has none, or none that is a date', () => {
    it.each([[{}], [{ startTime: Number.NaN }]])('says nothing for %j', (times) => {
      expect(activityPeriod(times, 'en_US')).toBeUndefined();
    });
  });
});
