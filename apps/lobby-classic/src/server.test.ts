// @vitest-environment node
// The classic app's server entry in Node (no window, no document): the demo site's home rendered
// from a real boot snapshot of the reference hall, as lobby-server makes it, read back by role.
import { lobbyBootData } from '@lobbykit/lobby-server';
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { within } from '@testing-library/dom';
// @ts-expect-error -- jsdom ships no types; the one constructor used is typed below
import { JSDOM as UntypedJSDOM } from 'jsdom';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { render } from './server';

const JSDOM = UntypedJSDOM as new (html: string) => { readonly window: Window };

/** The rendered markup in a page's root, to read by role. */
const pageOf = (html: string) =>
  within(
    new JSDOM(`<!doctype html><html lang="en"><body><div id="root">${html}</div></body></html>`).window
      .document.body,
  );

let hall: TestHall;
let snapshot: unknown;

/** Every request the hall's domains received so far. */
async function hallRequests(): Promise<number> {
  const { domains } = await hall.control.counters.get();
  return Object.values(domains).reduce((sum, counters) => sum + counters.requests, 0);
}

beforeAll(async () => {
  hall = await startTestHall();
  const bootData = lobbyBootData({
    sites: hall.server.sites,
    lines: { api: hall.server.apiUrls, assets: hall.server.assetUrls },
  });
  snapshot = await bootData({ siteCode: 'demo', url: new URL('http://lobby.test/'), languages: ['en-US'] });
}, 30_000);
afterAll(() => hall?.close());

describe('the classic server entry', () => {
  describe("when it renders the demo site's home for a phone", () => {
    it('draws the banner, the category tabs and the first games, and never calls the hall', async () => {
      const before = await hallRequests();
      const rendered = await render({
        url: 'http://lobby.test/',
        siteCode: 'demo',
        snapshot,
        languages: ['en-US'],
        layout: 'phone',
      });
      expect(await hallRequests()).toBe(before);

      const page = pageOf(rendered.html);
      expect(page.getByRole('region', { name: 'Promotions' })).toBeTruthy();
      const tabs = page.getByRole('tablist', { name: 'Game categories' });
      expect(within(tabs).getByRole('tab', { name: /Hot/ }).getAttribute('aria-selected')).toBe('true');
      const hot = page.getByRole('list', { name: 'Hot games' });
      expect(within(hot).getAllByRole('button', { name: /^Play demo of / }).length).toBeGreaterThan(0);
      expect(rendered.inputs).toEqual({ language: 'en_US', currency: 'BRL', path: '/', layout: 'phone' });
    });
  });

  describe('when it renders a category page for a desktop', () => {
    it("draws that category's panel and says what it assumed", async () => {
      const rendered = await render({
        url: 'http://lobby.test/?gameCategoryId=3',
        siteCode: 'demo',
        snapshot,
        languages: ['en-US'],
        layout: 'desktop',
      });
      expect(pageOf(rendered.html).getByRole('tabpanel', { name: 'Slots' })).toBeTruthy();
      expect(rendered.inputs.layout).toBe('desktop');
      expect(rendered.inputs.path).toBe('/?gameCategoryId=3');
    });
  });
});
