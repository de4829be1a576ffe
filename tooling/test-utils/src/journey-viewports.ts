// The sizes each of the theme apps' journeys runs at. Every journey runs on a phone in each
// theme, where most players are. A journey whose steps are the same at both sizes (a modal, a
// form, a status page in a frame) runs at desktop size in one theme only, the one this table
// names; the table alternates between the themes, so each theme still goes through its desktop
// layout in several journeys. Journeys whose steps differ by size (the visitor's: side menu or
// tab bar; the returning player's; a site's layout options) are not listed and keep both sizes.
// The desktop runs this leaves out took about 150 s of the two lanes' journeys in a CI run.
import type { ViewportName } from './chromium';

/** The theme app whose run of a journey also goes through it at desktop size. */
export const DESKTOP_RUN_OF = {
  deposit: 'lobby-aurora',
  withdraw: 'lobby-classic',
  'login-methods': 'lobby-aurora',
  startup: 'lobby-aurora',
  lines: 'lobby-aurora',
  'config-change': 'lobby-classic',
  'region-page': 'lobby-aurora',
  'log-in-chunk-gone': 'lobby-classic',
} as const satisfies Record<string, string>;

export type SizedJourney = keyof typeof DESKTOP_RUN_OF;

/** The sizes `app` runs `journey` at: a phone, and a desktop where the table says so. */
export function journeyViewports(app: string, journey: SizedJourney): readonly ViewportName[] {
  return DESKTOP_RUN_OF[journey] === app ? ['phone', 'desktop'] : ['phone'];
}
