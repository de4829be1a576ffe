// The shared journey steps on small pages shaped like the lobby's (cards' "Play" buttons, the
// game page with its frame and its way back), served from loopback, in the system Chromium.
import { existsSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLobbyPage, PAGE_SCREENSHOTS_DIR } from './chromium';
import { playRealGameAndComeBack } from './journeys';

const page = (title: string, body: string) =>
  `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${title}</title>` +
  `<link rel="icon" href="data:,"></head><body>${body}</body></html>`;

const BALANCE = '<div role="group" aria-label="Balance">฿5,000.00</div>';

/**
 * A lobby page: a resting carousel's "Play slideshow" first (no game), then a list of games with
 * a card's demo and real "Play"; the real one runs `onPlay`.
 */
const lobbyPage = (onPlay: string, extra = '') =>
  page(
    'Lobby',
    `<main><h1>Lobby</h1>${BALANCE}` +
      '<section aria-roledescription="carousel" aria-label="Promotions"><button>Play slideshow</button></section>' +
      '<ul aria-label="Hot games"><li><button aria-label="Play demo of Lucky Lanterns">Demo</button>' +
      `<button aria-label="Play Lucky Lanterns" onclick="${onPlay}">Play</button></li></ul>${extra}</main>`,
  );

/** The game page: the way back (running `onBack`), the game's name and its frame. */
const gamePage = (onBack: string) =>
  page(
    'Lucky Lanterns',
    `<main><button onclick="${onBack}">Back to lobby</button><h1>Lucky Lanterns</h1>${BALANCE}` +
      '<iframe title="Lucky Lanterns" src="/reels"></iframe></main>',
  );

describe('playRealGameAndComeBack', () => {
  const app = 'test-utils-journeys';
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;

  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({
        '/': lobbyPage("location.href = '/game/lucky'"),
        // A provider with a currency ratio: its dialog first, then the game.
        '/ratio': lobbyPage(
          "document.getElementById('ratio').hidden = false",
          '<div id="ratio" role="dialog" aria-label="Confirm the game’s units" hidden>' +
            `<button onclick="location.href = '/game/lucky'">Continue to the game</button></div>`,
        ),
        '/stuck': lobbyPage("location.href = '/game/stuck'"),
        '/game/lucky': gamePage('history.back()'),
        // A way back that leaves the game on screen.
        '/game/stuck': gamePage(''),
        '/reels': page('Reels', '<main><p>Reels spinning</p></main>'),
      }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
    rmSync(join(PAGE_SCREENSHOTS_DIR, app), { recursive: true, force: true });
  });

  describe('when the game opens and the player comes back', () => {
    it('plays the real game (not the demo), runs what happens while playing, and is in the lobby again', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/`, { app, screenshots: 'all' });
      const seenWhilePlaying: string[] = [];
      const played = await playRealGameAndComeBack(lobby, {
        whilePlaying: async () => void seenWhilePlaying.push(await lobby.page.title()),
      });
      expect(played).toEqual({
        gameName: 'Lucky Lanterns',
        screenshot: join(PAGE_SCREENSHOTS_DIR, app, 'real-game-phone.png'),
      });
      expect(existsSync(played.screenshot!)).toBe(true);
      expect(seenWhilePlaying).toEqual(['Lucky Lanterns']);
      expect(new URL(lobby.page.url()).pathname).toBe('/');
      await lobby.close();
    });
  });

  describe('when the provider asks to confirm its units first', () => {
    it('continues to the game, and comes back', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/ratio`, { app });
      await expect(playRealGameAndComeBack(lobby)).resolves.toMatchObject({ gameName: 'Lucky Lanterns' });
      expect(new URL(lobby.page.url()).pathname).toBe('/ratio');
      await lobby.close();
    });
  });

  describe('when the way back leaves the game framed', () => {
    it('fails with the game still on screen', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/stuck`, { app });
      await expect(playRealGameAndComeBack(lobby)).rejects.toThrow(
        'Lucky Lanterns is still framed after "Back to lobby"',
      );
      await lobby.close();
    });
  });
});
