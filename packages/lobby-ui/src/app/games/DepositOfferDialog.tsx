// A balance below the game's minimum entry balance: the offer to deposit first.
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useLobbyText } from '../../shared/texts';

/** Props of {@link DepositOfferDialog}. */
export interface DepositOfferDialogProps {
  readonly open: boolean;
  /** The game's minimum entry balance, formatted in the player's currency. */
  readonly minimum: string;
  /** The player's balance, formatted likewise. */
  readonly balance: string;
  /** "Deposit": the app opens its cashier. */
  readonly onDeposit: () => void;
  readonly onClose: () => void;
}

export function DepositOfferDialog({ open, minimum, balance, onDeposit, onClose }: DepositOfferDialogProps) {
  const text = useLobbyText();
  return (
    <ConfirmDialog
      open={open}
      title={text('lobby.play.depositTitle')}
      description={text('lobby.play.deposit', { amount: minimum, balance })}
      confirmLabel={text('lobby.play.depositAction')}
      onConfirm={onDeposit}
      onClose={onClose}
      initialFocus="confirm"
      className="lk-app-deposit-offer"
    />
  );
}
