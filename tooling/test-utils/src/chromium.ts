// What the Chromium e2e tests do to every page they check: open it at a phone or desktop size
// while recording its errors, run axe-core inside it (colour contrast included, which jsdom
// cannot measure), and keep a screenshot. `openLobbyPage` does all of it for a lobby page,
// with its Content-Security-Policy violations and the hall calls made before the first paint.
import { appendFileSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import axe, { type AxeResults, type ElementContext, type RunOptions } from 'axe-core';
import type { BrowserContext, Frame, Page } from 'playwright-core';
import { isHallCall, recordApiRequests, requestsBeforeFirstPaint, type ApiRequest } from './api-requests';

export type { ApiRequest } from './api-requests';
export { DESKTOP_RUN_OF, journeyViewports, type SizedJourney } from './journey-viewports';
export { lineSignInPage } from './line-sign-in-page';
export type { LineSignInPageOptions } from './line-sign-in-page';

/** The two sizes every lobby page is checked at. */
export const VIEWPORTS = {
  phone: { width: 390, height: 844 },
  desktop: { width: 1440, height: 900 },
} as const;
export type ViewportName = keyof typeof VIEWPORTS;

/** Where screenshots land: `.screenshots/` at the repository root (git-ignored). */
export const SCREENSHOTS_DIR = join(import.meta.dirname, '..', '..', '..', '.screenshots');

export interface WatchedPage {
  readonly page: Page;
  /** Uncaught errors and console errors of the page (with the script or resource URL), in order. */
  readonly errors: string[];
}

/**
 * A new page that records its errors, not yet navigated, so a test can watch its requests
 * before `page.goto`.
 */
export async function newWatchedPage(
  browser: BrowserContext,
  { viewport }: { readonly viewport?: ViewportName } = {},
): Promise<WatchedPage> {
  const page = await browser.newPage();
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    // "Failed to load resource" does not say which one; the location does.
    const { url } = message.location();
    errors.push(url && !message.text().includes(url) ? `${message.text()} (${url})` : message.text());
  });
  if (viewport) await page.setViewportSize(VIEWPORTS[viewport]);
  return { page, errors };
}

interface AxeWindow {
  axe?: { run(context: ElementContext, options: RunOptions): Promise<AxeResults> };
}

/**
 * The violations axe-core finds in the page, or in the first element matching `selector`,
 * one line each: `rule-id: target, target`. Every rule is on unless `rules` turns it off.
 */
export async function axeViolationsIn(
  page: Page | Frame,
  selector?: string,
  rules: Record<string, { enabled: boolean }> = {},
  exclude: readonly string[] = [],
): Promise<string[]> {
  // Evaluated rather than added as a <script>: a page with a strict Content-Security-Policy
  // (the lobby has one) refuses inline scripts, not the test's own evaluation.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  return page.evaluate(
    async ([selector, rules, exclude]) => {
      const root = selector === undefined ? document : document.querySelector(selector);
      if (!root) throw new Error(`axe: nothing matches ${selector}`);
      const context =
        exclude.length === 0
          ? root
          : { include: [root === document ? document.documentElement : root], exclude: [...exclude] };
      // `iframes: false`: axe in this document would ask each frame's own axe for its results
      // and wait half a second for a frame without one (a game, a sign-in button, any page
      // the test did not load axe into) before leaving it out. A lobby page's frames are other
      // sites, or standalone pages their journeys check themselves (status-journey.ts).
      const result = await (window as AxeWindow).axe!.run(context, {
        rules,
        resultTypes: ['violations'],
        iframes: false,
      });
      return result.violations.map(
        (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
      );
    },
    [selector, rules, exclude] as const,
  );
}

/**
 * The elements of the page that blur what is behind them (`backdrop-filter`), as `tag.class`.
 * A blur is drawn again at each frame of whatever moves under it (a marquee, a carousel): on a
 * phone's CPU, one long task after another for as long as it is on screen.
 */
export function backdropBlurredElements(page: Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('*')]
      .filter((element) => getComputedStyle(element).backdropFilter !== 'none')
      .map((element) => `${element.localName}.${[...element.classList].join('.')}`),
  );
}

/** Saves a PNG of the page as `.screenshots/<name>.png` and answers its path. */
export async function screenshot(
  page: Page,
  name: string,
  { fullPage = true }: { readonly fullPage?: boolean } = {},
): Promise<string> {
  mkdirSync(SCREENSHOTS_DIR, { recursive: true });
  const path = join(SCREENSHOTS_DIR, `${name}.png`);
  await page.screenshot({ path, fullPage });
  return path;
}

/** Where lobby page checks keep their screenshots: `.reports/screenshots/<app>/` at the repository root (git-ignored). */
export const PAGE_SCREENSHOTS_DIR = join(import.meta.dirname, '..', '..', '..', '.reports', 'screenshots');

/**
 * Where every page check is recorded, one JSON line per check in `<app>.jsonl`: the app, the
 * label, the viewport and how many console errors, policy violations and axe violations it found.
 * `npm test` and `pnpm audit:lobby` sum them over every journey. `LOBBYKIT_PAGE_CHECKS_DIR`
 * moves them (test-utils' own tests, whose pages break on purpose, keep theirs apart).
 */
export const PAGE_CHECKS_DIR =
  process.env['LOBBYKIT_PAGE_CHECKS_DIR'] ??
  join(import.meta.dirname, '..', '..', '..', '.reports', 'page-checks');

/** Appends one check's counts to its app's record (see PAGE_CHECKS_DIR). */
export function recordPageCheck(
  check: { readonly app: string; readonly label: string } & Record<string, unknown>,
) {
  mkdirSync(PAGE_CHECKS_DIR, { recursive: true });
  appendFileSync(join(PAGE_CHECKS_DIR, `${check.app}.jsonl`), `${JSON.stringify(check)}\n`);
}

/** The page-side name through which the page reports policy violations to the test. */
const CSP_BINDING = '__lobbykitCspViolation';

export interface PageCheckOptions {
  /**
   * Console errors this visit causes on purpose (a hall made to fail answers 503, which Chromium
   * logs): an error matching one of them does not fail the check. Anything else still does.
   */
  readonly expectedErrors?: readonly RegExp[];
  /** axe rules to set, e.g. `{ region: { enabled: false } }`; every rule runs unless turned off here. */
  readonly axeRules?: Record<string, { enabled: boolean }>;
  /**
   * Parts of the page axe leaves out (CSS selectors): the thousands of repeats of one component
   * in a grid scrolled to its end, say, whose first ones it still checks. axe's time grows with
   * the page, about 20 s for 2,000 game cards.
   */
  readonly axeExclude?: readonly string[];
  /**
   * The screenshot takes the whole page, not only the screen the player sees: it lays out and
   * paints every card below the fold, up to a second a check on a loaded machine.
   * @default false
   */
  readonly fullPage?: boolean;
}

export interface LobbyPage {
  readonly page: Page;
  /** The app under test (the screenshots' and the page checks' folder name). */
  readonly app: string;
  /** The viewport the page has now, in the screenshot's name. */
  readonly viewport: ViewportName;
  /** Every console and uncaught error so far. */
  readonly errors: readonly string[];
  /** Every Content-Security-Policy violation so far, of the page or its frames: `directive refused what in document`. */
  readonly cspViolations: readonly string[];
  /** Every hall call so far (by default: a path under `/hall/`), with the browser's send time. */
  readonly apiRequests: readonly ApiRequest[];
  setViewport(viewport: ViewportName): Promise<void>;
  /**
   * Fails with every console error, policy violation and axe violation since the last check,
   * and saves `.reports/screenshots/<app>/<label>-<viewport>.png` of every check, or only of a
   * failing one (`screenshots: 'failures'`). Answers the path of the screenshot it kept, if any.
   */
  check(label: string, options?: PageCheckOptions): Promise<string | undefined>;
  /** The hall calls the document sent before its first contentful paint (throws before it painted). */
  apiRequestsBeforeFirstPaint(): Promise<ApiRequest[]>;
  close(): Promise<void>;
}

/**
 * Which checks keep a screenshot: every one (`all`), to look at what a journey showed, or only
 * a check that fails (`failures`), where nobody looks at the rest: `npm test` on a CI machine,
 * where a screenshot of each of some 300 checks cost about a tenth of the journeys' time.
 */
export type ScreenshotMode = 'all' | 'failures';

/** The mode `LOBBYKIT_SCREENSHOTS` asks for (`failures`), or `all`. */
export function screenshotModeFromEnv(env: Record<string, string | undefined> = process.env): ScreenshotMode {
  return env.LOBBYKIT_SCREENSHOTS === 'failures' ? 'failures' : 'all';
}

export interface OpenLobbyPageOptions {
  /** The app under test: the screenshots' folder. */
  readonly app: string;
  /** Which checks keep a screenshot. @default screenshotModeFromEnv() */
  readonly screenshots?: ScreenshotMode;
  /** @default 'phone' */
  readonly viewport?: ViewportName;
  /** Which requests are hall calls. @default a path under `/hall/` */
  readonly isApiRequest?: (url: string) => boolean;
  /**
   * The user agent the page sends and reports, e.g. a phone's (without its client hints: a
   * server then reads the user agent alone). @default the browser's own
   */
  readonly userAgent?: string;
  /**
   * Whether the page runs its animations (`full`) or sees the player's reduced-motion preference
   * (`reduced`). Headless Chromium here composites in software: one running marquee keeps a
   * page at 60% of a core on a phone and 100% on a desktop (9% and 16% reduced), and lanes of
   * journeys side by side then starve each other. A journey checks behaviour, so it runs
   * reduced unless it is about what moves (the carousel, the marquee) and asks for `full`.
   * @default 'reduced'
   */
  readonly motion?: 'full' | 'reduced';
  /**
   * Runs on the new page once the page's own recorders are on and before it navigates, for a
   * watcher that must see the page from its first moment (a DevTools session counting its
   * sockets, a recorder of every console line). @default nothing
   */
  readonly beforeGoto?: (page: Page) => Promise<void>;
}

/**
 * Waits until the lobby has taken over a page a server rendered (its root stamped
 * `data-lk-render`): hydrated, or rendered afresh (`data-lk-hydration` on the root). Until then
 * the page shows the server's markup, which answers no click. Other pages are ready at once.
 */
export async function lobbyTakenOver(page: Page): Promise<void> {
  await page.waitForFunction(() => {
    const root = document.getElementById('root');
    return !root?.hasAttribute('data-lk-render') || root.hasAttribute('data-lk-hydration');
  });
}

/**
 * Opens `url` in a new page that records its errors, its policy violations (frames included)
 * and its hall calls from its very first request, at a phone or desktop size. Every page
 * visit of an e2e journey goes through it and calls `check` at each state it reaches.
 */
export async function openLobbyPage(
  browser: BrowserContext,
  url: string,
  {
    app,
    viewport = 'phone',
    screenshots = screenshotModeFromEnv(),
    isApiRequest = isHallCall,
    userAgent,
    motion = 'reduced',
    beforeGoto,
  }: OpenLobbyPageOptions,
): Promise<LobbyPage> {
  if (!/^[a-z0-9-]+$/.test(app))
    throw new Error(`openLobbyPage: app ${JSON.stringify(app)} is not a folder name`);
  const { page, errors } = await newWatchedPage(browser, { viewport });
  await page.emulateMedia({ reducedMotion: motion === 'reduced' ? 'reduce' : 'no-preference' });
  const cspViolations: string[] = [];
  await page.exposeBinding(CSP_BINDING, (_source, line: string) => void cspViolations.push(line));
  await page.addInitScript((binding) => {
    document.addEventListener('securitypolicyviolation', (event) => {
      const report = (window as unknown as Record<string, (line: string) => void>)[binding];
      report?.(`${event.effectiveDirective} refused ${event.blockedURI || 'inline'} in ${event.documentURI}`);
    });
  }, CSP_BINDING);
  const apiRequests = await recordApiRequests(page, isApiRequest);
  if (userAgent) {
    const devtools = await page.context().newCDPSession(page);
    await devtools.send('Emulation.setUserAgentOverride', { userAgent });
  }
  await beforeGoto?.(page);
  let current = viewport;
  let errorsSeen = 0;
  let violationsSeen = 0;
  await page.goto(url);
  await lobbyTakenOver(page);

  return {
    page,
    app,
    get viewport() {
      return current;
    },
    errors,
    cspViolations,
    apiRequests,
    async setViewport(next) {
      await page.setViewportSize(VIEWPORTS[next]);
      current = next;
    },
    async check(label, { expectedErrors = [], axeRules = {}, axeExclude = [], fullPage = false } = {}) {
      if (!/^[a-z0-9-]+$/.test(label))
        throw new Error(`check: label ${JSON.stringify(label)} is not a file name`);
      const dir = join(PAGE_SCREENSHOTS_DIR, app);
      const path = join(dir, `${label}-${current}.png`);
      const keep = async () => {
        mkdirSync(dir, { recursive: true });
        await page.screenshot({ path, fullPage });
      };
      const started = performance.now();
      if (screenshots === 'all') await keep();
      const screenshotDone = performance.now();
      const axeViolations = await axeViolationsIn(page, undefined, axeRules, axeExclude);
      const axeDone = performance.now();
      // A round trip into the page, so reports it sent before this check have arrived.
      await page.evaluate(() => undefined);
      const newErrors = errors
        .slice(errorsSeen)
        .filter((error) => !expectedErrors.some((expected) => expected.test(error)));
      const newViolations = cspViolations.slice(violationsSeen);
      errorsSeen = errors.length;
      violationsSeen = cspViolations.length;
      recordPageCheck({
        app,
        label,
        viewport: current,
        consoleErrors: newErrors.length,
        cspViolations: newViolations.length,
        axeViolations: axeViolations.length,
        screenshotMs: Math.round(screenshotDone - started),
        axeMs: Math.round(axeDone - screenshotDone),
      });
      const problems = [
        ...newErrors.map((error) => `console error: ${error}`),
        ...newViolations.map((violation) => `CSP violation: ${violation}`),
        ...axeViolations.map((violation) => `axe violation: ${violation}`),
      ];
      if (problems.length > 0) {
        // A screenshot that could not be taken (the page gone, say) must not hide the problems.
        const kept =
          screenshots === 'all' ||
          (await keep().then(
            () => true,
            () => false,
          ));
        const where = kept ? `screenshot ${path}` : 'no screenshot';
        throw new Error(
          `${app} ${label} (${current}): ${problems.length} problem(s), ${where}\n  ${problems.join('\n  ')}`,
        );
      }
      return screenshots === 'all' ? path : undefined;
    },
    apiRequestsBeforeFirstPaint: () => requestsBeforeFirstPaint(page, apiRequests),
    close: () => page.close(),
  };
}

/**
 * Waits for a popup (a sign-in window, a callback page) to close itself. When it does not, the
 * error says where it stopped, its URL, and what `explain` adds (the hall's requests, say):
 * a sign-in window that never came back names the step it stalled on.
 */
export async function popupClosed(
  popup: Page,
  explain?: () => Promise<string>,
  timeout = 30_000,
): Promise<void> {
  if (popup.isClosed()) return;
  try {
    await popup.waitForEvent('close', { timeout });
  } catch (cause) {
    if (popup.isClosed()) return;
    const more = explain ? await explain().catch((error: unknown) => `(unexplained: ${String(error)})`) : '';
    throw new Error(
      `the popup did not close in ${timeout} ms; it shows ${popup.url()}${more ? `; ${more}` : ''}`,
      {
        cause,
      },
    );
  }
}

interface HearingWindow {
  lobbykitHeard?: unknown[];
}

/**
 * Opens `url` in a popup of `opener` (a page already loaded) and waits for the popup to close,
 * with `opener` recording every message it hears from then on. Resolves to a reader of those
 * messages: what a window opened by this page posted to it (an OAuth callback page, say).
 */
export async function openPopupHearing(opener: Page, url: string): Promise<() => Promise<unknown[]>> {
  await opener.evaluate(() => {
    const page = window as HearingWindow;
    page.lobbykitHeard = [];
    addEventListener('message', (event) => page.lobbykitHeard!.push(event.data));
  });
  const [popup] = await Promise.all([
    opener.waitForEvent('popup'),
    opener.evaluate((target) => void window.open(target), url),
  ]);
  await popupClosed(popup);
  return () => opener.evaluate(() => (window as HearingWindow).lobbykitHeard ?? []);
}
