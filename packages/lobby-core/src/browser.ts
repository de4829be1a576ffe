/**
 * `@lobbykit/lobby-core/browser`: the parts of a lobby config a browser page supplies, read
 * from `window`, `navigator`, `localStorage` and the inlined snapshot element. The only module
 * of the package that touches the page; everything else takes these values as config.
 */
import type { StorageLike } from '@lobbykit/contract';
import { BOOT_SNAPSHOT_ELEMENT_ID } from './boot/snapshot';
import { deviceModelOf } from './device-model';
import type { LobbyConfig } from './config';

export { indexedDbSessionStore } from './indexeddb-session-store';

export type BrowserConfig = Required<
  Pick<LobbyConfig, 'location' | 'browserLanguages' | 'fetch' | 'device' | 'nextTask'>
> &
  Pick<LobbyConfig, 'storage' | 'snapshot'>;

export interface BrowserConfigOptions {
  /** The id of the `<script type="application/json">` holding the boot snapshot. @default 'lobbykit-boot' */
  readonly snapshotElementId?: string | undefined;
}

function localStorageOf(page: Window): StorageLike | undefined {
  try {
    // Reading localStorage throws in sandboxed frames and with storage disabled.
    return page.localStorage ?? undefined;
  } catch {
    return undefined;
  }
}

/** The browser's own yield (`scheduler.yield`), where it has one. */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * A later task of `page`: `scheduler.yield()` where the browser has it (it resumes ahead of
 * other queued work), else a timer of 0 ms.
 */
function nextTaskOf(page: Window): () => Promise<void> {
  const scheduler = (page as Window & { scheduler?: YieldingScheduler }).scheduler;
  if (scheduler?.yield) return () => scheduler.yield?.() ?? Promise.resolve();
  return () => new Promise((resolve) => page.setTimeout(resolve, 0));
}

/**
 * `{ location, browserLanguages, fetch, storage, device, snapshot, nextTask }` of this page, to spread into
 * `createLobby`'s config.
 * @example createLobby({ ...browserConfig(), siteCode, staticKey, lines })
 */
export function browserConfig(options: BrowserConfigOptions = {}, page: Window = window): BrowserConfig {
  const element = page.document.getElementById(options.snapshotElementId ?? BOOT_SNAPSHOT_ELEMENT_ID);
  return {
    location: page.location,
    browserLanguages: [...(page.navigator.languages ?? [page.navigator.language])],
    fetch: page.fetch.bind(page),
    storage: localStorageOf(page),
    // The name another device of the account is shown when this one logs in.
    device: { model: deviceModelOf(page.navigator.userAgent ?? '') },
    snapshot: element?.textContent ?? undefined,
    nextTask: nextTaskOf(page),
  };
}
