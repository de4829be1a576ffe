/**
 * A site's tracker: the buried config's entries that a vendor adapter serves, each lobby event
 * sent to each of them under the vendor's name for it. Tracking never stands in the player's way:
 * a failed or slow beacon is counted and forgotten, never retried, never thrown.
 */
import type { BuriedConfigEntry, Clock } from '@lobbykit/contract';
import type { TrackingEvent } from './events';
import { trackingVendors, vendorEventName, type TrackingRequest, type TrackingVendor } from './vendors';

export interface TrackerOptions {
  /** The site's buried config (`buriedConfig`). */
  readonly entries: readonly BuriedConfigEntry[];
  /** Sends one request (`fetch` with `keepalive`, or `navigator.sendBeacon`); its failure is only counted. */
  readonly send: (request: TrackingRequest) => Promise<unknown>;
  /** A random id of this browser for the vendors. */
  readonly clientId: string;
  /** The page's address (its query is dropped before it is sent). */
  readonly page: () => string;
  /** Another collection origin per vendor (a site's first-party proxy; the tests' fakes). */
  readonly origins?: Readonly<Partial<Record<TrackingVendor['id'], string>>> | undefined;
  /** @default Date.now */
  readonly now?: Clock | undefined;
}

export interface Tracker {
  /** Sends `event` to every vendor of the site that tracks it; answers how many requests went out. */
  readonly track: (event: TrackingEvent) => number;
  /** The vendors this site's config reaches (what the page's policy must allow). */
  readonly origins: () => readonly string[];
  /** Requests that failed so far. */
  readonly failures: () => number;
}

const withoutQuery = (address: string) => {
  const at = address.search(/[?#]/);
  return at === -1 ? address : address.slice(0, at);
};

export function createTracker(options: TrackerOptions): Tracker {
  const now = options.now ?? Date.now;
  const served = options.entries.flatMap((entry) => {
    const vendor = trackingVendors.find((candidate) => candidate.serves(entry));
    return vendor ? [{ entry, vendor, origin: options.origins?.[vendor.id] ?? vendor.origin }] : [];
  });
  let failed = 0;
  return {
    track: (event) => {
      let sent = 0;
      const context = { clientId: options.clientId, page: withoutQuery(options.page()), now: now() };
      for (const { entry, vendor, origin } of served) {
        const name = vendorEventName(vendor, entry, event.name);
        if (name === undefined) continue;
        sent += 1;
        options.send(vendor.request(origin, entry, name, event, context)).catch(() => {
          failed += 1;
        });
      }
      return sent;
    },
    origins: () => [...new Set(served.map((target) => target.origin))],
    failures: () => failed,
  };
}
