/**
 * Version updates (spec §7 "Version file", §8 "Version error: forces a version check"): the
 * site's `/op.json` says which version is deployed; when it is newer than the page's, the page
 * is out of date and the player is asked to reload. Checked on a version error (999), when the
 * page comes back after a long absence, and when the app asks (a page's chunk failed to load).
 * Never reloads by itself: a reload is the player's tap, so no loop can start.
 */
import type { EventBus, HallEvents } from '@lobbykit/transport';

/** How long a page must have been hidden for its return to check the version. */
export const VERSION_ABSENCE_MS = 10 * 60_000;

const VERSION = /^v?(\d{1,6})(?:\.(\d{1,6}))?(?:\.(\d{1,6}))?(?:\.(\d{1,6}))?$/;

/** A version's numbers ('v4.1.140' -> [4, 1, 140, 0]), or undefined when it is not one. */
function partsOf(version: string): number[] | undefined {
  const match = VERSION.exec(version.trim());
  return match ? match.slice(1).map((part) => Number(part ?? 0)) : undefined;
}

/** Whether `deployed` is a later version than `current` (an unreadable one never is). */
export function isNewerVersion(deployed: string, current: string): boolean {
  const next = partsOf(deployed);
  const now = partsOf(current);
  if (!next || !now) return false;
  for (let index = 0; index < next.length; index += 1) {
    if (next[index] !== now[index]) return next[index]! > now[index]!;
  }
  return false;
}

/** The deployed version in a version file's body (`{ version: 'v4.1.141', ... }`), else undefined. */
export function versionOfFile(body: unknown): string | undefined {
  const version =
    typeof body === 'object' && body !== null ? (body as Record<string, unknown>)['version'] : undefined;
  return typeof version === 'string' && partsOf(version) ? version.trim() : undefined;
}

export interface VersionWatchOptions {
  /** The page's own version (the `version` header it sends). */
  readonly current: string;
  /** The version file's address (the site's `/op.json`). */
  readonly url: string;
  /** Called once, with the deployed version, when it is newer than the page's. */
  readonly onUpdate: (version: string) => void;
  /** The hall client's events: a version error (999) checks at once. */
  readonly events?: Pick<EventBus<HallEvents>, 'on'> | undefined;
  /** The page's document: its return after VERSION_ABSENCE_MS hidden checks. */
  readonly document?:
    Pick<Document, 'visibilityState' | 'addEventListener' | 'removeEventListener'> | undefined;
  /** @default globalThis.fetch */
  readonly fetch?: typeof fetch | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
  /** @default VERSION_ABSENCE_MS */
  readonly absenceMs?: number | undefined;
}

export interface VersionWatch {
  /** Reads the version file now; answers whether the page is out of date. */
  readonly check: () => Promise<boolean>;
  readonly stop: () => void;
}

/** Watches the deployed version; see the module's comment for when it checks. */
export function watchVersion(options: VersionWatchOptions): VersionWatch {
  const { current, url, onUpdate, events, document } = options;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const now = options.now ?? Date.now;
  const absenceMs = options.absenceMs ?? VERSION_ABSENCE_MS;
  let updated: string | undefined;
  let inFlight: Promise<boolean> | undefined;
  let hiddenAt: number | undefined;

  const read = async (): Promise<boolean> => {
    try {
      const response = await fetchImpl(url, { cache: 'no-store', credentials: 'omit' });
      if (!response.ok) return false;
      const deployed = versionOfFile(await response.json());
      if (deployed === undefined || !isNewerVersion(deployed, current)) return false;
      if (updated === undefined) {
        updated = deployed;
        onUpdate(deployed);
      }
      return true;
    } catch {
      // No answer, or not JSON: nothing is known, the page goes on as it is.
      return false;
    }
  };
  const check = () => {
    if (updated !== undefined) return Promise.resolve(true);
    inFlight ??= read().finally(() => {
      inFlight = undefined;
    });
    return inFlight;
  };

  const onVisibility = () => {
    if (!document) return;
    if (document.visibilityState === 'hidden') {
      hiddenAt = now();
    } else if (hiddenAt !== undefined) {
      const away = now() - hiddenAt;
      hiddenAt = undefined;
      if (away >= absenceMs) void check();
    }
  };
  document?.addEventListener('visibilitychange', onVisibility);
  const stopEvents = events?.on('versionCheck', () => void check());

  return {
    check,
    stop: () => {
      document?.removeEventListener('visibilitychange', onVisibility);
      stopEvents?.();
    },
  };
}
