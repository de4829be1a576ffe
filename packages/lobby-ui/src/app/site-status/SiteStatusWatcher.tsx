// Runs lobby-core's site-status and version watchers while mounted (their own chunk, loaded after
// the first paint): hands the host the status's "check now", for the status page's "Try again",
// and tells it when a newer version of the app is deployed. A chunk that failed to download
// (after its retry) checks the version at once: a newer release asks for a reload, the same one
// leaves the page's own error.
import { useLobby } from '@lobbykit/lobby-core/react';
import { watchSiteStatus, watchVersion } from '@lobbykit/lobby-core/site-status';
import { useEffect } from 'react';
import { chunkFailures } from '../chunks/chunk-failures';

export interface SiteStatusWatcherProps {
  readonly pollMs?: number | undefined;
  /** The app's version, compared with the site's `/op.json`. @default the lobby's (its config's `appVersion`) */
  readonly version?: string | undefined;
  readonly onWatch: (checkNow: (() => void) | undefined) => void;
  readonly onUpdate: (version: string) => void;
}

export function SiteStatusWatcher({ pollMs, version, onWatch, onUpdate }: SiteStatusWatcherProps) {
  const lobby = useLobby();
  useEffect(() => {
    const watch = watchSiteStatus(lobby, { pollMs });
    onWatch(() => void watch.checkNow());
    return () => {
      onWatch(undefined);
      watch.stop();
    };
  }, [lobby, pollMs, onWatch]);
  useEffect(() => {
    const watch = watchVersion({
      current: version ?? lobby.appVersion,
      url: new URL('/op.json', globalThis.location.href).href,
      onUpdate,
      events: lobby.hallEvents,
      document,
    });
    const stopChunks = chunkFailures.subscribe(() => void watch.check());
    return () => {
      stopChunks();
      watch.stop();
    };
  }, [lobby, version, onUpdate]);
  return null;
}
