// `@lobbykit/lobby-core/tracking`: a site's tracking vendors (spec §1, §3 "Buried (tracking)
// config entry"): lobby events mapped to each vendor's own names, sent as beacons to the vendor's
// collection endpoint. Loaded only by a lobby whose site configures a vendor.
export { trackingEventNames } from './events';
export type { TrackingEvent, TrackingEventName } from './events';
export { createTracker } from './tracker';
export type { Tracker, TrackerOptions } from './tracker';
export { trackingVendors, vendorEventName } from './vendors';
export type { TrackingContext, TrackingRequest, TrackingVendor } from './vendors';
export { startTracking } from './start-tracking';
export type { LobbyTracking, StartTrackingOptions } from './start-tracking';
