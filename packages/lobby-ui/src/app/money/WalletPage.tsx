// The wallet page (its own chunk): the player's balance with its refresh, the bonus and the
// audit note, "Deposit" (the pay modal), the first-charge offer when the hall has one, and the
// records of deposits and withdrawals, and "Withdraw" (the withdraw page). Someone not logged in
// is asked to log in (LogInFirst).
import { useCurrency, useLanguage, useLobby, useSession } from '@lobbykit/lobby-core/react';
import type { OrderKind } from '@lobbykit/contract';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLobbyText } from '../../shared/texts';
import { FirstChargeBanner } from '../../wallet/FirstChargeBanner';
import type { RecordPeriod } from '../../wallet/record-periods';
import { WalletRecords, type RecordStatusFilter } from '../../wallet/WalletRecords';
import { WalletSummary } from '../../wallet/WalletSummary';
import { useLobbyNavigate } from '../router/navigation';
import { LogInFirst, useAskToLogIn } from '../screens/LogInFirst';
import { PageHeading } from '../screens/PageHeading';
import { useMoneyRevision, useOpenDeposit, useOpenFirstCharge } from './money-context';
import { useFirstChargeOffer } from './use-first-charge-offer';
import { useWalletRecords } from './use-wallet-records';

function PlayerWallet() {
  const lobby = useLobby();
  const session = useSession();
  const { currency: lobbyCurrency } = useCurrency();
  const { language } = useLanguage();
  const openDeposit = useOpenDeposit();
  const openFirstCharge = useOpenFirstCharge();
  const navigate = useLobbyNavigate();
  const text = useLobbyText();
  const revision = useMoneyRevision();
  const account = session.kind === 'player' ? session.account : undefined;
  const currency = account?.currency ?? lobbyCurrency?.code;

  const [refreshing, setRefreshing] = useState(false);
  const refresh = useCallback(() => {
    setRefreshing(true);
    void lobby.session.refreshBalance().finally(() => setRefreshing(false));
  }, [lobby]);
  // The page shows the hall's balance, not the one the header had.
  const refreshed = useRef(false);
  useEffect(() => {
    if (refreshed.current) return;
    refreshed.current = true;
    refresh();
  }, [refresh]);

  const [kind, setKind] = useState<OrderKind>('deposit');
  const [period, setPeriod] = useState<RecordPeriod>('week');
  const [status, setStatus] = useState<RecordStatusFilter>('all');
  const records = useWalletRecords({ kind, period, status }, revision);
  const offer = useFirstChargeOffer(revision);

  return (
    <>
      <WalletSummary
        balance={account?.game_gold}
        bonus={account?.bonus}
        currency={currency}
        audit={(account?.auditMode ?? 0) !== 0}
        refreshing={refreshing}
        onRefresh={refresh}
        onDeposit={() => openDeposit()}
        actions={
          <button
            type="button"
            className="lk-button"
            data-variant="quiet"
            onClick={() => navigate({ page: 'withdraw' })}
          >
            {text('lobby.withdraw.title')}
          </button>
        }
      />
      {offer && <FirstChargeBanner tiers={offer.tiers} onOpen={() => openFirstCharge(offer)} />}
      <WalletRecords
        kind={kind}
        onKindChange={(next) => {
          setKind(next);
          setStatus('all');
        }}
        period={period}
        onPeriodChange={setPeriod}
        status={status}
        onStatusChange={setStatus}
        state={records.state}
        records={records.records}
        total={records.total}
        more={records.more}
        onLoadMore={records.loadMore}
        onRetry={records.retry}
        language={language?.code}
      />
    </>
  );
}

export function WalletPage() {
  const text = useLobbyText();
  const session = useSession();
  const ask = useAskToLogIn();
  return (
    <div className="lk-app-wallet">
      <PageHeading>{text('lobby.wallet.title')}</PageHeading>
      {session.kind === 'player' ? (
        <PlayerWallet />
      ) : (
        <LogInFirst title={text('lobby.wallet.login')} ask={ask} />
      )}
    </div>
  );
}
