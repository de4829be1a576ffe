// A player's header, connected (its own chunk, loaded once someone is signed in, so the
// currency formats and the menu stay out of a visitor's first JavaScript): the balance refreshed
// on request, "Deposit" (the pay modal), the messages slot, and the user menu with "Wallet",
// "Withdraw", "Security", "Promotions" and "Log out", which asks first, then ends the session and goes
// back to the root. Without a `messages` of the theme's, the slot shows the notice centre's badge,
// a chunk of its own loaded once the header is up.
import type { PlayerAccount } from '@lobbykit/lobby-core';
import { useCurrency, useLobby, useLobbySelector } from '@lobbykit/lobby-core/react';
import { formatCurrency, hasCurrency } from '@lobbykit/currency-format';
import { Suspense, useState, type ReactNode } from 'react';
import { useOpenDeposit } from '../money/money-context';
import { useLobbyNavigate } from '../router/navigation';
import { PlayerPanel } from './PlayerPanel';
import { BlockNotOpened } from '../chunks/BlockNotOpened';
import { lazyBlock } from '../chunks/lazy-block';

// The session's dialogs chunk (see session/lazy-session.ts), imported here directly: this file
// is a chunk of its own, and sharing lazy-session with the first paint would split that out too.
const LazyLogoutDialog = lazyBlock(() => import('../session/session-chunk'), 'LogoutDialog', {
  whenMissing: BlockNotOpened,
});

const LazyNoticeBadge = lazyBlock(() => import('../notice/NoticeBadge'), 'NoticeBadge');

export interface ConnectedPlayerPanelProps {
  readonly account: PlayerAccount;
  readonly messages?: ReactNode;
  readonly className?: string | undefined;
}

function balanceText(amount: number | undefined, currency: string | undefined): string {
  if (amount === undefined) return '—';
  return currency && hasCurrency(currency) ? formatCurrency(amount, currency) : String(amount);
}

type LogoutStep = 'closed' | 'asking' | 'sending';

export function ConnectedPlayerPanel({ account, messages, className }: ConnectedPlayerPanelProps) {
  const lobby = useLobby();
  const navigate = useLobbyNavigate();
  const openDeposit = useOpenDeposit();
  const { currency } = useCurrency();
  const reconnecting = useLobbySelector((root) => root.player.realtime === 'reconnecting');
  const [refreshing, setRefreshing] = useState(false);
  const [logout, setLogout] = useState<LogoutStep>('closed');
  // Mounted from the first "Log out" on, so closing keeps the dialog's own way of closing.
  const [asked, setAsked] = useState(false);

  const refresh = () => {
    setRefreshing(true);
    void lobby.session.refreshBalance().finally(() => setRefreshing(false));
  };
  const confirmLogout = () => {
    setLogout('sending');
    void lobby.session.logout().finally(() => {
      setLogout('closed');
      // Back to the root; navigation keeps only the allow-listed marketing parameters.
      navigate({ page: 'home' });
    });
  };

  return (
    <>
      <PlayerPanel
        username={account.username}
        balance={balanceText(account.game_gold, account.currency ?? currency?.code)}
        refreshing={refreshing}
        reconnecting={reconnecting}
        onRefresh={refresh}
        onLogout={() => {
          setAsked(true);
          setLogout('asking');
        }}
        onDeposit={() => openDeposit()}
        onWallet={() => navigate({ page: 'wallet' })}
        onWithdraw={() => navigate({ page: 'withdraw' })}
        onSecurity={() => navigate({ page: 'security' })}
        onPromotions={() => navigate({ page: 'promotions' })}
        messages={
          messages ?? (
            <Suspense fallback={null}>
              <LazyNoticeBadge />
            </Suspense>
          )
        }
        className={className}
      />
      {asked && (
        <Suspense fallback={null}>
          <LazyLogoutDialog
            open={logout !== 'closed'}
            busy={logout === 'sending'}
            onConfirm={confirmLogout}
            onClose={() => {
              if (logout === 'asking') setLogout('closed');
            }}
          />
        </Suspense>
      )}
    </>
  );
}
