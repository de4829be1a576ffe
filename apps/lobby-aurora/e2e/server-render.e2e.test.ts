// The home as lobby-server serves it to a browser: the first screen rendered on the server and in
// the page before any script, then hydrated by the lobby (no fallback: the server's markup is
// what the page's first render draws), and working as before once hydrated. A visitor whose
// first render differs (a language chosen earlier) gets the lobby rendered afresh, cleanly.
// Every visit goes through `openLobbyPage`: each check covers console errors, policy and axe.
import {
  lobbyTakenOver,
  openLobbyPage,
  type LobbyPage,
  type PageCheckOptions,
  type ViewportName,
} from '@lobbykit/test-utils/chromium';
import { closeStartupPopups } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MISSING_IMAGE_VARIANT, startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';
/** The hall keeps no compressed variants of its banners: the image loader falls back to the originals. */
const IMAGE_FALLBACK: PageCheckOptions = { expectedErrors: [MISSING_IMAGE_VARIANT] };

/** An English browser's languages: the server renders the page in the language the lobby will choose. */
const ENGLISH = { 'accept-language': 'en-US' };

let served: LobbyUnderTest;
let url: string;

beforeAll(async () => {
  served = await startLobbyUnderTest(['siam']);
  url = served.lobbies['siam']!.url;
});
afterAll(() => served?.close());

const open = (viewport: ViewportName, userAgent?: string) =>
  openLobbyPage(served.chromium.browser, url, {
    app: 'lobby-aurora',
    viewport,
    ...(userAgent ? { userAgent } : {}),
  });

const takeOver = (lobby: LobbyPage) => lobby.page.locator('#root').getAttribute('data-lk-hydration');

describe('the aurora home served with its first screen', () => {
  describe('when the page is fetched', () => {
    it('carries the first screen in its root, for the layout the browser asks for', async () => {
      const desktop = await (await fetch(url, { headers: ENGLISH })).text();
      expect(desktop).toMatch(/<div id="root" data-lk-render="[^"]*&quot;layout&quot;:&quot;desktop&quot;/);
      expect(desktop).toContain('Hot games');
      expect(desktop).not.toContain('class="lk-splash"');
      const phone = await (
        await fetch(url, { headers: { ...ENGLISH, 'user-agent': PHONE_USER_AGENT } })
      ).text();
      expect(phone).toMatch(/&quot;layout&quot;:&quot;phone&quot;/);
    });
  });

  describe('when a desktop browser opens it', () => {
    it('hydrates it without a fallback; a category of the side menu and "Play demo" work after', async () => {
      const lobby = await open('desktop');
      const { page } = lobby;
      expect(await takeOver(lobby)).toBe('hydrated');
      // The app download prompt, once in this browser (whichever journey lands first).
      await closeStartupPopups(lobby);
      await lobby.check('server-rendered-home', IMAGE_FALLBACK);

      const menu = page.getByRole('navigation', { name: 'Game categories' });
      await menu.getByRole('link', { name: 'Slots' }).click();
      await page.getByRole('heading', { name: 'Slots', level: 1 }).waitFor();
      expect(new URL(page.url()).searchParams.get('gameCategoryId')).toMatch(/^\d+$/);

      await page
        .getByRole('button', { name: /^Play demo of / })
        .first()
        .click();
      await page.waitForURL(/\/demo\//);
      await page.frameLocator('iframe').locator('body').waitFor();
      await lobby.check('server-rendered-demo', IMAGE_FALLBACK);
      expect(await takeOver(lobby)).toBe('hydrated');
      await lobby.close();
    }, 90_000);
  });

  describe('when a phone browser opens it', () => {
    it('hydrates it without a fallback; the category sheet and "Play demo" work after', async () => {
      const lobby = await open('phone', PHONE_USER_AGENT);
      const { page } = lobby;
      expect(await takeOver(lobby)).toBe('hydrated');
      // The app download prompt, once in this browser (whichever journey lands first).
      await closeStartupPopups(lobby);
      await lobby.check('server-rendered-home', IMAGE_FALLBACK);

      await page.getByRole('button', { name: 'Game categories' }).click();
      await page
        .getByRole('dialog', { name: 'Game categories' })
        .getByRole('link', { name: 'Slots' })
        .click();
      await page.getByRole('heading', { name: 'Slots', level: 1 }).waitFor();
      expect(new URL(page.url()).searchParams.get('gameCategoryId')).toMatch(/^\d+$/);

      await page
        .getByRole('button', { name: /^Play demo of / })
        .first()
        .click();
      await page.waitForURL(/\/demo\//);
      await page.frameLocator('iframe').locator('body').waitFor();
      await lobby.check('server-rendered-demo', IMAGE_FALLBACK);
      expect(await takeOver(lobby)).toBe('hydrated');
      await lobby.close();
    }, 90_000);
  });

  describe('when the visitor chose another language on an earlier visit', () => {
    it('renders the lobby afresh in that language, with no console error', async () => {
      const lobby = await open('desktop');
      const { page } = lobby;
      await page.evaluate(() => localStorage.setItem('lobbykit:language', 'th_TH'));
      await page.reload();
      await lobbyTakenOver(page);
      expect(await takeOver(lobby)).toBe('skipped');
      await page.locator('html[lang="th-TH"]').waitFor({ state: 'attached' });
      // The fresh render's page, not only its language: axe looks for its main part and heading.
      await page.getByRole('main').waitFor();
      await page.getByRole('heading', { level: 1 }).waitFor();
      await lobby.check('server-render-other-language', IMAGE_FALLBACK);
      await page.evaluate(() => localStorage.removeItem('lobbykit:language'));
      await lobby.close();
    }, 60_000);
  });
});
