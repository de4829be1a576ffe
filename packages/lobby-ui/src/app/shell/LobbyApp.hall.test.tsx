// The app layer on the reference hall server in jsdom: the boot gate, the home tabs bound to
// the URL with the marketing parameters kept, the search page and the sub-game page.
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

const WAIT = { timeout: 15_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  for (const domain of await hall.control.domains.list()) {
    if (!domain.up) await hall.control.domains.set(domain.id, { up: true });
  }
});
afterAll(() => hall.close());

function open(path: string) {
  const lobby = hallReactLobby(hall, path);
  lobbies.push(lobby);
  const app = renderableApp(lobby, path);
  render(app.element);
  return { lobby, ...app };
}

const search = (href: string) => Object.fromEntries(new URL(href, 'http://lobby.test').searchParams);

describe('LobbyApp', () => {
  describe('when the hall cannot be reached at start-up', () => {
    it('says it is still trying, retries on request, and opens the lobby once the hall is back', async () => {
      for (const domain of await hall.control.domains.list())
        await hall.control.domains.set(domain.id, { up: false });
      const { reloads } = open('/');

      await screen.findByRole('heading', { name: 'Still trying to connect' }, WAIT);
      await userEvent.click(screen.getByRole('button', { name: 'Reload page' }));
      expect(reloads).toEqual(['/']);

      for (const domain of await hall.control.domains.list())
        await hall.control.domains.set(domain.id, { up: true });
      await userEvent.click(screen.getByRole('button', { name: 'Try now' }));
      await screen.findByRole('tablist', { name: 'Game categories' }, WAIT);
    });
  });

  describe('when a visitor lands with marketing parameters and a category', () => {
    it('shows that category and keeps the marketing parameters, not the others, on every tab', async () => {
      const { location } = open('/?id=7&cid=abc&gameCategoryId=3&evil=%3Cscript%3E');

      const tabs = await screen.findByRole('tablist', { name: 'Game categories' }, WAIT);
      const slots = await within(tabs).findByRole('tab', { name: /Slots/ }, WAIT);
      expect(slots.getAttribute('aria-selected')).toBe('true');
      expect(await screen.findByRole('tabpanel', { name: 'Slots' }, WAIT)).toBeTruthy();

      await userEvent.click(within(tabs).getByRole('tab', { name: /Fishing/ }));
      await waitFor(() =>
        expect(search(location.current().href)).toEqual({ id: '7', cid: 'abc', gameCategoryId: '2' }),
      );
      expect(await screen.findByRole('tabpanel', { name: 'Fishing' }, WAIT)).toBeTruthy();

      await userEvent.click(within(tabs).getByRole('tab', { name: /Hot/ }));
      await waitFor(() => expect(search(location.current().href)).toEqual({ id: '7', cid: 'abc' }));
      expect(await screen.findByRole('heading', { name: 'Hot games' }, WAIT)).toBeTruthy();
    });
  });

  describe('when the URL carries an invalid category', () => {
    it('drops it and shows the hot tab', async () => {
      open('/?gameCategoryId=3abc');
      const tabs = await screen.findByRole('tablist', { name: 'Game categories' }, WAIT);
      const hot = await within(tabs).findByRole('tab', { name: /Hot/ }, WAIT);
      expect(hot.getAttribute('aria-selected')).toBe('true');
    });
  });

  describe('when the visitor searches', () => {
    it('shows the hall results for the term and keeps it in the URL', async () => {
      const { location } = open('/search?cid=abc');
      const box = await screen.findByRole('searchbox', { name: 'Search games' }, WAIT);
      await userEvent.type(box, 'lucky');
      await screen.findByRole('heading', { name: 'Results for “lucky”' }, WAIT);
      expect(await screen.findAllByRole('button', { name: /^Play .*lucky/i }, WAIT)).not.toHaveLength(0);
      await waitFor(() => expect(search(location.current().href)).toEqual({ cid: 'abc', q: 'lucky' }));
    });
  });

  describe('when an address has no page', () => {
    it('shows the not-found page with a way home', async () => {
      open('/nowhere');
      expect(await screen.findByRole('heading', { name: 'Page not found' }, WAIT)).toBeTruthy();
      expect(screen.getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
    });
  });

  describe('when a provider page is opened', () => {
    it('shows the provider as the selected tab with its games', async () => {
      open('/provider/HBR?scene=hot');
      const tabs = await screen.findByRole('tablist', { name: 'Game providers' }, WAIT);
      const selected = (await within(tabs).findAllByRole('tab', {}, WAIT)).filter(
        (tab) => tab.getAttribute('aria-selected') === 'true',
      );
      expect(selected.map((tab) => tab.textContent)).toEqual([expect.stringContaining('Harbor')]);
      const scenes = screen.getByRole('tablist', { name: 'Filter games' });
      expect(within(scenes).getByRole('tab', { name: 'Hot' }).getAttribute('aria-selected')).toBe('true');
      expect(await screen.findAllByRole('button', { name: /^Play / }, WAIT)).not.toHaveLength(0);
    });
  });
});
