// Around every page: the start-up pop-up sequence (spec §4), when the app runs it
// (`startupPopups`), or only its first pop-up, the sign-up on landing (`autoOpenAuth`). It loads
// after the first paint; the pop-ups show only on the home page.
import { Suspense, useState } from 'react';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { useLobbyRouter } from '../router/router-context';
import { useLobbyApp } from '../shell/app-context';
import { LazyStartupRunner } from './lazy-startup';

export function StartupHost() {
  const { startupPopups, autoOpenAuth } = useLobbyApp();
  const { location } = useLobbyRouter();
  // The landing address, read at the first render, before any navigation (spec §5's rule reads it).
  const [landingSearch] = useState(() => location.current().search);
  const painted = useAfterFirstPaint();
  if (!(startupPopups || autoOpenAuth) || !painted) return null;
  return (
    <Suspense fallback={null}>
      <LazyStartupRunner landingSearch={landingSearch} signUp={autoOpenAuth} popups={startupPopups} />
    </Suspense>
  );
}
