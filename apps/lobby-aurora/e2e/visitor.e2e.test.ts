// The visitor's journey through the aurora lobby (site siam) in Chromium: landing with marketing
// parameters (no hall call before the first paint), categories from the side menu on desktop and
// from the bottom tab bar's sheet on a phone, search, a provider page, three languages without a
// reload, a demo game and back. Every visit goes through `openLobbyPage` and each state reached
// is `check`ed (console errors, policy violations, axe), with a screenshot.
import {
  backdropBlurredElements,
  openLobbyPage,
  type LobbyPage,
  type PageCheckOptions,
} from '@lobbykit/test-utils/chromium';
import { closeStartupPopups } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectNoHallCallBeforeFirstPaint,
  MISSING_IMAGE_VARIANT,
  searchOf,
  startLobbyUnderTest,
  type LobbyUnderTest,
} from './served-lobby';

/** Landing: marketing and tracking parameters, and one the lobby must not carry along. */
const LANDING = '?id=7&cid=abc&fbclid=fb.1&evil=%3Cscript%3Ealert(1)%3C%2Fscript%3E';
const MARKETING = { id: '7', cid: 'abc', fbclid: 'fb.1' };
/**
 * Every check allows the image loader's fallback: the hall keeps no compressed variants of its
 * banners, and the carousel loads the next banner whenever it turns.
 */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
});
afterAll(() => served?.close());

const open = (path: string, viewport: 'phone' | 'desktop') =>
  openLobbyPage(served.chromium.browser, new URL(path, served.lobbies['siam']!.url).href, {
    app: 'lobby-aurora',
    viewport,
    // The carousel turns and the marquee runs, as most players see them.
    motion: 'full',
  });

/** The home page's opening view is up: its first section of games is there. */
const homeShown = (page: LobbyPage['page']) => page.getByRole('heading', { name: 'Hot games' }).waitFor();

/** Opens the language menu and picks a language by its own name; waits for a text in it. */
async function switchLanguage(lobby: LobbyPage, name: string, searchLabel: string) {
  await lobby.page.getByRole('button', { name: /English|ไทย|简体中文/ }).click();
  await lobby.page.getByRole('option', { name }).click();
  await lobby.page.getByRole('dialog').waitFor({ state: 'detached' });
  await lobby.page.getByRole('link', { name: searchLabel, exact: true }).waitFor();
}

describe('the aurora lobby, a visitor', () => {
  describe('when on a desktop', () => {
    it('lands, browses the side menu, searches, opens a provider, changes language and plays a demo', async () => {
      const lobby = await open(`/${LANDING}`, 'desktop');
      const { page } = lobby;
      const menu = page.getByRole('navigation', { name: 'Game categories' });

      // Landing: the opening view painted from the inlined snapshot, before any hall call.
      await homeShown(page);
      await expectNoHallCallBeforeFirstPaint(lobby);
      // The app download prompt, once in this browser (whichever journey lands first).
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      expect(await menu.getByRole('link', { name: 'Hot', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Siam Moon Palace');
      await lobby.check('landing', IMAGE_FALLBACK);

      // Categories from the side menu: the URL keeps the category and the marketing parameters.
      await menu.getByRole('link', { name: 'Slots' }).click();
      await page.getByRole('heading', { level: 1, name: 'Slots' }).waitFor();
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .waitFor();
      expect(searchOf(page.url())).toEqual({ ...MARKETING, gameCategoryId: '3' });
      expect(await menu.getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
      await lobby.check('category', IMAGE_FALLBACK);
      await menu.getByRole('link', { name: 'Hot', exact: true }).click();
      await homeShown(page);
      expect(searchOf(page.url())).toEqual(MARKETING);

      // Search: results as the visitor types, the term in the URL.
      await page.getByRole('link', { name: 'Search games' }).click();
      await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
      await page.getByRole('heading', { name: 'Results for “dragon”' }).waitFor();
      await page
        .getByRole('button', { name: /^Play .*Dragon/i })
        .first()
        .waitFor();
      expect(searchOf(page.url())).toEqual({ ...MARKETING, q: 'dragon' });
      await lobby.check('search', IMAGE_FALLBACK);

      // A provider page, from the home page's rail of providers.
      await menu.getByRole('link', { name: 'Hot', exact: true }).click();
      await page
        .getByRole('region', { name: 'Game providers', exact: true })
        .getByRole('button', { name: /Harbor Reels/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Harbor Reels' }).waitFor();
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .waitFor();
      expect(new URL(page.url()).pathname).toBe('/provider/HBR');
      expect(searchOf(page.url())).toEqual(MARKETING);
      await lobby.check('provider', IMAGE_FALLBACK);

      // Three languages from the side menu, no reload: a marker on window survives every switch.
      await menu.getByRole('link', { name: 'Hot', exact: true }).click();
      await homeShown(page);
      await page.evaluate(() => {
        (window as unknown as { lobbyMarker: string }).lobbyMarker = 'same page';
      });
      await switchLanguage(lobby, 'ไทย', 'ค้นหาเกม');
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('th-TH');
      await page.getByRole('navigation', { name: 'หมวดหมู่เกม' }).waitFor();
      await lobby.check('home-th', IMAGE_FALLBACK);
      await switchLanguage(lobby, '简体中文', '搜索游戏');
      await page.getByRole('navigation', { name: '游戏分类' }).waitFor();
      await lobby.check('home-zh', IMAGE_FALLBACK);
      await switchLanguage(lobby, 'English', 'Search games');
      await homeShown(page);
      expect(await page.evaluate(() => (window as unknown as { lobbyMarker?: string }).lobbyMarker)).toBe(
        'same page',
      );

      // A demo game: the demo page frames the hall's game, and the way back returns home.
      await playDemoAndComeBack(lobby);
      await lobby.check('back-from-demo', IMAGE_FALLBACK);
      await lobby.close();
    }, 120_000);
  });

  describe('when on a phone', () => {
    it('lands, browses the tab bar and its category sheet, searches, opens a provider, changes language and plays a demo', async () => {
      const lobby = await open(`/${LANDING}`, 'phone');
      const { page } = lobby;
      const tabs = page
        .getByRole('navigation')
        .filter({ has: page.getByRole('link', { name: 'Home', exact: true }) });

      await homeShown(page);
      await expectNoHallCallBeforeFirstPaint(lobby);
      // The app download prompt, once in this browser (whichever journey lands first).
      await closeStartupPopups(lobby, { check: IMAGE_FALLBACK });
      // The phone has the tab bar, not the side menu.
      expect(await page.getByRole('complementary').count()).toBe(0);
      // The header and the tab bar sit over moving content: dimmed, never blurred.
      expect(await backdropBlurredElements(page)).toEqual([]);
      expect(await tabs.getByRole('link', { name: 'Home', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await lobby.check('landing', IMAGE_FALLBACK);

      // Categories: the tab bar's sheet lists them; a pick closes it and shows the category.
      const categoriesTab = page.getByRole('button', { name: 'Game categories' });
      await categoriesTab.click();
      const sheet = page.getByRole('dialog', { name: 'Game categories' });
      await sheet.getByRole('link', { name: 'Fishing' }).waitFor();
      expect(await categoriesTab.getAttribute('aria-expanded')).toBe('true');
      // The sheet is fixed to the screen: a screenshot of the screen shows it as the visitor does.
      await lobby.check('category-sheet', { ...IMAGE_FALLBACK, fullPage: false });
      await sheet.getByRole('link', { name: 'Fishing' }).click();
      await sheet.waitFor({ state: 'detached' });
      await page.getByRole('heading', { level: 1, name: 'Fishing' }).waitFor();
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .waitFor();
      expect(searchOf(page.url())).toEqual({ ...MARKETING, gameCategoryId: '2' });
      await lobby.check('category', IMAGE_FALLBACK);

      // Search, from the tab bar.
      await tabs.getByRole('link', { name: 'Search', exact: true }).click();
      await page.getByRole('searchbox', { name: 'Search games' }).fill('dragon');
      await page.getByRole('heading', { name: 'Results for “dragon”' }).waitFor();
      await page
        .getByRole('button', { name: /^Play .*Dragon/i })
        .first()
        .waitFor();
      expect(searchOf(page.url())).toEqual({ ...MARKETING, q: 'dragon' });
      expect(await tabs.getByRole('link', { name: 'Search', exact: true }).getAttribute('aria-current')).toBe(
        'page',
      );
      await lobby.check('search', IMAGE_FALLBACK);

      // A provider page, from the home page's rail.
      await tabs.getByRole('link', { name: 'Home', exact: true }).click();
      await page
        .getByRole('region', { name: 'Game providers', exact: true })
        .getByRole('button', { name: /Harbor Reels/ })
        .click();
      await page.getByRole('heading', { level: 1, name: 'Harbor Reels' }).waitFor();
      await page
        .getByRole('button', { name: /^Play / })
        .first()
        .waitFor();
      expect(searchOf(page.url())).toEqual(MARKETING);
      await lobby.check('provider', IMAGE_FALLBACK);

      // Three languages from the header, no reload.
      await tabs.getByRole('link', { name: 'Home', exact: true }).click();
      await homeShown(page);
      await page.evaluate(() => {
        (window as unknown as { lobbyMarker: string }).lobbyMarker = 'same page';
      });
      await switchLanguage(lobby, 'ไทย', 'ค้นหา');
      await page.getByRole('button', { name: 'หมวดหมู่เกม' }).waitFor();
      await lobby.check('home-th', IMAGE_FALLBACK);
      await switchLanguage(lobby, '简体中文', '搜索');
      await page.getByRole('button', { name: '游戏分类' }).waitFor();
      await lobby.check('home-zh', IMAGE_FALLBACK);
      await switchLanguage(lobby, 'English', 'Search');
      await homeShown(page);
      expect(await page.evaluate(() => (window as unknown as { lobbyMarker?: string }).lobbyMarker)).toBe(
        'same page',
      );

      await playDemoAndComeBack(lobby);
      await lobby.check('back-from-demo', IMAGE_FALLBACK);
      await lobby.close();
    }, 120_000);
  });
});

/** "Play demo" on the first game that has one, the demo page with the hall's game, and back. */
async function playDemoAndComeBack(lobby: LobbyPage) {
  const { page } = lobby;
  const demo = page.getByRole('button', { name: /^Play demo of / }).first();
  await demo.waitFor();
  await demo.click();
  await page.waitForURL(/\/demo\//);
  await page.getByTitle(/\(demo\)$/).waitFor();
  await page.frameLocator('iframe').locator('body').waitFor();
  await lobby.check('demo-game', IMAGE_FALLBACK);
  await page.getByRole('button', { name: 'Back to lobby' }).click();
  await homeShown(page);
  expect(searchOf(page.url())).toEqual(MARKETING);
}
