// Around every page: the site's status (spec §4 "Site status"). Once the page is hydrated, the
// watcher of `@lobbykit/lobby-core/site-status` runs in its own chunk (the IP check, the
// maintenance checks and their polling); whenever the site is in maintenance or refused to the
// visitor's region, its standalone page shows over the lobby in a frame (a maintenance code any
// call answers shows it too, watcher or not). The same chunk watches the deployed version: a
// newer one asks the player to reload.
import { useSiteStatus } from '@lobbykit/lobby-core/react';
import { Suspense, useCallback, useRef, useState } from 'react';
import { useAfterHydration } from '../chrome/use-after-hydration';
import { useLobbyApp } from '../shell/app-context';
import { lazyBlock } from '../chunks/lazy-block';

const LazySiteStatusWatcher = lazyBlock(() => import('./SiteStatusWatcher'), 'SiteStatusWatcher');
const LazyStatusOverlay = lazyBlock(() => import('./StatusOverlay'), 'StatusOverlay');
const LazyUpdateDialog = lazyBlock(() => import('./UpdateDialog'), 'UpdateDialog');

const reloadPage = () => globalThis.location.reload();

export function SiteStatusHost() {
  const { siteStatus } = useLobbyApp();
  const condition = useSiteStatus().site;
  const mounted = useAfterHydration();
  // The watcher's "check now", for the page's "Try again" (none until the watcher runs).
  const checkNow = useRef<(() => void) | undefined>(undefined);
  const [watching, setWatching] = useState(false);
  const onWatch = useCallback((check: (() => void) | undefined) => {
    checkNow.current = check;
    setWatching(check !== undefined);
  }, []);
  const retry = useCallback(() => checkNow.current?.(), []);
  // A newer version of the app is deployed: the page asks to be reloaded.
  const [updated, setUpdated] = useState(false);
  const onUpdate = useCallback(() => setUpdated(true), []);
  if (!mounted) return null;
  return (
    <Suspense fallback={null}>
      {siteStatus && (
        <LazySiteStatusWatcher
          pollMs={siteStatus.pollMs}
          version={siteStatus.version}
          onWatch={onWatch}
          onUpdate={onUpdate}
        />
      )}
      {updated && condition.status === 'open' && <LazyUpdateDialog onReload={reloadPage} />}
      {condition.status !== 'open' && (
        <LazyStatusOverlay
          key={condition.status}
          condition={condition}
          onRetry={watching ? retry : undefined}
        />
      )}
    </Suspense>
  );
}
