/**
 * What the lobby tells a site's tracking vendors (spec §1 "per-site tracking integrations", §3
 * "Buried (tracking) config entry"): a few lobby events, each mapped to a vendor's own event name
 * by the vendor's defaults or the site's `eventMap`.
 */

/** The lobby events a site may track. */
export type TrackingEvent =
  | { readonly name: 'pageView'; readonly path: string }
  | { readonly name: 'register'; readonly method?: string | undefined }
  | { readonly name: 'login'; readonly method?: string | undefined }
  /** A deposit paid: `first` for the player's first one. */
  | { readonly name: 'pay'; readonly amount: string; readonly currency: string; readonly first: boolean }
  | { readonly name: 'gameOpen'; readonly gameCode: string };

export type TrackingEventName = TrackingEvent['name'];

export const trackingEventNames: readonly TrackingEventName[] = [
  'pageView',
  'register',
  'login',
  'pay',
  'gameOpen',
];
