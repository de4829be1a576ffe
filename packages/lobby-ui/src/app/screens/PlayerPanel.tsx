// A signed-in player's place in the header, drawn from props: the balance with its refresh
// button, the messages slot and the user menu.
import type { ReactNode } from 'react';
import { cx } from '../../shared/class-names';
import { BalanceView } from './BalanceView';
import { UserMenu } from './UserMenu';

export interface PlayerPanelProps {
  readonly username: string;
  /** The balance, formatted. */
  readonly balance: string;
  /** The balance is being read again: the refresh button spins and waits. */
  readonly refreshing?: boolean | undefined;
  readonly onRefresh: () => void;
  /** "Log out" in the user menu (the owner asks for a confirmation). */
  readonly onLogout: () => void;
  /** The messages badge (unread count), shown before the user menu. */
  readonly messages?: ReactNode;
  readonly className?: string | undefined;
}

export function PlayerPanel({
  username,
  balance,
  refreshing = false,
  onRefresh,
  onLogout,
  messages,
  className,
}: PlayerPanelProps) {
  return (
    <div className={cx('lk-app-player', className)}>
      <BalanceView amount={balance} refreshing={refreshing} onRefresh={onRefresh} />
      {messages !== undefined && messages !== null && (
        <div className="lk-app-player__messages">{messages}</div>
      )}
      <UserMenu name={username} onLogout={onLogout} />
    </div>
  );
}
