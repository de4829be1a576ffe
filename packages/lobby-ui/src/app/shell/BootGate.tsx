// Until the lobby can render: the splash while the first attempt runs (only without a
// snapshot: a snapshot boot is ready at once), "still trying" with retry and reload while
// the hall cannot be reached. Never a blank page.
import { useBoot } from '@lobbykit/lobby-core/react';
import { Suspense, type ReactNode } from 'react';
import { BootSplash } from '../../boot/BootSplash';
import { LazyBootStatus } from '../chrome/lazy-blocks';

export interface BootGateProps {
  readonly reload: () => void;
  readonly children?: ReactNode;
}

export function BootGate({ reload, children }: BootGateProps) {
  const { state, retry } = useBoot();
  if (state.status === 'ready') return children;
  // A later attempt runs: keep the still-trying screen (waiting) rather than flash the splash.
  const trying = state.status === 'loading' && state.attempt > 1;
  if (state.status === 'retrying' || trying) {
    return (
      <Suspense fallback={<BootSplash />}>
        <LazyBootStatus attempt={state.attempt} trying={trying} onRetry={retry} onReload={reload} />
      </Suspense>
    );
  }
  return <BootSplash />;
}
