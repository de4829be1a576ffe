// The withdraw page (its own chunk, spec §2 "Wallet withdraw", `?current=`): the balance, what
// may be withdrawn, the bet requirement, limits and fee, the receiving accounts with "add" and
// choose, the amount, the PIN pad, then "under review"; the `withdrawOrderSuccess` notice reads
// the page again (MoneyHost counts it). A player without a withdrawal password goes straight to
// the security page, which warns and brings them back once it is set (spec §2 "Navigation
// behaviour", lobby-core's `withdrawEntry`); a 3003 on the way leads there too. Someone not
// logged in is asked to log in.
import { withdrawAccountKinds, type WithdrawAccountKind } from '@lobbykit/contract';
import { withdrawEntry } from '@lobbykit/lobby-core';
import { useLobby, useSession } from '@lobbykit/lobby-core/react';
import { Empty } from '@lobbykit/ui-blocks';
import { useCallback, useEffect } from 'react';
import { useLobbyText } from '../../shared/texts';
import { WithdrawForm } from '../../withdraw/WithdrawForm';
import { useMoneyRevision, useOpenForcedBinding } from '../money/money-context';
import { useLobbyNavigate, useLobbyPage } from '../router/navigation';
import { LogInFirst, useAskToLogIn } from '../screens/LogInFirst';
import { PageHeading } from '../screens/PageHeading';
import { useWithdrawData } from './use-withdraw-data';

/** The site's account kinds with `current` first: "Add account" starts on it. */
export function accountKindsFor(current: WithdrawAccountKind | undefined): readonly WithdrawAccountKind[] {
  return current === undefined
    ? withdrawAccountKinds
    : [current, ...withdrawAccountKinds.filter((kind) => kind !== current)];
}

function PlayerWithdraw() {
  const lobby = useLobby();
  const session = useSession();
  const text = useLobbyText();
  const navigate = useLobbyNavigate();
  const page = useLobbyPage();
  const openForcedBinding = useOpenForcedBinding();
  const current = page.page === 'withdraw' ? page.current : undefined;
  const data = useWithdrawData(useMoneyRevision());

  const toSecurity = useCallback(
    (options?: { readonly replace?: boolean }) =>
      navigate({ page: 'security', current: 'withdrawPassword', isCallbackWithdraw: true }, options),
    [navigate],
  );
  // No password yet: this page cannot be used, so the security page takes its place in history.
  const noPassword =
    withdrawEntry({ kind: session.kind, hasWithdrawPassword: data.info?.hasWithdrawPassword }) === 'security';
  useEffect(() => {
    if (noPassword) toSecurity({ replace: true });
  }, [noPassword, toSecurity]);

  if (data.state === 'failed') {
    return (
      <Empty
        title={text('lobby.security.failed')}
        action={
          <button type="button" className="lk-button" onClick={data.retry}>
            {text('lobby.action.retry')}
          </button>
        }
      />
    );
  }
  return (
    <WithdrawForm
      info={data.info}
      accounts={data.accounts}
      onSubmit={(form) => lobby.money.withdraw(form)}
      onAddAccount={(account) => lobby.money.addAccount(account)}
      onSetWithdrawPassword={() => toSecurity()}
      onBind={() => openForcedBinding()}
      onDone={() => navigate({ page: 'wallet' })}
      accountKinds={accountKindsFor(current)}
    />
  );
}

export function WithdrawPage() {
  const text = useLobbyText();
  const session = useSession();
  const ask = useAskToLogIn();
  return (
    <div className="lk-app-withdraw">
      <PageHeading>{text('lobby.withdraw.title')}</PageHeading>
      {withdrawEntry({ kind: session.kind }) !== 'login' ? (
        <PlayerWithdraw />
      ) : (
        <LogInFirst title={text('lobby.withdraw.login')} ask={ask} />
      )}
    </div>
  );
}
