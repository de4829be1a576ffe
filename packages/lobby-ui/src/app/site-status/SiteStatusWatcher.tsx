// Runs lobby-core's site-status watcher while mounted (its own chunk, loaded after the first paint),
// and hands its "check now" to the host for the status page's "Try again".
import { useLobby } from '@lobbykit/lobby-core/react';
import { watchSiteStatus } from '@lobbykit/lobby-core/site-status';
import { useEffect } from 'react';

export interface SiteStatusWatcherProps {
  readonly pollMs?: number | undefined;
  readonly onWatch: (checkNow: (() => void) | undefined) => void;
}

export function SiteStatusWatcher({ pollMs, onWatch }: SiteStatusWatcherProps) {
  const lobby = useLobby();
  useEffect(() => {
    const watch = watchSiteStatus(lobby, { pollMs });
    onWatch(() => void watch.checkNow());
    return () => {
      onWatch(undefined);
      watch.stop();
    };
  }, [lobby, pollMs, onWatch]);
  return null;
}
