import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createBrowserLocation } from './browser-location';
import type { LobbyLocationChange } from './location';

const stops: (() => void)[] = [];

beforeEach(() => {
  // The landing entry: an address with no state of the lobby's.
  window.history.replaceState(null, '', '/?cid=abc');
});
afterEach(() => {
  stops.splice(0).forEach((stop) => stop());
});

/** The location of this window, with the changes it tells. */
function listen() {
  const location = createBrowserLocation(window);
  const changes: LobbyLocationChange[] = [];
  stops.push(location.subscribe((change) => changes.push(change)));
  return { location, changes };
}

describe('createBrowserLocation', () => {
  describe('when the visit lands', () => {
    it('reads the address bar, with nothing of the lobby behind it', () => {
      const location = createBrowserLocation(window);
      expect(location.current()).toEqual({ path: '/', search: '?cid=abc', href: '/?cid=abc', index: 0 });
    });

    it('counts an entry whose state is not the lobby’s as a landing', () => {
      window.history.replaceState({ lobbykitIndex: -3 }, '', '/search');
      expect(createBrowserLocation(window).current().index).toBe(0);
      window.history.replaceState('other', '', '/search');
      expect(createBrowserLocation(window).current().index).toBe(0);
    });
  });

  describe('when entries are pushed and replaced', () => {
    it('writes the browser history with each entry’s index and tells each change', () => {
      const { location, changes } = listen();
      location.push('/search?q=lucky');
      expect(window.location.pathname + window.location.search).toBe('/search?q=lucky');
      expect(location.current()).toMatchObject({ href: '/search?q=lucky', index: 1 });
      location.replace('/search?q=lucky+7');
      expect(location.current()).toMatchObject({ href: '/search?q=lucky+7', index: 1 });
      expect(changes).toEqual(['push', 'replace']);
    });

    it('restores scroll positions itself, not the browser', () => {
      listen();
      expect(window.history.scrollRestoration).toBe('manual');
    });
  });

  describe('when the visitor goes back', () => {
    it('tells a pop, at the entry behind', async () => {
      const { location, changes } = listen();
      location.push('/search');
      const popped = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
      location.back();
      await popped;
      expect(location.current()).toMatchObject({ href: '/?cid=abc', index: 0 });
      expect(changes).toEqual(['push', 'pop']);
    });
  });
});
