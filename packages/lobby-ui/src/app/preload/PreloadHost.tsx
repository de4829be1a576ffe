// Around every page: the resource preload (spec §9, `LobbyApp`'s `preload`). Once the page is
// hydrated, lobby-core's scheduler loads in its own chunk and downloads the code-split pages'
// chunks in the background; leaving the lobby stops it.
import { useEffect } from 'react';
import { useLobbyApp } from '../shell/app-context';

export function PreloadHost() {
  const { theme, preload } = useLobbyApp();
  useEffect(() => {
    if (!preload) return undefined;
    let unmounted = false;
    let schedule: { readonly stop: () => void } | undefined;
    import('./page-preload').then(
      ({ startPagePreload }) => {
        if (!unmounted) schedule = startPagePreload(theme, preload);
      },
      // The scheduler's chunk did not load: this visit goes without the preload.
      () => undefined,
    );
    return () => {
      unmounted = true;
      schedule?.stop();
    };
  }, [theme, preload]);
  return null;
}
