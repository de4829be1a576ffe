// The tracking a served page asks for: the lobby server writes where the beacons go into the
// page's boot block (`data-tracking-origin`); without it, the vendors' own origins.
import type { LobbyTrackingOptions } from '../shell/LobbyApp';

/** `LobbyApp`'s `tracking` for this page, read from its boot block (`elementId`). */
export function trackingOfPage(
  elementId: string,
  doc: Pick<Document, 'getElementById'> = document,
): LobbyTrackingOptions {
  const origin = doc.getElementById(elementId)?.dataset['trackingOrigin'];
  return { origin: origin || undefined };
}
