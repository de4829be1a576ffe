// Where a code-split chunk that could not be downloaded, even on its retry, is told: the
// version watcher listens, since a chunk missing from the server most often means a newer
// release replaced the files. Chunks load at module level (no lobby at hand), hence a listener
// set rather than a prop.

export interface ChunkFailures {
  /** Tells every listener of one failed download (after its retry). */
  readonly report: (error: unknown) => void;
  /**
   * Listens to failed downloads; answers the unsubscribe. A failure reported while nobody
   * listened (the watcher's own chunk still on its way) reaches the first listener, once.
   */
  readonly subscribe: (listener: (error: unknown) => void) => () => void;
}

export function createChunkFailures(): ChunkFailures {
  const listeners = new Set<(error: unknown) => void>();
  let unheard: { readonly error: unknown } | undefined;
  return {
    report(error) {
      if (listeners.size === 0) unheard = { error };
      listeners.forEach((listener) => listener(error));
    },
    subscribe(listener) {
      listeners.add(listener);
      if (unheard) {
        const { error } = unheard;
        unheard = undefined;
        listener(error);
      }
      return () => {
        listeners.delete(listener);
      };
    },
  };
}

/** The lobby's own: every page chunk reports here, the site-status watcher listens. */
export const chunkFailures: ChunkFailures = createChunkFailures();
