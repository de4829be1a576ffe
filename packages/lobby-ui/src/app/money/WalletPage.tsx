// The wallet page (its own chunk): the player's balance with its refresh, the bonus and the
// audit note, "Deposit" (the pay modal), the first-charge offer when the hall has one, and the
// records of deposits and withdrawals. Someone not logged in is asked to log in: the log-in
// modal opens by itself when a visitor came here from another page (on the page a visit landed
// on, a session kept across the reload may still be on its way back; a player who logs out here
// is on the way home).
import { useCurrency, useLanguage, useLobby, useSession } from '@lobbykit/lobby-core/react';
import type { OrderKind } from '@lobbykit/contract';
import { Empty } from '@lobbykit/ui-blocks';
import { useCallback, useEffect, useRef, useState } from 'react';
import { useLobbyText } from '../../shared/texts';
import { FirstChargeBanner } from '../../wallet/FirstChargeBanner';
import type { RecordPeriod } from '../../wallet/record-periods';
import { WalletRecords, type RecordStatusFilter } from '../../wallet/WalletRecords';
import { WalletSummary } from '../../wallet/WalletSummary';
import { useLobbyRouter } from '../router/router-context';
import { PageHeading } from '../screens/PageHeading';
import { useOpenAuth } from '../session/auth-context';
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

/** @param ask open the log-in modal by itself (a visitor who came from another page). */
function LogInFirst({ ask }: { readonly ask: boolean }) {
  const text = useLobbyText();
  const openAuth = useOpenAuth();
  const asked = useRef(false);
  useEffect(() => {
    if (asked.current || !ask) return;
    asked.current = true;
    openAuth('login');
  }, [ask, openAuth]);
  return (
    <Empty
      title={text('lobby.wallet.login')}
      action={
        <button type="button" className="lk-button" onClick={() => openAuth('login')}>
          {text('lobby.login.action')}
        </button>
      }
    />
  );
}

export function WalletPage() {
  const text = useLobbyText();
  const session = useSession();
  const { entry } = useLobbyRouter();
  // Who opened the page: a player who logs out here is not asked to log in again.
  const [arrival] = useState(() => ({ visitor: session.kind !== 'player', landing: entry.index === 0 }));
  return (
    <div className="lk-app-wallet">
      <PageHeading>{text('lobby.wallet.title')}</PageHeading>
      {session.kind === 'player' ? (
        <PlayerWallet />
      ) : (
        <LogInFirst ask={arrival.visitor && !arrival.landing} />
      )}
    </div>
  );
}
