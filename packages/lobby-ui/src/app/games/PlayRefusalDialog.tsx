// The dialog for a "Play" that did not open the game (lobby-core's `playRefused`): the deposit
// offer, the currency ratio to confirm, or the notice that says why. In the game dialogs' chunk.
import type { LobbyEvents } from '@lobbykit/lobby-core';
import { useCurrency, useLanguage, useLobby, useSession } from '@lobbykit/lobby-core/react';
import { formatCurrency, hasCurrency } from '@lobbykit/currency-format';
import { useLobbyText, type LobbyText } from '../../shared/texts';
import { DepositOfferDialog } from './DepositOfferDialog';
import { PlayNoticeDialog } from './PlayNoticeDialog';
import { RatioConfirmDialog } from './RatioConfirmDialog';

export type PlayRefused = LobbyEvents['playRefused'];

/** Props of {@link PlayRefusalDialog}. */
export interface PlayRefusalDialogProps {
  readonly refused: PlayRefused;
  readonly onClose: () => void;
}

/** The end of a ban as the player reads dates ('en_US' is the BCP 47 'en-US'). */
function dateOf(epochMs: number, language: string | undefined): string {
  const date = new Date(epochMs);
  try {
    return new Intl.DateTimeFormat(language?.replace('_', '-'), {
      dateStyle: 'long',
      timeStyle: 'short',
    }).format(date);
  } catch {
    return date.toISOString();
  }
}

function noticeOf(outcome: PlayRefused['outcome'], text: LobbyText, language: string | undefined): string {
  switch (outcome.reason) {
    case 'selfExcluded':
      return outcome.until === undefined
        ? text('lobby.play.restricted')
        : text('lobby.play.selfExcluded', { date: dateOf(outcome.until, language) });
    case 'failed':
      return text(outcome.messageKey ?? 'lobby.demo.failed');
    case 'maintenance':
    case 'noGameRights':
      return text(outcome.messageKey);
    default:
      return text('lobby.demo.failed');
  }
}

export function PlayRefusalDialog({ refused, onClose }: PlayRefusalDialogProps) {
  const lobby = useLobby();
  const text = useLobbyText();
  const session = useSession();
  const { currency } = useCurrency();
  const { language } = useLanguage();
  const { game, outcome } = refused;
  // The player's wallet currency; the lobby's while the hall has not said.
  const code = (session.kind === 'player' ? session.account.currency : undefined) ?? currency?.code;
  const money = (amount: number, withSymbol = true) =>
    code !== undefined && hasCurrency(code) ? formatCurrency(amount, code, { withSymbol }) : String(amount);

  if (outcome.reason === 'depositNeeded') {
    return (
      <DepositOfferDialog
        open
        minimum={money(outcome.minimumEntryBalance)}
        balance={money(outcome.balance)}
        onDeposit={() => {
          onClose();
          lobby.events.emit('depositRequested', {
            reason: 'minimumEntryBalance',
            game,
            minimumEntryBalance: outcome.minimumEntryBalance,
          });
        }}
        onClose={onClose}
      />
    );
  }
  if (outcome.reason === 'confirmRatio') {
    return (
      <RatioConfirmDialog
        open
        unit={money(outcome.currencyRatio)}
        balance={money(outcome.balance)}
        converted={money(outcome.balance / outcome.currencyRatio, false)}
        onConfirm={() => {
          onClose();
          void lobby.play(game, { ratioConfirmed: true });
        }}
        onClose={onClose}
      />
    );
  }
  return <PlayNoticeDialog open message={noticeOf(outcome, text, language?.code)} onClose={onClose} />;
}
