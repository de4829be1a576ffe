// The lobby's pages from a theme: which page shows where (inside the layout or full screen),
// what shows while a page's chunk loads, and a page whose chunk does not load.
import { defineTheme, type ThemeSlotProps } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChunkFailures } from '../chunks/chunk-failures';
import { keepMarketingParams } from './keep-marketing-params';
import { lazyPage } from './lazy-page';
import { LobbyRouter } from './LobbyRouter';
import { createMemoryLocation } from './memory-location';
import { LobbyLink } from './navigation';
import { LobbyRoutes } from './routes';

afterEach(() => {
  vi.restoreAllMocks();
});

function SearchPage() {
  return <h1>Search</h1>;
}
const searchModule = { SearchPage };

/** Runs `change` and lets React finish what it started, suspended renders included. */
async function settle(change: () => void) {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

/** A chunk download the test finishes (or fails) when it wants. */
function pendingChunk() {
  let finish: (module: typeof searchModule) => void = () => undefined;
  let fail: (error: Error) => void = () => undefined;
  const promise = new Promise<typeof searchModule>((resolve, reject) => {
    finish = resolve;
    fail = reject;
  });
  return {
    load: () => promise,
    finish: (module: typeof searchModule) => finish(module),
    fail: (error: Error) => fail(error),
  };
}

function Layout({ children }: ThemeSlotProps) {
  return (
    <>
      <header>
        <LobbyLink to={{ page: 'home' }}>Home</LobbyLink>
        <LobbyLink to={{ page: 'search' }}>Search games</LobbyLink>
      </header>
      <main>{children}</main>
    </>
  );
}

function themeWith(loadSearch: () => Promise<typeof searchModule>) {
  return defineTheme({
    name: 'test',
    pages: {
      home: () => <h1>Lobby home</h1>,
      // The chunk's one retry at once, and its failure told to nobody: the page's error is the test.
      search: lazyPage(loadSearch, 'SearchPage', { retryAfterMs: 0, failures: createChunkFailures() }),
      subGame: () => <h1>Provider</h1>,
    },
    layouts: { main: Layout },
    footer: () => null,
    floatBar: () => null,
    styles: classicTokens,
  });
}

function open(
  path: string,
  { loadSearch = pendingChunk().load, pendingMs = 300, reload = () => undefined } = {},
) {
  const location = createMemoryLocation(path);
  render(
    <LobbyRouter location={location} keep={keepMarketingParams()} pendingMs={pendingMs}>
      <LobbyRoutes theme={themeWith(loadSearch)} reload={reload} />
    </LobbyRouter>,
  );
  return location;
}

describe('LobbyRoutes', () => {
  describe('when a page of the theme opens', () => {
    it('shows it inside the theme’s layout', () => {
      open('/provider/HBR');
      expect(within(screen.getByRole('main')).getByRole('heading', { name: 'Provider' })).toBeTruthy();
      expect(screen.getByRole('banner')).toBeTruthy();
    });
  });

  describe('when an address has no page', () => {
    it.each(['/nowhere', '/demo/%3Cscript%3E'])(
      'shows %s as not found inside the layout, with a way home',
      (path) => {
        open(path);
        const main = screen.getByRole('main');
        expect(within(main).getByRole('heading', { name: 'Page not found' })).toBeTruthy();
        expect(within(main).getByRole('link', { name: 'Back to the lobby' }).getAttribute('href')).toBe('/');
      },
    );
  });

  describe('when the next page is still loading', () => {
    it('keeps the old page on screen meanwhile', async () => {
      const chunk = pendingChunk();
      const location = open('/', { loadSearch: chunk.load, pendingMs: 3_600_000 });
      await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Search games' })));
      expect(location.current().href).toBe('/search');
      expect(screen.getByRole('heading', { name: 'Lobby home' })).toBeTruthy();
      expect(screen.queryByText('Loading the lobby…')).toBeNull();

      await settle(() => chunk.finish(searchModule));
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(screen.queryByRole('heading', { name: 'Lobby home' })).toBeNull();
    });

    it('shows the loading state inside the layout once the wait is over', async () => {
      const chunk = pendingChunk();
      open('/', { loadSearch: chunk.load, pendingMs: 0 });
      await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Search games' })));
      const loading = await screen.findByText('Loading the lobby…');
      expect(within(screen.getByRole('main')).getByText('Loading the lobby…')).toBe(loading);
      expect(screen.queryByRole('heading', { name: 'Lobby home' })).toBeNull();

      await settle(() => chunk.finish(searchModule));
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
    });
  });

  describe('when a page’s chunk does not load', () => {
    it('offers a reload, and another address works again', async () => {
      // React reports the error it caught; the test expects it.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const chunk = pendingChunk();
      const reload = vi.fn();
      const location = open('/search', { loadSearch: chunk.load, reload });
      await settle(() => chunk.fail(new TypeError('Failed to fetch dynamically imported module')));

      await screen.findByRole('heading', { name: 'This page didn’t load' });
      fireEvent.click(screen.getByRole('button', { name: 'Reload page' }));
      expect(reload).toHaveBeenCalledTimes(1);

      await settle(() => location.push('/'));
      expect(await screen.findByRole('heading', { name: 'Lobby home' })).toBeTruthy();
    });
  });
});
