// The site's status pages as e2e steps (spec §4 "Site status"): the maintenance or region page
// over the lobby, in its frame, read as a player reads it; its "Try again"; and the XSS suite
// through the standalone pages' query strings.
import type { Page } from 'playwright-core';
import { axeViolationsIn, type LobbyPage, type PageCheckOptions } from './chromium';
import { xssCorpus, xssDetectorScript } from './xss';

/** What the status page says, as text. */
export interface StatusPageSeen {
  readonly heading: string;
  readonly body: string;
  /** The countdown line, when there is one. */
  readonly timer: string | undefined;
  readonly note: string | undefined;
  /** The customer-service link's address, when there is one. */
  readonly link: string | undefined;
}

const textOrNone = async (locator: ReturnType<Page['locator']>) =>
  (await locator.isVisible()) ? ((await locator.textContent()) ?? '') : undefined;

/**
 * Waits for the status page named `title` over the lobby, checks the lobby and the page in its
 * frame (console, policy, axe; `check` labels the screenshot), and answers what it says.
 */
export async function seeStatusPage(
  lobby: LobbyPage,
  title: string,
  label: string,
  check?: PageCheckOptions,
): Promise<StatusPageSeen> {
  const { page } = lobby;
  const dialog = page.getByRole('dialog', { name: title });
  await dialog.waitFor();
  const frame = dialog.frameLocator('iframe');
  // The lobby's words have arrived: the heading is the title it sent.
  await frame.getByRole('heading', { level: 1, name: title }).waitFor();
  await lobby.check(label, { ...check, fullPage: false });
  const framed = page.frames().find((candidate) => /\/pages\/(503|403)\/index\.html/.test(candidate.url()));
  if (!framed) throw new Error(`seeStatusPage: no status page frame under "${title}"`);
  const inFrame = await axeViolationsIn(framed);
  if (inFrame.length > 0) throw new Error(`seeStatusPage: axe in the status page: ${inFrame.join('; ')}`);
  const link = framed.getByRole('link');
  return {
    heading: (await framed.getByRole('heading', { level: 1 }).textContent()) ?? '',
    body: (await framed.locator('[data-status-body]').textContent()) ?? '',
    timer: await textOrNone(framed.getByRole('timer')),
    note: await textOrNone(framed.locator('[data-status-note]')),
    link: (await link.isVisible()) ? ((await link.getAttribute('href')) ?? undefined) : undefined,
  };
}

/** Taps "Try again" on the status page named `title`, and waits for the page to go. */
export async function tryStatusPageAgain(
  lobby: LobbyPage,
  title: string,
  retryLabel = 'Try again',
): Promise<void> {
  const dialog = lobby.page.getByRole('dialog', { name: title });
  await dialog.frameLocator('iframe').getByRole('button', { name: retryLabel }).click();
  await dialog.waitFor({ state: 'detached' });
}

/** The standalone pages and the query parameters each reads (spec §1). */
const STATUS_PAGES = {
  '/pages/503/index.html': ['payloadKey', 'title', 'useIframe', 't'],
  '/pages/403/index.html': ['logId', 'payloadId', 'title', 't'],
} as const;

/** How many payloads' pages load at once, each in a frame of one harness page. */
const FRAMES_AT_ONCE = 40;
/** How many payloads also load as a page of their own (not framed), by navigation. */
const ALONE = 40;

/**
 * Opens each standalone status page once per corpus payload, the payload in every one of its
 * query parameters, with the XSS detector installed first: framed (many at once, in frames of one
 * page on the lobby's origin, as the lobby frames them) for the whole corpus, and alone (a
 * navigation each) for the first ALONE payloads. Answers how many loads ran and what executed
 * (nothing, for a safe page), or a heading that is not the payload's text.
 */
export async function statusPagesUnderXss(
  newPage: () => Promise<Page>,
  origin: string,
): Promise<{ readonly loads: number; readonly payloads: number; readonly hits: readonly string[] }> {
  let loads = 0;
  const hits: string[] = [];
  const addressOf = (path: string, params: readonly string[], html: string) =>
    `${origin}${path}?${new URLSearchParams(params.map((param) => [param, html])).toString()}`;
  const expectedHeading = (html: string) => html.trim().slice(0, 120);
  await Promise.all(
    Object.entries(STATUS_PAGES).map(async ([path, params]) => {
      const page = await newPage();
      await page.addInitScript(xssDetectorScript);
      // The harness: the page itself, with no query, on the lobby's origin.
      await page.goto(`${origin}${path}`);
      for (let start = 0; start < xssCorpus.length; start += FRAMES_AT_ONCE) {
        const batch = xssCorpus.slice(start, start + FRAMES_AT_ONCE);
        const seen = await page.evaluate(
          async (addresses) => {
            const frames = addresses.map((address) => {
              const frame = document.createElement('iframe');
              frame.src = address;
              document.body.append(frame);
              return frame;
            });
            await Promise.all(
              frames.map(
                (frame) => new Promise((loaded) => frame.addEventListener('load', loaded, { once: true })),
              ),
            );
            const read = frames.map((frame) => ({
              heading: frame.contentDocument?.querySelector('h1')?.textContent ?? null,
              hits: (frame.contentWindow as { __lkXssHits?: string[] } | null)?.__lkXssHits ?? [
                'no detector',
              ],
            }));
            frames.forEach((frame) => frame.remove());
            return read;
          },
          batch.map(({ html }) => addressOf(path, params, html)),
        );
        seen.forEach(({ heading, hits: ran }, index) => {
          const { html } = batch[index]!;
          if (heading !== expectedHeading(html))
            hits.push(`${path} framed: heading ${JSON.stringify(heading)}`);
          hits.push(...ran);
          loads += 1;
        });
      }
      hits.push(...(await page.evaluate(() => (window as { __lkXssHits?: string[] }).__lkXssHits ?? [])));
      for (const { html } of xssCorpus.slice(0, ALONE)) {
        await page.goto(addressOf(path, params, html), { waitUntil: 'domcontentloaded' });
        const heading = await page.getByRole('heading', { level: 1 }).textContent();
        if (heading !== expectedHeading(html)) hits.push(`${path} alone: heading ${JSON.stringify(heading)}`);
        hits.push(...(await page.evaluate(() => (window as { __lkXssHits?: string[] }).__lkXssHits ?? [])));
        loads += 1;
      }
      await page.close();
    }),
  );
  return { loads, payloads: xssCorpus.length, hits };
}
