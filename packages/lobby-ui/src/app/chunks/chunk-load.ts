// A code-split chunk's download, tried once more after a short pause when it fails (the
// connection dropped for a moment), then reported to `chunkFailures` so the deployed version is
// checked: "the page has been updated" when a newer release replaced the files, the page's own
// error otherwise. One retry and one report per call, never a loop. The retry asks for the file
// under a new address (module-address.ts: a browser may keep the failure of the first).
import { chunkFailures as lobbyChunkFailures, type ChunkFailures } from './chunk-failures';
import { failedModuleAddress, retryAddress } from './module-address';

/** How long a failed chunk download waits before its one retry. */
export const CHUNK_RETRY_PAUSE_MS = 1000;

export interface ChunkLoadOptions {
  /** @default CHUNK_RETRY_PAUSE_MS */
  readonly retryAfterMs?: number | undefined;
  /** Waits `ms` before the retry. @default a `setTimeout` */
  readonly wait?: ((ms: number) => Promise<void>) | undefined;
  /** Told of a download that failed twice. @default the lobby's `chunkFailures` */
  readonly failures?: ChunkFailures | undefined;
  /** Imports a module by its address (the retry's). @default `import()` */
  readonly importModule?: ((address: string) => Promise<unknown>) | undefined;
  /** The retries so far, by the address that failed. @default the page's own */
  readonly retries?: ChunkRetries | undefined;
}

/** A failed address's last retry: its own address, and whether that one loaded. */
interface ChunkRetry {
  readonly attempt: number;
  readonly address: string;
  readonly loaded: boolean;
}

/** The retries of the page's chunks, by the address that failed first. */
type ChunkRetries = Map<string, ChunkRetry>;

const pageRetries: ChunkRetries = new Map();

const importByAddress = (address: string): Promise<unknown> => import(/* @vite-ignore */ address);

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
  const {
    retryAfterMs = CHUNK_RETRY_PAUSE_MS,
    wait = pause,
    failures = lobbyChunkFailures,
    importModule = importByAddress,
    retries = pageRetries,
  } = options;
  let failed: unknown;
  try {
    return await load();
  } catch (error) {
    // Retried below: a blip of the network should not cost the player the page.
    failed = error;
  }
  const address = failedModuleAddress(failed);
  const before = address === undefined ? undefined : retries.get(address);
  // An earlier retry loaded the file under its own address: that module, at once.
  if (before?.loaded) return (await importModule(before.address).catch(() => load())) as M;
  await wait(retryAfterMs);
  try {
    if (address === undefined) return await load();
    const attempt = (before?.attempt ?? 0) + 1;
    const retry = { attempt, address: retryAddress(address, attempt) };
    retries.set(address, { ...retry, loaded: false });
    let module: M;
    try {
      module = (await importModule(retry.address)) as M;
    } catch (error) {
      // The file is missing at its new address too: that is the answer.
      if (failedModuleAddress(error) !== undefined) throw error;
      // Where the new address cannot be imported as such (a test's module runner): the import
      // as written, once more.
      return await load();
    }
    retries.set(address, { ...retry, loaded: true });
    return module;
  } catch (error) {
    failures.report(error);
    throw error;
  }
}
