/**
 * One small adapter per tracking vendor: which config entries it serves, its event names, and
 * the request one event makes (a beacon to the vendor's collection endpoint; no vendor script
 * runs in the lobby's page). Pure: the tracker sends what these build.
 */
import type { BuriedConfigEntry } from '@lobbykit/contract';
import type { TrackingEvent, TrackingEventName } from './events';

/** A request to send: GET beacons carry everything in the URL, POST ones a JSON body. */
export interface TrackingRequest {
  readonly url: string;
  readonly method: 'GET' | 'POST';
  readonly body?: string | undefined;
}

/** What every request may say besides the event. */
export interface TrackingContext {
  /** A random id of this browser for the vendor (never the player's username or token). */
  readonly clientId: string;
  /** The page's address without its query (a query may carry marketing ids or worse). */
  readonly page: string;
  readonly now: number;
}

export interface TrackingVendor {
  readonly id: 'google' | 'facebook' | 'tiktok';
  /** The vendor's collection origin; tests and a site's proxy give another one. */
  readonly origin: string;
  readonly serves: (entry: BuriedConfigEntry) => boolean;
  /** The vendor's own name of a lobby event; undefined: the vendor is not told of it. */
  readonly defaults: Readonly<Partial<Record<TrackingEventName, string>>>;
  readonly request: (
    origin: string,
    entry: BuriedConfigEntry,
    vendorEvent: string,
    event: TrackingEvent,
    context: TrackingContext,
  ) => TrackingRequest;
}

const query = (params: Record<string, string | undefined>) =>
  new URLSearchParams(
    Object.entries(params).filter((pair): pair is [string, string] => pair[1] !== undefined),
  );

const value = (event: TrackingEvent) => (event.name === 'pay' ? event.amount : undefined);
const currency = (event: TrackingEvent) => (event.name === 'pay' ? event.currency : undefined);

/** Google Analytics 4 (the `gtag` entries): its collection protocol, one GET per event. */
const google: TrackingVendor = {
  id: 'google',
  origin: 'https://www.google-analytics.com',
  serves: (entry) => entry.type === 'google' && entry.category === 'gtag',
  defaults: { pageView: 'page_view', register: 'sign_up', login: 'login', pay: 'purchase' },
  request: (origin, entry, vendorEvent, event, context) => ({
    method: 'GET',
    url: `${origin}/g/collect?${query({
      v: '2',
      tid: entry.gid,
      cid: context.clientId,
      en: vendorEvent,
      dl: context.page,
      _p: String(context.now),
      'epn.value': value(event),
      cu: currency(event),
    }).toString()}`,
  }),
};

/** The Facebook (Meta) pixel: its image beacon, one GET per event. */
const facebook: TrackingVendor = {
  id: 'facebook',
  origin: 'https://www.facebook.com',
  serves: (entry) => entry.type === 'facebook' && entry.category === 'pixel',
  defaults: { pageView: 'PageView', register: 'CompleteRegistration', pay: 'Purchase' },
  request: (origin, entry, vendorEvent, event, context) => ({
    method: 'GET',
    url: `${origin}/tr?${query({
      id: entry.gid,
      ev: vendorEvent,
      dl: context.page,
      ts: String(context.now),
      'cd[value]': value(event),
      'cd[currency]': currency(event),
    }).toString()}`,
  }),
};

/** The TikTok pixel: its events API, one JSON POST per event. */
const tiktok: TrackingVendor = {
  id: 'tiktok',
  origin: 'https://analytics.tiktok.com',
  serves: (entry) => entry.type === 'tiktok' && entry.category === 'pixel',
  defaults: { pageView: 'Pageview', register: 'CompleteRegistration', pay: 'CompletePayment' },
  request: (origin, entry, vendorEvent, event, context) => ({
    method: 'POST',
    url: `${origin}/api/v2/pixel`,
    body: JSON.stringify({
      pixel_code: entry.gid,
      event: vendorEvent,
      timestamp: new Date(context.now).toISOString(),
      context: { page: { url: context.page }, user: { external_id: context.clientId } },
      properties: event.name === 'pay' ? { value: event.amount, currency: event.currency } : {},
    }),
  }),
};

/**
 * Every vendor lobbykit speaks to. Entries of other kinds are left out: Google Tag Manager (`gtm`)
 * runs its tags from its container script, which no lobby page loads, and the Kwai pixel only
 * through its own script too.
 */
export const trackingVendors: readonly TrackingVendor[] = [google, facebook, tiktok];

/** The vendor's name of `event` for this entry: the site's `eventMap` first, then the vendor's default. */
export function vendorEventName(
  vendor: TrackingVendor,
  entry: BuriedConfigEntry,
  event: TrackingEventName,
): string | undefined {
  const mapped = entry.eventMap && Object.hasOwn(entry.eventMap, event) ? entry.eventMap[event] : undefined;
  return mapped ?? vendor.defaults[event];
}
