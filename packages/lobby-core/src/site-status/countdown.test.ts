import { describe, expect, it } from 'vitest';
import { countdownText, secondsUntil } from './countdown';

describe('secondsUntil', () => {
  it.each([
    ['an hour ahead', 3_600_000, 0, 0, 3600],
    ['a part second rounds up', 1_500, 0, 0, 2],
    ['the hall 10 s ahead of this device', 60_000, 0, 10_000, 50],
    ['the hall 10 s behind', 60_000, 0, -10_000, 70],
    ['passed', 1_000, 5_000, 0, 0],
    ['no end', undefined, 0, 0, undefined],
    ['not a number', Number.NaN, 0, 0, undefined],
  ] as const)('%s', (_name, end, now, offset, expected) => {
    expect(secondsUntil(end, now, offset)).toBe(expected);
  });
});

describe('countdownText', () => {
  it.each([
    [0, '0:00:00'],
    [59, '0:00:59'],
    [3725, '1:02:05'],
    [36 * 3600 + 1, '36:00:01'],
    [-4, '0:00:00'],
    [12.7, '0:00:12'],
  ])('%s s is %s', (seconds, text) => {
    expect(countdownText(seconds)).toBe(text);
  });
});
