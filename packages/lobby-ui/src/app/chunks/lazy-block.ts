// Code-split blocks (the footer, the marquee, dialogs, hosts): React's `lazy()` would throw a
// failed download into the nearest error boundary, and a block sits outside every page's, so one
// missing file would take the whole lobby down. A block loads with the page chunks' retry
// (loadChunk: once more after a pause, then the failure is told and the version is checked), and
// one that still fails draws nothing: the lobby around it keeps working, and a new release is
// offered by the update dialog. It is asked for again after a reload, never in a loop.
import { lazy, type ComponentType } from 'react';
import { loadChunk, type ChunkLoadOptions } from './chunk-load';

/** The props of a component type. */
type PropsOf<C> = C extends ComponentType<infer P> ? P : never;

/** What a block whose chunk did not download draws. */
function Nothing() {
  return null;
}

/**
 * A block in its own chunk, loaded the first time it renders (inside a Suspense boundary, whose
 * fallback shows meanwhile); nothing once its download failed twice. React's `lazy()` keeps the
 * outcome, so the block is not asked for again until a reload.
 * @example const LazyMarquee = lazyBlock(() => import('../../marquee/Marquee'), 'Marquee');
 */
export function lazyBlock<M extends Record<string, unknown>, K extends keyof M & string>(
  load: () => Promise<M>,
  exportName: K,
  /** How the chunk is retried and where its failure is told; the defaults suit every block. */
  options: ChunkLoadOptions = {},
): ComponentType<PropsOf<M[K]>> {
  return lazy(() =>
    loadChunk(load, options).then(
      (module) => ({ default: module[exportName] as ComponentType<PropsOf<M[K]>> }),
      () => ({ default: Nothing as ComponentType<PropsOf<M[K]>> }),
    ),
  );
}
