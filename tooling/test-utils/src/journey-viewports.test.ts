import { describe, expect, it } from 'vitest';
import { DESKTOP_RUN_OF, journeyViewports, type SizedJourney } from './journey-viewports';

const THEMES = ['lobby-classic', 'lobby-aurora'];
const journeys = Object.keys(DESKTOP_RUN_OF) as SizedJourney[];

describe('journeyViewports', () => {
  it.each(journeys)('runs %s on a phone in both themes, at desktop size in exactly one', (journey) => {
    const runs = THEMES.map((app) => journeyViewports(app, journey));
    expect(runs.every((sizes) => sizes[0] === 'phone')).toBe(true);
    expect(runs.filter((sizes) => sizes.includes('desktop'))).toHaveLength(1);
  });

  it('gives each theme some of the desktop runs', () => {
    for (const app of THEMES) {
      expect(
        journeys.filter((journey) => journeyViewports(app, journey).includes('desktop')).length,
      ).toBeGreaterThan(0);
    }
  });

  it('runs an unknown theme app (a new skin) on a phone', () => {
    expect(journeyViewports('lobby-lagoon', 'deposit')).toEqual(['phone']);
  });
});
