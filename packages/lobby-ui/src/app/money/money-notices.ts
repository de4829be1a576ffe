// The money notices a player sees as toasts, once per browser (lobby-core's MoneyEvents): a
// credited deposit with its amount, and a deposit no channel could take with the hall's reason.
import type { MoneyEvents } from '@lobbykit/lobby-core';
import type { Toaster } from '@lobbykit/ui-blocks';
import type { LobbyText } from '../../shared/texts';
import { formatAmount } from '../../wallet/amounts';

export function showDepositSucceeded(
  toaster: Toaster,
  text: LobbyText,
  { amount, currency }: MoneyEvents['depositSucceeded'],
  walletCurrency: string | undefined,
): void {
  toaster.show(
    amount === undefined
      ? text('lobby.order.paid')
      : text('lobby.deposit.success', { amount: formatAmount(amount, currency ?? walletCurrency) }),
    { kind: 'success' },
  );
}

export function showNoWalletChannel(
  toaster: Toaster,
  text: LobbyText,
  { message }: MoneyEvents['noWalletChannel'],
): void {
  toaster.show(message ?? text('lobby.deposit.noChannels'), { kind: 'warning' });
}
