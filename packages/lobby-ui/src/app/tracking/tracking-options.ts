// How the lobby talks to the tracking vendors: beacons without cookies or CORS, a random id of
// this browser kept in its storage, and the collection origins a site's proxy puts in their place.
import type { StorageLike } from '@lobbykit/contract';
import type { StartTrackingOptions, TrackingRequest } from '@lobbykit/lobby-core/tracking';

/** Where this browser's id for the vendors is kept. */
export const CLIENT_ID_KEY = 'lk.tracking.client';
const CLIENT_ID = /^[A-Za-z0-9-]{8,64}$/;

/**
 * This browser's id for the vendors: the stored one, or a new random one stored for next time.
 * Never the player's name or token; a stored value that is not an id is replaced.
 */
export function clientIdOf(storage: StorageLike | undefined, random: () => string): string {
  let stored: string | null | undefined;
  try {
    stored = storage?.getItem(CLIENT_ID_KEY);
  } catch {
    stored = undefined;
  }
  if (stored && CLIENT_ID.test(stored)) return stored;
  const made = random();
  try {
    storage?.setItem(CLIENT_ID_KEY, made);
  } catch {
    // A full or refused storage: the id lasts this page.
  }
  return made;
}

/** The vendors' collection origins under `origin` (vendor `x` at `<origin>/x`); none: their own. */
export function originsUnder(
  origin: string | undefined,
  vendors: readonly { readonly id: string }[],
): StartTrackingOptions['origins'] {
  if (!origin) return undefined;
  const base = origin.replace(/\/+$/, '');
  return Object.fromEntries(vendors.map((vendor) => [vendor.id, `${base}/${vendor.id}`]));
}

/**
 * Sends one beacon: no cookies, no answer read (`no-cors`), and `keepalive` so a beacon sent as
 * the page goes away still leaves.
 */
export const sendBeacon =
  (fetchImpl: typeof fetch) =>
  (request: TrackingRequest): Promise<unknown> =>
    fetchImpl(request.url, {
      method: request.method,
      body: request.body,
      keepalive: true,
      mode: 'no-cors',
      credentials: 'omit',
    });
