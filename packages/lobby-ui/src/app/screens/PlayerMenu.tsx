// The header's account place: "Log in" / "Sign up" for someone not signed in; for a player, the
// balance with its refresh, the messages slot and the user menu (a chunk of its own).
import { useSession } from '@lobbykit/lobby-core/react';
import { Suspense, type ReactNode } from 'react';
import { cx } from '../../shared/class-names';
import { LoginButtons } from './LoginButtons';
import { lazyBlock } from '../chunks/lazy-block';

const LazyConnectedPlayerPanel = lazyBlock(() => import('./ConnectedPlayerPanel'), 'ConnectedPlayerPanel');

export interface PlayerMenuProps {
  /**
   * The messages badge (unread count), shown before the user menu.
   * @default the notice centre's link with the unread count (loaded after the header)
   */
  readonly messages?: ReactNode;
  readonly className?: string | undefined;
}

export function PlayerMenu({ messages, className }: PlayerMenuProps) {
  const session = useSession();
  if (session.kind !== 'player') return <LoginButtons className={className} />;
  return (
    // The place keeps its size while the chunk loads, so the header does not jump.
    <Suspense fallback={<div className={cx('lk-app-player', className)} aria-busy="true" />}>
      <LazyConnectedPlayerPanel account={session.account} messages={messages} className={className} />
    </Suspense>
  );
}
