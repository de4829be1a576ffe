// A signed-in player's place in the header, drawn from props: the balance with its refresh
// button, "Deposit", the messages slot and the user menu (with "Wallet", "Withdraw", "Security", "Promotions").
import type { ReactNode } from 'react';
import { cx } from '../../shared/class-names';
import { useLobbyText } from '../../shared/texts';
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
  /** "Deposit" beside the balance (the pay modal); without it, no such button. */
  readonly onDeposit?: (() => void) | undefined;
  /** "Wallet" in the user menu; without it, no such item. */
  readonly onWallet?: (() => void) | undefined;
  /** "Withdraw" in the user menu; without it, no such item. */
  readonly onWithdraw?: (() => void) | undefined;
  /** "Security" in the user menu; without it, no such item. */
  readonly onSecurity?: (() => void) | undefined;
  /** "Promotions" in the user menu; without it, no such item. */
  readonly onPromotions?: (() => void) | undefined;
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
  onDeposit,
  onWallet,
  onWithdraw,
  onSecurity,
  onPromotions,
  messages,
  className,
}: PlayerPanelProps) {
  const text = useLobbyText();
  return (
    <div className={cx('lk-app-player', className)}>
      <BalanceView
        amount={balance}
        refreshing={refreshing}
        reconnecting={reconnecting}
        onRefresh={onRefresh}
      />
      {onDeposit && (
        <button type="button" className="lk-app-player__deposit" onClick={onDeposit}>
          <svg
            className="lk-icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
            focusable="false"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
          >
            <path d="M12 5v14M5 12h14" />
          </svg>
          <span className="lk-app-player__deposit-label">{text('lobby.play.depositAction')}</span>
        </button>
      )}
      {messages !== undefined && messages !== null && (
        <div className="lk-app-player__messages">{messages}</div>
      )}
      <UserMenu
        name={username}
        onLogout={onLogout}
        onWallet={onWallet}
        onWithdraw={onWithdraw}
        onSecurity={onSecurity}
        onPromotions={onPromotions}
      />
    </div>
  );
}
