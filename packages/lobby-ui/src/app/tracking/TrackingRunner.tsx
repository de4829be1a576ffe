// Starts lobby-core's tracking for the page and tells it each page the player sees. Tracking never
// stands in the player's way: a site without a vendor, a failed read or a failed beacon is
// nothing on screen.
import { useLobby } from '@lobbykit/lobby-core/react';
import { startTracking, trackingVendors, type LobbyTracking } from '@lobbykit/lobby-core/tracking';
import { useEffect, useState } from 'react';
import { useShownLocation } from '../router/router-context';
import { useLobbyApp } from '../shell/app-context';
import { clientIdOf, originsUnder, sendBeacon } from './tracking-options';

export function TrackingRunner({ origin }: { readonly origin?: string | undefined }) {
  const lobby = useLobby();
  const { storage } = useLobbyApp();
  const { entry } = useShownLocation();
  const [tracking, setTracking] = useState<LobbyTracking>();

  useEffect(() => {
    let stopped = false;
    let started: LobbyTracking | undefined;
    startTracking(lobby, {
      send: sendBeacon(globalThis.fetch.bind(globalThis)),
      clientId: clientIdOf(storage, () => globalThis.crypto.randomUUID()),
      page: () => globalThis.location.href,
      origins: originsUnder(origin, trackingVendors),
    }).then(
      (made) => {
        if (stopped) return made.stop();
        started = made;
        setTracking(made);
      },
      () => undefined,
    );
    return () => {
      stopped = true;
      started?.stop();
    };
  }, [lobby, storage, origin]);

  // A page view per page: its path, never its query (which may carry marketing ids or worse).
  const { path } = entry;
  useEffect(() => {
    tracking?.trackPageView(path);
  }, [tracking, path]);
  return null;
}
