// @vitest-environment node
// The server render in Node (no window, no document): the test hall's demo site rendered from
// a real boot snapshot, read back as a page by role.
import type { BootSnapshot } from '@lobbykit/lobby-core';
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { within } from '@testing-library/dom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeSnapshot } from '../app/test-support/home-snapshot';
import { parseHtml } from '../app/test-support/parse-html';
import { testTheme } from '../app/test-support/test-app';
import { renderLobbyHtml, type LobbyRenderRequest } from './index';

let hall: TestHall;
let snapshot: BootSnapshot;

beforeAll(async () => {
  hall = await startTestHall();
  snapshot = await homeSnapshot(hall);
}, 30_000);
afterAll(() => hall.close());

function render(request: Partial<LobbyRenderRequest> = {}) {
  const site = hall.site('demo');
  return renderLobbyHtml({
    url: 'http://lobby.test/',
    siteCode: 'demo',
    snapshot,
    languages: ['en-US'],
    layout: 'phone',
    ...request,
    lobby: { siteCode: 'demo', staticKey: site.staticKey, lines: { api: ['http://lobby.test'] } },
    app: { theme: testTheme },
  });
}

/** The rendered markup as the page's body. */
const pageOf = (html: string) => within(parseHtml(html));

/** Every request the hall's domains received so far. */
async function hallRequests(): Promise<number> {
  const { domains } = await hall.control.counters.get();
  return Object.values(domains).reduce((sum, counters) => sum + counters.requests, 0);
}

describe('renderLobbyHtml', () => {
  describe('when the home is asked for with a usable snapshot', () => {
    it('renders the banner, the category tabs and the first games, and never calls the hall', async () => {
      const before = await hallRequests();
      const rendered = await render();
      expect(await hallRequests()).toBe(before);

      const page = pageOf(rendered.html);
      expect(page.getByRole('region', { name: 'Promotions' })).toBeTruthy();
      const tabs = page.getByRole('tablist', { name: 'Game categories' });
      expect(within(tabs).getByRole('tab', { name: /Hot/ }).getAttribute('aria-selected')).toBe('true');
      const hot = page.getByRole('list', { name: 'Hot games' });
      expect(within(hot).getAllByRole('button', { name: /^Play demo of / }).length).toBeGreaterThan(0);
    });

    it('puts each section of the home in a hydration boundary of its own', async () => {
      const body = parseHtml((await render()).html);
      const sections = [...body.querySelectorAll('.lk-app-section')];
      // The hot games and every category: each taken over apart (see hydrate-boundaries.ts).
      expect(sections.length).toBe(1 + (snapshot.categories?.length ?? 0));
      for (const section of sections) {
        // React marks a server-rendered Suspense boundary's start with the comment <!--$-->.
        const before = section.previousSibling;
        expect(before?.nodeType === 8 && (before as Comment).data).toBe('$');
      }
    });

    it('says what it assumed, on attributes for the root', async () => {
      const rendered = await render({ url: 'http://lobby.test/?gameCategoryId=3', layout: 'desktop' });
      expect(rendered.inputs).toEqual({
        language: 'en_US',
        currency: snapshot.siteInfo.currencyInfos?.[0]?.currencyCode ?? '',
        path: '/?gameCategoryId=3',
        layout: 'desktop',
      });
      expect(rendered.attributes).toEqual({ 'data-lk-render': JSON.stringify(rendered.inputs) });
      expect(pageOf(rendered.html).getByRole('tabpanel', { name: 'Slots' })).toBeTruthy();
    });

    it("names the page's language for its <html lang>, as the page's lobby sets it", async () => {
      expect((await render()).lang).toBe('en-US');
    });

    it('writes no style attribute: the styles come as rules of a stylesheet, tied to their elements', async () => {
      const rendered = await render();
      expect(rendered.html).not.toMatch(/ style="/);
      const marked = [...rendered.html.matchAll(/ data-lk-style="(\d+)"/g)].map(([, id]) => id);
      expect(marked.length).toBeGreaterThan(0);
      for (const id of marked) expect(rendered.css).toContain(`[data-lk-style="${id}"]{`);
      // The theme's tokens are among them.
      expect(rendered.css).toMatch(/--lk-color-bg:/);
    });

    it("puts the theme's properties, and only them, on :root, where the page's lobby writes them", async () => {
      const rendered = await render();
      const root = /^:root\{([^}]*)\}\n/.exec(rendered.css)?.[1] ?? '';
      expect(root).toMatch(/^--lk-/);
      expect(root).toMatch(/(^|;)--lk-color-bg:/);
      expect(root).not.toMatch(/;(color|background|font-family):/);
    });

    it('preloads the first banner from the head, not from the root', async () => {
      const rendered = await render();
      expect(rendered.head).toMatch(/^<link rel="preload" as="image"/);
      expect(rendered.html.startsWith('<link')).toBe(false);
    });
  });

  describe('when the snapshot cannot be used', () => {
    it('rejects rather than render a page without its data', async () => {
      await expect(render({ snapshot: { ...snapshot, siteCode: 'other' } })).rejects.toThrow(/snapshot/);
      await expect(render({ snapshot: '' })).rejects.toThrow(/snapshot/);
    });
  });

  describe('when the render is stopped', () => {
    it('rejects', async () => {
      await expect(render({ signal: AbortSignal.abort() })).rejects.toThrow();
    });
  });
});
