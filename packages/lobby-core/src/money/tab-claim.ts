/**
 * "Show it once" across the tabs of one browser. Every tab hears every notice (the realtime
 * channel's leader tab passes them on), so each tab asks for the claim of what the notice
 * would show; the first one gets it. The claims live in storage, which all tabs share, and are
 * taken under a lock of the Web Locks API, so two tabs asking at once cannot both get one.
 * Without locks the check is only as good as storage's; without storage each tab claims once.
 */
import type { StorageLike } from '@lobbykit/contract';
import type { MoneyLocks } from './options';

const STORAGE_KEY = 'lobbykit:money-shown';
const LOCK_NAME = 'lobbykit-money-shown';
/** Claims remembered (the oldest go first) and for how long. */
const MAX_CLAIMS = 200;
const CLAIM_TTL_MS = 24 * 3_600_000;

type Claim = [key: string, at: number];

function isClaims(value: unknown): value is Claim[] {
  return (
    Array.isArray(value) &&
    value.every(
      (entry) => Array.isArray(entry) && typeof entry[0] === 'string' && typeof entry[1] === 'number',
    )
  );
}

export interface TabClaims {
  /** True for the first tab that claims `key`; false for every later claim, in any tab. */
  readonly claim: (key: string) => Promise<boolean>;
}

export function createTabClaims(
  storage: StorageLike | undefined,
  locks: MoneyLocks | undefined,
  now: () => number,
): TabClaims {
  // This tab's own claims: enough when there is no storage, and a guard when it fails.
  const mine = new Set<string>();
  const claimNow = (key: string): boolean => {
    if (mine.has(key)) return false;
    mine.add(key);
    if (!storage) return true;
    try {
      let claims: Claim[] = [];
      try {
        const parsed: unknown = JSON.parse(storage.getItem(STORAGE_KEY) ?? '[]');
        if (isClaims(parsed)) claims = parsed;
      } catch {
        // A corrupt value is dropped: the claims start again.
      }
      const fresh = claims.filter(([, at]) => now() - at < CLAIM_TTL_MS);
      if (fresh.some(([claimed]) => claimed === key)) return false;
      fresh.push([key, now()]);
      storage.setItem(STORAGE_KEY, JSON.stringify(fresh.slice(-MAX_CLAIMS)));
      return true;
    } catch {
      // Storage that throws leaves this tab's own memory: shown here, maybe in another tab too.
      return true;
    }
  };
  return {
    claim: (key) =>
      locks
        ? locks.request(LOCK_NAME, {}, () => claimNow(key)).catch(() => claimNow(key))
        : Promise.resolve(claimNow(key)),
  };
}
