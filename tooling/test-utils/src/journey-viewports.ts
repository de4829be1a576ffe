// The sizes each of the theme apps' journeys runs at. Every journey runs on a phone in each
// theme, where most players are, and most at desktop size in each theme too. The money journeys
// (deposit, withdraw), whose steps are the same forms at both sizes, run at desktop size in one
// theme only, the one this table names (one each), which saves about 40 s of the two lanes'
// journeys in a CI run. The session's, the start-up sequence's and site status's journeys keep
// both sizes in both themes: their issues ask for each of them in each theme at each size.
import type { ViewportName } from './chromium';

/** The theme app whose run of a journey also goes through it at desktop size. */
export const DESKTOP_RUN_OF = {
  deposit: 'lobby-aurora',
  withdraw: 'lobby-classic',
} as const satisfies Record<string, string>;

export type SizedJourney = keyof typeof DESKTOP_RUN_OF;

/** The sizes `app` runs `journey` at: a phone, and a desktop where the table says so. */
export function journeyViewports(app: string, journey: SizedJourney): readonly ViewportName[] {
  return DESKTOP_RUN_OF[journey] === app ? ['phone', 'desktop'] : ['phone'];
}
