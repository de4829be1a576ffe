// The resource preload as a lobby runs it: once mounted, the theme's code-split pages download
// after 30 s, one every 2 s, and nothing more once the lobby is gone.
import { defineTheme, type LobbyTheme } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { act, render } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadPage } from '../router/lazy-page';
import { LobbyAppContext, type LobbyPreloadTimings } from '../shell/app-context';
import { testAppContext } from '../test-support/app-context-value';
import { PreloadHost } from './PreloadHost';

afterEach(() => {
  vi.useRealTimers();
});

const Plain = () => null;

/** A theme whose search and provider pages are chunks the test counts. */
function chunkedTheme() {
  const loadSearch = vi.fn(() => Promise.resolve({ SearchPage: Plain }));
  const loadSubGame = vi.fn(() => Promise.resolve({ SubGamePage: Plain }));
  const theme = defineTheme({
    name: 'test',
    pages: {
      home: Plain,
      search: lazyPage(loadSearch, 'SearchPage'),
      subGame: lazyPage(loadSubGame, 'SubGamePage'),
    },
    layouts: { main: Plain },
    footer: Plain,
    floatBar: Plain,
    styles: classicTokens,
  });
  return { theme, loadSearch, loadSubGame };
}

/** Mounts the host, and lets its effect load the scheduler's chunk. */
async function mount(theme: LobbyTheme, preload: LobbyPreloadTimings | undefined) {
  vi.useFakeTimers();
  const view = render(
    <LobbyAppContext value={testAppContext({ theme, preload })}>
      <PreloadHost />
    </LobbyAppContext>,
  );
  await act(() => vi.dynamicImportSettled());
  return view;
}

describe('PreloadHost', () => {
  describe('when the lobby is hydrated', () => {
    it('downloads the first page’s chunk after 30 s and the next 2 s later', async () => {
      const { theme, loadSearch, loadSubGame } = chunkedTheme();
      await mount(theme, {});
      await vi.advanceTimersByTimeAsync(29_999);
      expect(loadSearch).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(1);
      expect(loadSearch).toHaveBeenCalledOnce();
      expect(loadSubGame).not.toHaveBeenCalled();
      await vi.advanceTimersByTimeAsync(2_000);
      expect(loadSubGame).toHaveBeenCalledOnce();
      expect(loadSearch).toHaveBeenCalledOnce();
    });

    it('skips a page whose chunk is already in, without a gap', async () => {
      const { theme, loadSearch, loadSubGame } = chunkedTheme();
      preloadPage(theme.pages.search); // a link's intent, before the preload starts
      await mount(theme, { startAfterMs: 1_000 });
      await vi.advanceTimersByTimeAsync(1_000);
      expect(loadSearch).toHaveBeenCalledOnce();
      expect(loadSubGame).toHaveBeenCalledOnce();
    });
  });

  describe('when the lobby is unmounted', () => {
    it('downloads nothing more', async () => {
      const { theme, loadSearch, loadSubGame } = chunkedTheme();
      const view = await mount(theme, {});
      await vi.advanceTimersByTimeAsync(30_000);
      expect(loadSearch).toHaveBeenCalledOnce();
      view.unmount();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(loadSubGame).not.toHaveBeenCalled();
    });

    it('before the scheduler started: downloads nothing at all', async () => {
      const { theme, loadSearch } = chunkedTheme();
      const view = await mount(theme, {});
      await vi.advanceTimersByTimeAsync(10_000);
      view.unmount();
      await vi.advanceTimersByTimeAsync(60_000);
      expect(loadSearch).not.toHaveBeenCalled();
    });
  });

  describe('when the app turned it off', () => {
    it('downloads nothing', async () => {
      const { theme, loadSearch, loadSubGame } = chunkedTheme();
      await mount(theme, undefined);
      await vi.advanceTimersByTimeAsync(120_000);
      expect(loadSearch).not.toHaveBeenCalled();
      expect(loadSubGame).not.toHaveBeenCalled();
    });
  });
});
