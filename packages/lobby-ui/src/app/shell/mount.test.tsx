// mountLobby over a page's root: the server's markup hydrated when the page's first render
// assumes what the server did, rendered afresh over it otherwise, and never a silent mismatch.
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi, type MockInstance } from 'vitest';
import type { BootSnapshot } from '@lobbykit/lobby-core';
import { renderLobbyHtml } from '../../server/render-lobby-html';
import { fixtureLobby, FIXTURE_SITE, homeFixtureSnapshot } from '../test-support/home-fixture';
import { testTheme } from '../test-support/test-app';
import { createMemoryLocation } from '../router/memory-location';
import { mountLobby } from './mount';

const URL = 'http://lobby.test/';
const mounted: { unmount: () => void }[] = [];

afterEach(() => {
  mounted.splice(0).forEach((app) => app.unmount());
  document.body.replaceChildren();
  document.head.querySelectorAll('style').forEach((style) => style.remove());
});

/** The page as the server sends it: the render in the root, its inputs on it, its styles linked. */
async function servedPage(snapshot: BootSnapshot, { withStyles = true } = {}): Promise<HTMLElement> {
  const rendered = await renderLobbyHtml({
    url: URL,
    siteCode: FIXTURE_SITE,
    snapshot,
    languages: ['en-US'],
    // jsdom has no matchMedia: the page lays out for a phone.
    layout: 'phone',
    lobby: { siteCode: FIXTURE_SITE, staticKey: new Uint8Array(32).fill(7), lines: { api: [URL] } },
    app: { theme: testTheme },
  });
  if (withStyles) {
    const style = document.createElement('style');
    style.textContent = rendered.css;
    document.head.append(style);
  }
  const root = document.createElement('div');
  root.id = 'root';
  for (const [name, value] of Object.entries(rendered.attributes)) root.setAttribute(name, value);
  root.innerHTML = rendered.html;
  document.body.append(root);
  return root;
}

/** A line of React's hydration diff: `+` or `-`, then the prop as the client or the server has it. */
const DIFF_LINE = /^\s*[+-] {2,}\S/;
/** A style property of ThemeProvider's wrapper in the diff. */
const STYLE_LINE = /^\s*[+-]\s+(--[a-z0-9-]+|color|background|fontFamily|font-family):/;

/**
 * The console errors of a test, but for two that only React's development build logs, and only
 * because a test renders the server's markup and the browser's in one process:
 * - two renderers (react-dom/static's and react-dom's) sharing the context objects of one module;
 * - the style attribute compared as text: the browser writes the restored styles with spaces
 *   React's own text has not (the server markup can carry no style attribute: the page's
 *   policy refuses them). Production builds compare no attribute.
 */
function unexpectedErrors(errors: MockInstance): string[] {
  return errors.mock.calls
    .map((args) => args.map(String).join(' '))
    .filter((text) => !text.includes('Detected multiple renderers concurrently rendering the same context'))
    .filter(
      (text) =>
        !text.includes("didn't match the client properties") ||
        !text
          .split('\n')
          .filter((line) => DIFF_LINE.test(line))
          .every((line) => STYLE_LINE.test(line)),
    );
}

function mount(root: HTMLElement, snapshot: BootSnapshot, storage = memoryStorage()) {
  const app = mountLobby(root, {
    lobby: fixtureLobby(snapshot, { url: URL, storage }),
    theme: testTheme,
    location: createMemoryLocation('/'),
    storage,
  });
  mounted.push(app);
  return app;
}

describe('mountLobby', () => {
  describe('when the root holds a server render of what the page would render', () => {
    it('hydrates the markup in place, with no error, and the page answers clicks', async () => {
      const errors = vi.spyOn(console, 'error');
      const snapshot = homeFixtureSnapshot();
      const root = await servedPage(snapshot);
      const tabs = within(root).getByRole('tablist', { name: 'Game categories' });

      mount(root, snapshot);
      await waitFor(() => expect(root.getAttribute('data-lk-hydration')).toBe('hydrated'));
      // The same elements: hydrated, not drawn again.
      expect(screen.getByRole('tablist', { name: 'Game categories' })).toBe(tabs);
      expect(root.querySelector('[data-lk-style]')).toBeNull();
      expect(unexpectedErrors(errors)).toEqual([]);

      await userEvent.click(within(tabs).getByRole('tab', { name: /Slots/ }));
      expect(await screen.findByRole('tabpanel', { name: 'Slots' })).toBeTruthy();
    });
  });

  describe("when the visitor's stored language is not the server's", () => {
    it('renders afresh over the markup, in that language, with no error', async () => {
      const errors = vi.spyOn(console, 'error');
      const snapshot = homeFixtureSnapshot();
      const root = await servedPage(snapshot);

      mount(root, snapshot, memoryStorage({ 'lobbykit:language': 'pt_PT' }));
      expect(await screen.findByRole('button', { name: 'Iniciar sessão' }, { timeout: 5000 })).toBeTruthy();
      expect(root.getAttribute('data-lk-hydration')).toBe('skipped');
      expect(unexpectedErrors(errors)).toEqual([]);
    });
  });

  describe("when the render's stylesheet did not load", () => {
    it('renders afresh rather than hydrate markup without its styles', async () => {
      const snapshot = homeFixtureSnapshot();
      const root = await servedPage(snapshot, { withStyles: false });
      mount(root, snapshot);
      await waitFor(() => expect(root.getAttribute('data-lk-hydration')).toBe('skipped'));
      // React's render, not the server's markup, which it replaced.
      expect(root.querySelector('[data-lk-style]')).toBeNull();
      expect(await screen.findByRole('tablist', { name: 'Game categories' })).toBeTruthy();
    });
  });

  describe('when the markup does not match after all', () => {
    it('says so on the root and in the console, and renders the lobby', async () => {
      const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
      const snapshot = homeFixtureSnapshot();
      const root = await servedPage(snapshot);
      // A text the client would not render.
      within(root).getByRole('heading', { name: 'Hot games' }).textContent = 'Tampered';

      mount(root, snapshot);
      await waitFor(() => expect(root.getAttribute('data-lk-hydration')).toBe('fallback'));
      expect(errors).toHaveBeenCalledWith('lobby-ui: hydration fell back', expect.anything());
      expect(await screen.findByRole('heading', { name: 'Hot games' })).toBeTruthy();
    });
  });

  describe('when the root holds no server render', () => {
    it('renders the lobby over the splash, as always', async () => {
      const root = document.createElement('div');
      root.innerHTML = '<div class="lk-splash" role="status"></div>';
      document.body.append(root);
      mount(root, homeFixtureSnapshot());
      expect(await screen.findByRole('tablist', { name: 'Game categories' })).toBeTruthy();
      expect(root.hasAttribute('data-lk-hydration')).toBe(false);
    });
  });
});
