// The hall calls a page makes, each with the moment the browser sent it, so a test can tell
// which came before the first contentful paint (the lobby's home must need none).
import type { Page } from 'playwright-core';

export interface ApiRequest {
  readonly url: string;
  readonly method: string;
  /** Header names in lower case, as the page set them. */
  readonly headers: Readonly<Record<string, string>>;
  /** When the browser sent it, in milliseconds since the epoch (the browser's clock). */
  readonly sentAt: number;
}

/** Hall calls go to `/hall/...` on whichever origin serves them (the lobby's proxy or a line). */
export const isHallCall = (url: string): boolean =>
  URL.canParse(url) && new URL(url).pathname.startsWith('/hall/');

/**
 * Records the API requests of `page` from now on, through the DevTools protocol: its send time
 * is the browser's own (Playwright's request timing is only known once an answer came), and
 * a request that never gets an answer is recorded too. CORS preflights are not calls.
 */
export async function recordApiRequests(
  page: Page,
  isApiRequest: (url: string) => boolean = isHallCall,
): Promise<ApiRequest[]> {
  const requests: ApiRequest[] = [];
  const devtools = await page.context().newCDPSession(page);
  devtools.on('Network.requestWillBeSent', ({ request, wallTime }) => {
    if (request.method === 'OPTIONS' || !isApiRequest(request.url)) return;
    const headers = Object.fromEntries(
      Object.entries(request.headers).map(([name, value]) => [name.toLowerCase(), String(value)]),
    );
    requests.push({ url: request.url, method: request.method, headers, sentAt: wallTime * 1000 });
  });
  await devtools.send('Network.enable');
  return requests;
}

/** How long the page's first contentful paint may take to be reported once its content is there. */
const FIRST_PAINT_WAIT_MS = 5_000;

/**
 * The requests among `requests` that the current document sent before its first contentful
 * paint. A busy browser reports the paint a moment after the content is in the page, so this
 * waits for the report; it throws when the page has not painted within FIRST_PAINT_WAIT_MS.
 */
export async function requestsBeforeFirstPaint(
  page: Page,
  requests: readonly ApiRequest[],
): Promise<ApiRequest[]> {
  await page
    .waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0, undefined, {
      timeout: FIRST_PAINT_WAIT_MS,
    })
    .catch(() => undefined);
  const paint = await page.evaluate(() => {
    const entry = performance.getEntriesByName('first-contentful-paint')[0];
    return {
      documentStart: performance.timeOrigin,
      firstPaint: entry && performance.timeOrigin + entry.startTime,
    };
  });
  const { documentStart, firstPaint } = paint;
  if (firstPaint === undefined) {
    throw new Error(`requestsBeforeFirstPaint: ${page.url()} has no first contentful paint yet`);
  }
  return requests.filter((request) => request.sentAt >= documentStart && request.sentAt < firstPaint);
}
