// Around every page: the start-up pop-up sequence (spec §4), when the app runs it
// (`startupPopups`), or only its first pop-up, the sign-up on landing (`autoOpenAuth`). It loads
// once the page is hydrated; the pop-ups show only on the home page.
import { Suspense, useState } from 'react';
import { useAfterHydration } from '../chrome/use-after-hydration';
import { useLobbyRouter } from '../router/router-context';
import { useLobbyApp } from '../shell/app-context';
import { LazyStartupRunner } from './lazy-startup';

export function StartupHost() {
  const { startupPopups, autoOpenAuth } = useLobbyApp();
  const { location } = useLobbyRouter();
  // The landing address, read at the first render, before any navigation (spec §5's rule reads it).
  const [landingSearch] = useState(() => location.current().search);
  // Mounted once the page is hydrated (an effect's timer, never during the render that hydrates):
  // watching the paint from here would mark it before the page's own boundaries hydrate, and the
  // blocks that wait for it would then render what the server's markup lacks.
  const mounted = useAfterHydration();
  if (!(startupPopups || autoOpenAuth) || !mounted) return null;
  return (
    <Suspense fallback={null}>
      <LazyStartupRunner landingSearch={landingSearch} signUp={autoOpenAuth} popups={startupPopups} />
    </Suspense>
  );
}
