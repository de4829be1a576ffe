// The start-up pop-up step on a small page shaped like the lobby's (pop-ups shown one at a time,
// the register-recharge card, `data-lobby-startup` on the root), served from loopback, in the
// system Chromium.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLobbyPage, PAGE_SCREENSHOTS_DIR } from './chromium';
import { claimTask, closeStartupPopups } from './startup-journey';

const LOBBY =
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lobby</title>' +
  '<link rel="icon" href="data:,"></head><body><main><h1>Lobby</h1></main>' +
  '<script src="/startup.js"></script></body></html>';

// The page's sequence: a first run that ends at once (a visitor's), then, as a login would, a
// second run a moment later: the card, then two dialogs, each shown as the last one closes.
const SCRIPT = `
const root = document.documentElement;
const popups = [
  '<section class="lk-recharge-prompt" aria-labelledby="t0"><h2 id="t0">Your account is ready</h2><button>Later</button></section>',
  '<div role="dialog" aria-modal="true" aria-labelledby="t1"><h2 id="t1">Daily tasks</h2><ul><li><p>Daily task: log in</p><p>Reward: R$ 1,00</p><button id="claim">Claim</button></li></ul><button>Close</button></div>',
  '<div role="dialog" aria-modal="true" aria-labelledby="t2"><h2 id="t2">Get the Lobby app</h2><button>Not now</button></div>',
];
const next = () => {
  const html = popups.shift();
  if (!html) { root.dataset.lobbyStartup = 'ended'; return; }
  const holder = document.createElement('div');
  holder.innerHTML = html;
  const popup = holder.firstElementChild;
  document.body.append(popup);
  for (const button of popup.querySelectorAll('button')) {
    if (button.id === 'claim') button.onclick = () => button.replaceWith(Object.assign(document.createElement('span'), { textContent: 'Claimed' }));
    else button.onclick = () => { popup.remove(); setTimeout(next, 50); };
  }
};
root.dataset.lobbyStartup = 'ended';
setTimeout(() => { root.dataset.lobbyStartup = 'running'; setTimeout(next, 100); }, 150);
`;

describe('closeStartupPopups', () => {
  const app = 'test-utils-startup';
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;

  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({ '/': LOBBY, '/startup.js': SCRIPT }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
    rmSync(join(PAGE_SCREENSHOTS_DIR, app), { recursive: true, force: true });
  });

  describe('when the sequence ended a moment before it runs again', () => {
    it('waits for the new run, acts in a pop-up, and closes each by its way out, in order', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/`, { app });
      const rewards: number[] = [];
      const shown = await closeStartupPopups(lobby, {
        timeoutMs: 10_000,
        act: async (popup, name) => {
          if (name === 'Daily tasks') rewards.push(await claimTask(popup, 'Daily task: log in'));
        },
      });

      expect(shown).toEqual(['Your account is ready', 'Daily tasks', 'Get the Lobby app']);
      expect(rewards).toEqual([100]);
      expect(await lobby.page.locator('[role="dialog"], section').count()).toBe(0);
      await lobby.close();
    });
  });
});
