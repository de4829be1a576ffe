// The shared log-in and log-out steps on a small page shaped like the lobby's (the header's
// "Log in", the modal's tabs, the weak-password warning, the account menu and its confirmation),
// served from loopback, in the system Chromium.
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium, serveTestPages } from '@lobbykit/browser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openLobbyPage, PAGE_SCREENSHOTS_DIR } from './chromium';
import { logInBy, logOutFromMenu } from './journeys';

const page = (body: string) =>
  '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Lobby</title>' +
  `<link rel="icon" href="data:,"></head><body>${body}<script src="/session.js"></script></body></html>`;

const LOBBY = page(
  '<header><button id="open">Log in</button>' +
    '<div id="player" hidden><div role="group" aria-label="Balance">R$ 500,00</div>' +
    '<button id="menu" aria-label="Account menu for contact01" aria-haspopup="menu">contact01</button>' +
    '<div id="items" role="menu" hidden><button role="menuitem" id="leave">Log out</button></div></div>' +
    '</header><main><h1>Lobby</h1></main>' +
    '<div id="login" role="dialog" aria-label="Log in" hidden><form id="form">' +
    '<div role="tablist" aria-label="Log in with">' +
    '<button type="button" role="tab" id="tab-phone" aria-selected="true" aria-controls="panel">Phone</button>' +
    '<button type="button" role="tab" id="tab-email" aria-selected="false" aria-controls="panel">Email</button>' +
    '</div><div id="panel" role="tabpanel" aria-labelledby="tab-phone">' +
    '<p id="phone-fields"><select id="area" aria-label="Country code"><option value="+55">+55 Brasil</option>' +
    '<option value="+351">+351 Portugal</option></select>' +
    '<label for="phone">Phone number</label><input id="phone" type="tel"></p>' +
    '<p id="email-fields" hidden><label for="email">Email address</label><input id="email" type="email"></p>' +
    '<p><label for="password">Password</label><input id="password" type="password"></p></div>' +
    '<button type="submit">Log in</button></form></div>' +
    '<div id="weak" role="dialog" aria-label="Your password is weak" hidden><button id="got">Got it</button></div>' +
    '<div id="confirm" role="dialog" aria-label="Log out?" hidden><button id="bye">Log out</button></div>',
);

// The page's behaviour: the tabs switch the fields, a submit remembers what was sent and shows the
// warning for a password without a digit, the menu logs out after the confirmation. The session
// is kept as the lobby keeps it (IndexedDB lobbykit/sessions) and cleared by the log-out, except
// on /leaky, which forgets to.
const SCRIPT = `
const $ = (id) => document.getElementById(id);
const pick = (way) => {
  $('tab-phone').setAttribute('aria-selected', String(way === 'phone'));
  $('tab-email').setAttribute('aria-selected', String(way === 'email'));
  $('panel').setAttribute('aria-labelledby', 'tab-' + way);
  $('phone-fields').hidden = way !== 'phone';
  $('email-fields').hidden = way !== 'email';
};
const sessions = (change) => {
  const request = indexedDB.open('lobbykit', 1);
  request.onupgradeneeded = () => request.result.createObjectStore('sessions');
  request.onsuccess = () => change(request.result.transaction('sessions', 'readwrite').objectStore('sessions'));
};
// The player's header shows once the session is stored, as the lobby's does.
const player = () => {
  $('weak').hidden = true;
  sessions((store) => {
    store.put({ version: 1, siteCode: 'demo', hall: { token: 'tok-4c1f9a77e2', newJwt: 'jwt-b0d3e5a1' } }, 'demo');
    store.transaction.oncomplete = () => { $('open').hidden = true; $('player').hidden = false; };
  });
};
$('tab-phone').onclick = () => pick('phone');
$('tab-email').onclick = () => pick('email');
$('open').onclick = () => { $('login').hidden = false; };
$('form').onsubmit = (event) => {
  event.preventDefault();
  const phone = $('tab-phone').getAttribute('aria-selected') === 'true';
  window.sent = phone
    ? { by: 'phone', areaCode: $('area').value, phone: $('phone').value, password: $('password').value }
    : { by: 'email', email: $('email').value, password: $('password').value };
  $('login').hidden = true;
  if (/\\d/.test($('password').value)) player(); else $('weak').hidden = false;
};
$('got').onclick = player;
$('menu').onclick = () => { $('items').hidden = false; };
$('leave').onclick = () => { $('items').hidden = true; $('confirm').hidden = false; };
$('bye').onclick = () => {
  if (location.pathname !== '/leaky') sessions((store) => store.delete('demo'));
  $('confirm').hidden = true; $('player').hidden = true; $('open').hidden = false;
};
if (location.pathname === '/open') { $('login').hidden = false; pick('email'); }
`;

describe('logInBy and logOutFromMenu', () => {
  const app = 'test-utils-log-in';
  let chromium: Awaited<ReturnType<typeof launchChromium>>;
  let pages: Awaited<ReturnType<typeof serveTestPages>>;

  beforeAll(async () => {
    [chromium, pages] = await Promise.all([
      launchChromium(),
      serveTestPages({ '/': LOBBY, '/open': LOBBY, '/leaky': LOBBY, '/session.js': SCRIPT }),
    ]);
  }, 30_000);
  afterAll(async () => {
    await chromium?.close();
    await pages?.close();
    rmSync(join(PAGE_SCREENSHOTS_DIR, app), { recursive: true, force: true });
  });

  const sent = (lobby: Awaited<ReturnType<typeof openLobbyPage>>) =>
    lobby.page.evaluate(() => (window as { sent?: unknown }).sent);

  describe('when a visitor logs in by phone with a weak password, then logs out', () => {
    it('sends the prefix picked and the number, passes the warning, and is a visitor again', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/`, { app });
      await logInBy(lobby, { by: 'phone', areaCode: '+351', phone: '912345678', password: 'weakpass' });

      expect(await sent(lobby)).toEqual({
        by: 'phone',
        areaCode: '+351',
        phone: '912345678',
        password: 'weakpass',
      });
      expect(await lobby.page.getByRole('group', { name: 'Balance' }).isVisible()).toBe(true);

      await logOutFromMenu(lobby, 'contact01');
      expect(await lobby.page.getByRole('button', { name: 'Log in' }).isVisible()).toBe(true);
      expect(await lobby.page.getByRole('group', { name: 'Balance' }).isVisible()).toBe(false);
      await lobby.close();
    });
  });

  describe('when the log-out leaves the session behind', () => {
    it('fails, naming where the token still is', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/leaky`, { app });
      await logInBy(lobby, { by: 'phone', phone: '912345678', password: 'Harbor2024' });
      await expect(logOutFromMenu(lobby, 'contact01')).rejects.toThrow(/indexedDB/);
      await lobby.close();
    });
  });

  describe('when the modal is open already, on another tab', () => {
    it('logs in by e-mail from there, without a warning to pass', async () => {
      const lobby = await openLobbyPage(chromium.browser, `${pages.url}/open`, { app });
      await logInBy(lobby, { by: 'email', email: 'contact01@example.com', password: 'Harbor2024' });

      expect(await sent(lobby)).toEqual({
        by: 'email',
        email: 'contact01@example.com',
        password: 'Harbor2024',
      });
      await lobby.close();
    });
  });
});
