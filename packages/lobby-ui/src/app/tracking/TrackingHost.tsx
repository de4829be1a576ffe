// Around every page: the site's tracking vendors told of the lobby's events and page views
// (spec §1, the buried config), when the app turns tracking on (`tracking`). Loaded once the
// page is hydrated, like the start-up pop-ups: none of it is in the home's first JavaScript.
import { Suspense } from 'react';
import { useAfterHydration } from '../chrome/use-after-hydration';
import { useLobbyApp } from '../shell/app-context';
import { LazyTrackingRunner } from './lazy-tracking';

export function TrackingHost() {
  const { tracking } = useLobbyApp();
  const mounted = useAfterHydration();
  if (!tracking || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyTrackingRunner origin={tracking.origin} />
    </Suspense>
  );
}
