// The aurora theme mounted by the shared app layer on the reference hall's siam site, in jsdom:
// the phone's bottom tab bar and category sheet, the desktop's side menu, each with the URL
// they lead to.
import { createRequire } from 'node:module';
import { createLobby, type ReactLobby } from '@lobbykit/lobby-core/react';
import { createMemoryLocation, LobbyApp } from '@lobbykit/lobby-ui/app';
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { auroraTheme } from './index';

// jsdom resolves packages for a browser, where `ws` is a stub; the hall server in this process
// needs Node's.
vi.mock('ws', () => {
  const ws = createRequire(import.meta.url)('ws') as Record<string, unknown>;
  return { ...ws, default: ws, WebSocket: ws };
});

const WAIT = { timeout: 15_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(() => {
  cleanup();
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  vi.unstubAllGlobals();
});
afterAll(() => hall.close());

/** The viewport the app lays out for: the app layer asks `matchMedia` whether it is a phone's. */
function viewport(kind: 'phone' | 'desktop') {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: kind === 'phone' && query.includes('max-width'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

/** Aurora on the siam site, landing on `path`, its router on a memory location. */
function open(path: string) {
  const site = hall.site('siam');
  const lobby = createLobby({
    siteCode: site.siteCode,
    // jsdom's TextEncoder answers bytes of another realm, which the hall client refuses.
    staticKey: Uint8Array.from(site.staticKey, (char) => char.charCodeAt(0)),
    lines: { api: [hall.server.apiUrls[0]!], assets: [hall.server.assetUrls[0]!] },
    location: `http://lobby.test${path}`,
    browserLanguages: ['en-US'],
    storage: memoryStorage(),
  });
  lobbies.push(lobby);
  const location = createMemoryLocation(path);
  render(<LobbyApp lobby={lobby} theme={auroraTheme} location={location} storage={memoryStorage()} />);
  return { location, search: () => Object.fromEntries(new URLSearchParams(location.current().search)) };
}

describe('the aurora theme', () => {
  describe('when a phone opens the home page', () => {
    it('offers home, search, the categories, support and the app in a bottom tab bar, and no side menu', async () => {
      viewport('phone');
      open('/?cid=abc');
      const home = await screen.findByRole('link', { name: 'Home' }, WAIT);
      expect(home.getAttribute('aria-current')).toBe('page');
      expect(screen.getByRole('link', { name: 'Search' })).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Game categories' }).getAttribute('aria-expanded')).toBe(
        'false',
      );
      // The shared support and app entries come after the first paint, from their own chunk.
      expect(await screen.findByRole('button', { name: 'Support' }, WAIT)).toBeTruthy();
      expect(screen.getByRole('button', { name: 'Get the app' })).toBeTruthy();
      expect(screen.queryByRole('complementary')).toBeNull();
    });

    it('lists the categories in a sheet, and a pick shows that category with the marketing parameters kept', async () => {
      viewport('phone');
      const { search } = open('/?cid=abc');
      const user = userEvent.setup();
      await user.click(await screen.findByRole('button', { name: 'Game categories' }, WAIT));
      const sheet = await screen.findByRole('dialog', { name: 'Game categories' }, WAIT);
      expect(within(sheet).getByRole('link', { name: 'Hot' }).getAttribute('aria-current')).toBe('page');
      await user.click(await within(sheet).findByRole('link', { name: 'Fishing' }, WAIT));

      await screen.findByRole('heading', { level: 1, name: 'Fishing' }, WAIT);
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(search()).toEqual({ cid: 'abc', gameCategoryId: '2' });
      // The categories tab now stands for the page shown; home does not.
      expect(screen.getByRole('link', { name: 'Home' }).getAttribute('aria-current')).toBeNull();
    });
  });

  describe('when a desktop opens the home page', () => {
    it('has a side menu of every category that follows the page, and no tab bar', async () => {
      viewport('desktop');
      const { search } = open('/');
      const menu = await screen.findByRole('navigation', { name: 'Game categories' }, WAIT);
      expect(within(menu).getByRole('link', { name: 'Hot' }).getAttribute('aria-current')).toBe('page');
      expect(screen.queryByRole('button', { name: 'Game categories' })).toBeNull();

      await userEvent.click(await within(menu).findByRole('link', { name: 'Slots' }, WAIT));
      await screen.findByRole('heading', { level: 1, name: 'Slots' }, WAIT);
      expect(search()).toEqual({ gameCategoryId: '3' });
      expect(within(menu).getByRole('link', { name: 'Slots' }).getAttribute('aria-current')).toBe('page');
      expect(within(menu).getByRole('link', { name: 'Hot' }).getAttribute('aria-current')).toBeNull();
      // Search, language and help sit in the menu too.
      const side = screen.getByRole('complementary');
      expect(within(side).getByRole('link', { name: 'Search games' })).toBeTruthy();
      expect(within(side).getByRole('button', { name: /^Language: / })).toBeTruthy();
      expect(within(side).getByRole('button', { name: 'Support' })).toBeTruthy();
    });
  });
});
