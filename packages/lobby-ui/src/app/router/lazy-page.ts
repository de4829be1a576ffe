// Code-split pages: a page's chunk loads when the page first renders, or earlier when a link
// to it shows intent (hover, focus, touch). A failed download is retried once after a short
// pause (loadChunk), then the page's error shows and the version is checked; the chunk is asked
// for again on the next intent rather than failing forever.
import { createElement, type ComponentType } from 'react';
import { loadChunk, type ChunkLoadOptions } from '../chunks/chunk-load';

interface Preloadable {
  readonly preload: () => Promise<void>;
  readonly prefetch: () => Promise<void> | undefined;
}

/**
 * A theme page in its own chunk, loaded when the visitor goes there (or hovers a link to it).
 * @example search: lazyPage(() => import('./pages/SearchPage'), 'SearchPage')
 */
export function lazyPage<M extends Record<string, unknown>>(
  load: () => Promise<M>,
  exportName: { [K in keyof M]: M[K] extends ComponentType ? K : never }[keyof M] & string,
  /** How the chunk is retried and where its failure is told; the defaults suit every page. */
  options: ChunkLoadOptions = {},
): ComponentType {
  let loaded: ComponentType | undefined;
  let loading: Promise<void> | undefined;
  // A failed download (its one retry included) stays failed (the page's error shows) until
  // something asks again: a link's intent or a navigation to the page. Never a loop on its own.
  let failure: { readonly error: unknown } | undefined;
  const preload = () => {
    failure = undefined;
    return (loading ??= loadChunk(load, options).then(
      (module) => {
        loaded = module[exportName] as ComponentType;
      },
      (error: unknown) => {
        loading = undefined;
        failure = { error };
        throw error;
      },
    ));
  };
  // The background preload's download (spec §9): none when the chunk is in, on its way, or failed
  // (the page's error shows until the visitor asks again). One try, no report: its failure is not
  // the page's, and a visit to the page downloads it again (with loadChunk's retry and report).
  const prefetch = () => {
    if (loaded || loading || failure) return undefined;
    loading = load().then(
      (module) => {
        loaded = module[exportName] as ComponentType;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  function LazyPage(props: object) {
    if (failure) throw failure.error;
    // Suspends (the router keeps the old page, then shows the loading state) until the chunk is
    // in. Suspense's own protocol, not `use()`: once loaded, the page renders at once, without
    // the `use()` call React would expect again when it retries this render.
    // eslint-disable-next-line @typescript-eslint/only-throw-error -- a thrown promise suspends
    if (!loaded) throw preload();
    return createElement(loaded, props);
  }
  LazyPage.displayName = exportName;
  const page: ComponentType & Preloadable = Object.assign(LazyPage, { preload, prefetch });
  return page;
}

/**
 * Starts loading a page's chunk if it is a `lazyPage`, again after a failed try (a failure
 * shows when the page renders).
 */
export function preloadPage(page: ComponentType): void {
  const { preload } = page as Partial<Preloadable>;
  if (typeof preload === 'function') preload().catch(() => undefined);
}

/**
 * Downloads a page's chunk in the background (the resource preload): undefined when there is
 * nothing to fetch (not a `lazyPage`, or its chunk is in, on its way or failed).
 */
export function prefetchPage(page: ComponentType): Promise<void> | undefined {
  const { prefetch } = page as Partial<Preloadable>;
  return typeof prefetch === 'function' ? prefetch() : undefined;
}
