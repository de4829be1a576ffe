// A code-split chunk's download, tried once more after a short pause when it fails (the
// connection dropped for a moment), then reported to `chunkFailures` so the deployed version is
// checked: "the page has been updated" when a newer release replaced the files, the page's own
// error otherwise. One retry and one report per call, never a loop.
import { chunkFailures as lobbyChunkFailures, type ChunkFailures } from './chunk-failures';

/** How long a failed chunk download waits before its one retry. */
export const CHUNK_RETRY_PAUSE_MS = 1000;

export interface ChunkLoadOptions {
  /** @default CHUNK_RETRY_PAUSE_MS */
  readonly retryAfterMs?: number | undefined;
  /** Waits `ms` before the retry. @default a `setTimeout` */
  readonly wait?: ((ms: number) => Promise<void>) | undefined;
  /** Told of a download that failed twice. @default the lobby's `chunkFailures` */
  readonly failures?: ChunkFailures | undefined;
}

const pause = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms);
  });

/**
 * Runs `load` (an `import()`), once more after a pause if it fails; a second failure is reported
 * and rejects with its error.
 * @example lazy(() => loadChunk(() => import('./QrCode')).then((module) => ({ default: module.QrCode })))
 */
export async function loadChunk<M>(load: () => Promise<M>, options: ChunkLoadOptions = {}): Promise<M> {
  const { retryAfterMs = CHUNK_RETRY_PAUSE_MS, wait = pause, failures = lobbyChunkFailures } = options;
  try {
    return await load();
  } catch {
    // Retried below: a blip of the network should not cost the player the page.
  }
  await wait(retryAfterMs);
  try {
    return await load();
  } catch (error) {
    failures.report(error);
    throw error;
  }
}
