import { act, cleanup, render, screen } from '@testing-library/react';
import { Component, Suspense, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createChunkFailures } from '../chunks/chunk-failures';
import { lazyPage, prefetchPage, preloadPage } from './lazy-page';

afterEach(() => {
  vi.restoreAllMocks();
});

/** Shows an alert for an error below it. */
class Failed extends Component<{ readonly children: ReactNode }, { readonly failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override render() {
    return this.state.failed ? <p role="alert">Failed</p> : this.props.children;
  }
}

function SearchPage() {
  return <h1>Search</h1>;
}
const searchModule = { SearchPage, searchTip: 'not a page' };

/** Runs `change` and lets React finish what it started, suspended renders included. */
async function settle(change: () => void) {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

/** A chunk download the test finishes when it wants. */
function pendingChunk() {
  let finish: (module: typeof searchModule) => void = () => undefined;
  const promise = new Promise<typeof searchModule>((resolve) => {
    finish = resolve;
  });
  return { promise, finish: (module: typeof searchModule) => finish(module) };
}

describe('lazyPage', () => {
  describe('when it first renders', () => {
    it('shows the loading state until the module is in, then its named export', async () => {
      const chunk = pendingChunk();
      const load = vi.fn(() => chunk.promise);
      const Page = lazyPage(load, 'SearchPage');
      // Settled: React retries a suspended render inside `act` only when the test awaits it.
      await settle(() =>
        render(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        ),
      );
      expect(screen.getByText('Loading')).toBeTruthy();
      await settle(() => chunk.finish(searchModule));
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('when it is preloaded (a link showed intent)', () => {
    it('loads the chunk once, however often asked, and renders from it', async () => {
      const load = vi.fn(() => Promise.resolve(searchModule));
      const Page = lazyPage(load, 'SearchPage');
      preloadPage(Page);
      preloadPage(Page);
      // Settled: React retries a suspended render inside `act` only when the test awaits it.
      await settle(() =>
        render(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the first download fails and its retry succeeds', () => {
    it('shows the page, reporting nothing', async () => {
      const load = vi
        .fn<() => Promise<typeof searchModule>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(searchModule);
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      const Page = lazyPage(load, 'SearchPage', { retryAfterMs: 0, failures });
      await settle(() =>
        render(
          <Failed>
            <Suspense fallback={<p>Loading</p>}>
              <Page />
            </Suspense>
          </Failed>,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(screen.queryByRole('alert')).toBeNull();
      expect(load).toHaveBeenCalledTimes(2);
      expect(heard).not.toHaveBeenCalled();
    });
  });

  describe('when the chunk failed to load, its retry too', () => {
    it('reports it once and shows the failure until asked again, then loads it again', async () => {
      vi.spyOn(console, 'error').mockImplementation(() => undefined); // React reports what it caught
      const load = vi
        .fn<() => Promise<typeof searchModule>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(searchModule);
      const failures = createChunkFailures();
      const heard = vi.fn();
      failures.subscribe(heard);
      const Page = lazyPage(load, 'SearchPage', { retryAfterMs: 0, failures });
      await settle(() =>
        render(
          <Failed>
            <Suspense fallback={<p>Loading</p>}>
              <Page />
            </Suspense>
          </Failed>,
        ),
      );
      expect(await screen.findByRole('alert')).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
      expect(heard).toHaveBeenCalledTimes(1);

      preloadPage(Page); // a link's intent
      cleanup();
      await settle(() =>
        render(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(3);
      expect(heard).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a plain component is preloaded', () => {
    it('does nothing', () => {
      expect(() => preloadPage(SearchPage)).not.toThrow();
    });
  });
});

describe('prefetchPage', () => {
  describe('when the chunk is not loaded', () => {
    it('downloads it once, and the page renders from it', async () => {
      const load = vi.fn(() => Promise.resolve(searchModule));
      const Page = lazyPage(load, 'SearchPage');
      await prefetchPage(Page);
      expect(prefetchPage(Page)).toBeUndefined();
      await settle(() => render(<Page />));
      expect(screen.getByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the chunk is on its way or in', () => {
    it('has nothing to fetch', async () => {
      const chunk = pendingChunk();
      const load = vi.fn(() => chunk.promise);
      const Page = lazyPage(load, 'SearchPage');
      preloadPage(Page); // a link's intent
      expect(prefetchPage(Page)).toBeUndefined();
      await settle(() => chunk.finish(searchModule));
      expect(prefetchPage(Page)).toBeUndefined();
      expect(load).toHaveBeenCalledTimes(1);
    });
  });

  describe('when its download fails', () => {
    it('tries once, and a visit to the page downloads it again', async () => {
      const load = vi
        .fn<() => Promise<typeof searchModule>>()
        .mockRejectedValueOnce(new TypeError('Failed to fetch dynamically imported module'))
        .mockResolvedValue(searchModule);
      const Page = lazyPage(load, 'SearchPage');
      await expect(prefetchPage(Page)).rejects.toThrow(TypeError);
      expect(load).toHaveBeenCalledTimes(1);
      await settle(() =>
        render(
          <Suspense fallback={<p>Loading</p>}>
            <Page />
          </Suspense>,
        ),
      );
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      expect(load).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the page is a plain component', () => {
    it('has nothing to fetch', () => {
      expect(prefetchPage(SearchPage)).toBeUndefined();
    });
  });
});
