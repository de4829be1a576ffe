// The player's balance and the button that reads it again; while it does, the button spins and
// says so to screen readers. While the notice channel reconnects, a quiet dot beside it says so.
import { RefreshButton } from '../../shared/RefreshButton';
import { useLobbyText } from '../../shared/texts';

export interface BalanceViewProps {
  /** The formatted balance. */
  readonly amount: string;
  readonly refreshing: boolean;
  /** The notice channel is reconnecting: a quiet mark beside the amount. */
  readonly reconnecting?: boolean | undefined;
  readonly onRefresh: () => void;
}

export function BalanceView({ amount, refreshing, reconnecting = false, onRefresh }: BalanceViewProps) {
  const text = useLobbyText();
  return (
    <div className="lk-app-balance" role="group" aria-label={text('lobby.player.balance')}>
      <span className="lk-app-balance__amount" aria-busy={refreshing || undefined}>
        {amount}
      </span>
      <RefreshButton
        className="lk-app-balance__refresh"
        label={text('lobby.player.refresh')}
        refreshing={refreshing}
        onRefresh={onRefresh}
      />
      {reconnecting && (
        <span className="lk-app-balance__reconnecting" title={text('lobby.player.reconnecting')}>
          <span className="lk-app-balance__dot" aria-hidden="true" />
          <span className="lk-visually-hidden">{text('lobby.player.reconnecting')}</span>
        </span>
      )}
      <span className="lk-visually-hidden" role="status">
        {refreshing ? text('lobby.player.refreshing') : reconnecting ? text('lobby.player.reconnecting') : ''}
      </span>
    </div>
  );
}
