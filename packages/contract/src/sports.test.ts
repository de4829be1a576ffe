import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { sportsMatchesSchema } from './sports';

const match = {
  id: 'm1',
  league: 'Harbour League',
  home: 'Lucky Harbor FC',
  away: 'Riverside United',
  kickoffAt: 1_764_417_600_000,
  odds: { home: 1.8, draw: 3.2, away: 4.1 },
};

describe('sportsMatchesSchema', () => {
  it('reads the matches, odds sent as decimal strings included', () => {
    const parsed = v.parse(sportsMatchesSchema, {
      lang: 'en',
      matches: [
        { ...match, kickoffAt: String(match.kickoffAt), odds: { home: '1.80', draw: 3.2, away: 4.1 } },
      ],
    });
    expect(parsed).toEqual({ lang: 'en', matches: [match] });
  });

  it.each([
    ['a list that is not one', { lang: 'en', matches: {} }, 'matches'],
    [
      'a match without its home team',
      { lang: 'en', matches: [{ ...match, home: undefined }] },
      'matches.0.home',
    ],
    [
      'odds below 1',
      { lang: 'en', matches: [{ ...match, odds: { ...match.odds, draw: 0.5 } }] },
      'matches.0.odds.draw',
    ],
    [
      'a kick-off that is not a time',
      { lang: 'en', matches: [{ ...match, kickoffAt: 'soon' }] },
      'matches.0.kickoffAt',
    ],
  ])('refuses %s, at its path', (_name, data, path) => {
    const result = v.safeParse(sportsMatchesSchema, data);
    expect(result.success).toBe(false);
    expect(v.getDotPath(result.issues![0])).toBe(path);
  });
});
