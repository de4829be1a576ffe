// Around every page: the asset hosts for pictures, the session's dialogs (the log-in modal may
// open a game afterwards, so they live inside the router), the money dialogs (inside the
// session's: a visitor's "Deposit" asks to log in), the start-up pop-ups (inside both: they open
// the log-in and pay modals, which hold them while open), the API lines (their dialog and the
// failover toast), the tracking, the site's status over everything when it is closed, the
// toasts and the page itself.
import { ImageConfigProvider } from '@lobbykit/ui-blocks';
import { Suspense, useMemo, useState, useSyncExternalStore } from 'react';
import { useLobbyText } from '../../shared/texts';
import { LazyToastViewport } from '../chrome/lazy-blocks';
import { useAssetHosts } from '../chrome/use-asset-hosts';
import { PlayHost } from '../games/PlayHost';
import { MoneyHost } from '../money/MoneyHost';
import { LobbyRoutes } from '../router/routes';
import { SessionHost } from '../session/SessionHost';
import { createStartupGate, StartupGateContext } from '../startup/startup-gate';
import { StartupHost } from '../startup/StartupHost';
import { TrackingHost } from '../tracking/TrackingHost';
import { SiteStatusHost } from '../site-status/SiteStatusHost';
import { PreloadHost } from '../preload/PreloadHost';
import { LinesHost } from '../lines/LinesHost';
import { useLobbyApp } from './app-context';

export function RootShell() {
  const text = useLobbyText();
  const { theme, reload, toaster, images: settings } = useLobbyApp();
  const hosts = useAssetHosts();
  const images = useMemo(() => ({ ...settings, hosts }), [settings, hosts]);
  // The toasts' viewport loads with the first toast.
  const toasted = useSyncExternalStore(
    toaster.subscribe,
    () => toaster.getItems().length > 0,
    () => false,
  );
  const [shown, setShown] = useState(false);
  const [gate] = useState(createStartupGate);
  if (toasted && !shown) setShown(true);
  return (
    <ImageConfigProvider value={images}>
      <StartupGateContext value={gate}>
        <SessionHost>
          <MoneyHost>
            <LinesHost>
              <LobbyRoutes theme={theme} reload={reload} />
              <PlayHost />
              <StartupHost />
              <TrackingHost />
              <SiteStatusHost />
              <PreloadHost />
            </LinesHost>
          </MoneyHost>
        </SessionHost>
      </StartupGateContext>
      {shown && (
        <Suspense fallback={null}>
          <LazyToastViewport toaster={toaster} dismissLabel={text('lobby.action.close')} />
        </Suspense>
      )}
    </ImageConfigProvider>
  );
}
