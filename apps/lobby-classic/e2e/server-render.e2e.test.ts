// The home as lobby-server serves it to a browser: the first screen rendered on the server and in
// the page before any script, then hydrated by the lobby (no fallback: the server's markup is
// what the page's first render draws), and working as before once hydrated. A visitor whose
// first render differs (a language chosen earlier) gets the lobby rendered afresh, cleanly.
// Every visit goes through `openLobbyPage`: each check covers console errors, policy and axe.
import {
  lobbyTakenOver,
  openLobbyPage,
  type LobbyPage,
  type ViewportName,
} from '@lobbykit/test-utils/chromium';
import { closeStartupPopups } from '@lobbykit/test-utils/journeys';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startLobbyUnderTest, type LobbyUnderTest } from './served-lobby';

const PHONE_USER_AGENT =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0 Mobile Safari/537.36';

/** An English browser's languages: the server renders the page in the language the lobby will choose. */
const ENGLISH = { 'accept-language': 'en-US' };

let served: LobbyUnderTest;

beforeAll(async () => {
  served = await startLobbyUnderTest();
});
afterAll(() => served?.close());

const open = (viewport: ViewportName, userAgent?: string) =>
  openLobbyPage(served.chromium.browser, served.lobby.url, {
    app: 'lobby-classic',
    viewport,
    ...(userAgent ? { userAgent } : {}),
  });

const takeOver = (lobby: LobbyPage) => lobby.page.locator('#root').getAttribute('data-lk-hydration');

describe('the classic home served with its first screen', () => {
  describe('when the page is fetched', () => {
    it('carries the first screen in its root, for the layout the browser asks for', async () => {
      const desktop = await (await fetch(served.lobby.url, { headers: ENGLISH })).text();
      expect(desktop).toMatch(/<div id="root" data-lk-render="[^"]*&quot;layout&quot;:&quot;desktop&quot;/);
      expect(desktop).toContain('aria-label="Game categories"');
      expect(desktop).not.toContain('class="lk-splash"');
      const phone = await (
        await fetch(served.lobby.url, { headers: { ...ENGLISH, 'user-agent': PHONE_USER_AGENT } })
      ).text();
      expect(phone).toMatch(/&quot;layout&quot;:&quot;phone&quot;/);
    });
  });

  for (const [viewport, userAgent] of [
    ['desktop', undefined],
    ['phone', PHONE_USER_AGENT],
  ] as const) {
    describe(`when a ${viewport} browser opens it`, () => {
      it('hydrates it without a fallback; a category tab and "Play demo" work after', async () => {
        const lobby = await open(viewport, userAgent);
        const { page } = lobby;
        expect(await takeOver(lobby)).toBe('hydrated');
        expect(await lobby.apiRequestsBeforeFirstPaint()).toEqual([]);
        await closeStartupPopups(lobby);
        await lobby.check('server-rendered-home');

        await page.getByRole('tab', { name: /Slots/ }).click();
        await page.getByRole('tabpanel', { name: 'Slots' }).waitFor();
        expect(new URL(page.url()).searchParams.get('gameCategoryId')).toBe('3');

        await page
          .getByRole('button', { name: /^Play demo of / })
          .first()
          .click();
        await page.waitForURL(/\/demo\//);
        await page.frameLocator('iframe').locator('body').waitFor();
        await lobby.check('server-rendered-demo');
        // Still the hydrated page: no render fell back on the way.
        expect(await takeOver(lobby)).toBe('hydrated');
        await lobby.close();
      }, 90_000);
    });
  }

  describe('when the visitor chose another language on an earlier visit', () => {
    it('renders the lobby afresh in that language, with no console error', async () => {
      const lobby = await open('desktop');
      const { page } = lobby;
      await page.evaluate(() => localStorage.setItem('lobbykit:language', 'pt_PT'));
      await page.reload();
      await lobbyTakenOver(page);
      expect(await takeOver(lobby)).toBe('skipped');
      // The header's, in Portuguese (the start-up's sign-up modal may be open beside it, with its own).
      await page.getByRole('banner').getByRole('button', { name: 'Iniciar sessão' }).waitFor();
      await lobby.check('server-render-other-language');
      await page.evaluate(() => localStorage.removeItem('lobbykit:language'));
      await lobby.close();
    }, 60_000);
  });
});
