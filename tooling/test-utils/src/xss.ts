// lobbykit's XSS suite, for any test that renders untrusted text: the corpus of payloads and the
// detector that sees one run (in a page: `xssDetectorScript` as an init script).
export { xssCorpus } from './xss-corpus';
export type { XssPayload } from './xss-corpus';
export { installXssDetector } from './xss-detector';
export type { XssDetector } from './xss-detector';
import { installXssDetector } from './xss-detector';

/**
 * The detector as a page's init script (Playwright's `addInitScript`): installed before the
 * page's own scripts, its hits kept in `window.__lkXssHits` for the test to read.
 */
export const xssDetectorScript = `window.__lkXssHits = (${installXssDetector.toString()})(window).hits;`;
