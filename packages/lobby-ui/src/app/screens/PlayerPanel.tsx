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
  /**
   * The notice channel is reconnecting: the balance may be a moment behind, said quietly beside
   * it (no dialog, nothing lost: the notices come when it is back).
   */
  readonly reconnecting?: boolean | undefined;
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
  reconnecting = false,
  onRefresh,
  onLogout,
  messages,
  className,
}: PlayerPanelProps) {
  return (
    <div className={cx('lk-app-player', className)}>
      <BalanceView
        amount={balance}
        refreshing={refreshing}
        reconnecting={reconnecting}
        onRefresh={onRefresh}
      />
      {messages !== undefined && messages !== null && (
        <div className="lk-app-player__messages">{messages}</div>
      )}
      <UserMenu name={username} onLogout={onLogout} />
    </div>
  );
}
