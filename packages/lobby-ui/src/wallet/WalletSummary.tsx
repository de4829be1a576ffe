// The top of the wallet page: the balance with its refresh (busy while it reads), what a ratio
// currency's balance is worth in its base, the bonus, the audit note, and the deposit entry.
import { useId, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { RefreshButton } from '../shared/RefreshButton';
import { useLobbyText } from '../shared/texts';
import { baseWorth, formatAmount } from './amounts';

/** Props of {@link WalletSummary}. */
export interface WalletSummaryProps {
  /** The balance (`game_gold`); undefined while the hall has not said. */
  readonly balance: number | string | undefined;
  /** The bonus; none hides its line. */
  readonly bonus?: number | string | undefined;
  /** The wallet currency, maybe a ratio variant (`'BTC1:100000'`). */
  readonly currency: string | undefined;
  /**
   * `auditMode`: a bonus is still in play, so withdrawals wait for its bet requirement.
   * @default false
   */
  readonly audit?: boolean | undefined;
  /** The balance is being read again: the refresh button spins and waits. */
  readonly refreshing?: boolean | undefined;
  readonly onRefresh: () => void;
  /** "Deposit": the pay modal. */
  readonly onDeposit: () => void;
  /** More actions after "Deposit" (the withdraw entry, when the lobby has it). */
  readonly actions?: ReactNode;
  readonly className?: string | undefined;
}

export function WalletSummary({
  balance,
  bonus,
  currency,
  audit = false,
  refreshing = false,
  onRefresh,
  onDeposit,
  actions,
  className,
}: WalletSummaryProps) {
  const text = useLobbyText();
  const labelId = useId();
  const worth = balance === undefined ? undefined : baseWorth(balance, currency);
  return (
    <section className={cx('lk-wallet', className)} aria-labelledby={labelId}>
      <div className="lk-wallet__balance">
        <h2 className="lk-wallet__label" id={labelId}>
          {text('lobby.player.balance')}
        </h2>
        <div className="lk-wallet__amount-row">
          <p className="lk-wallet__amount" aria-busy={refreshing || undefined}>
            {balance === undefined ? '—' : formatAmount(balance, currency)}
          </p>
          <RefreshButton
            className="lk-wallet__refresh"
            label={text('lobby.player.refresh')}
            refreshing={refreshing}
            onRefresh={onRefresh}
          />
        </div>
        {worth !== undefined && (
          <p className="lk-wallet__worth">{text('lobby.wallet.worth', { amount: worth })}</p>
        )}
        <span className="lk-visually-hidden" role="status">
          {refreshing ? text('lobby.player.refreshing') : ''}
        </span>
      </div>
      {bonus !== undefined && (
        <dl className="lk-wallet__facts">
          <div className="lk-wallet__fact">
            <dt>{text('lobby.wallet.bonus')}</dt>
            <dd>{formatAmount(bonus, currency)}</dd>
          </div>
        </dl>
      )}
      {audit && <p className="lk-wallet__audit">{text('lobby.wallet.audit')}</p>}
      <div className="lk-wallet__actions">
        <button type="button" className="lk-button" onClick={onDeposit}>
          {text('lobby.play.depositAction')}
        </button>
        {actions}
      </div>
    </section>
  );
}
