// A provider that counts in other units than the site currency: the player sees what their
// balance becomes in the game and confirms before it opens.
import { ConfirmDialog } from '../../shared/ConfirmDialog';
import { useLobbyText } from '../../shared/texts';

/** Props of {@link RatioConfirmDialog}. */
export interface RatioConfirmDialogProps {
  readonly open: boolean;
  /** What one unit of the game is worth, formatted in the player's currency ('R$ 1.000,00'). */
  readonly unit: string;
  /** The player's balance, formatted likewise. */
  readonly balance: string;
  /** The balance in the game's units ('1,00'). */
  readonly converted: string;
  /** Open the game. */
  readonly onConfirm: () => void;
  readonly onClose: () => void;
}

export function RatioConfirmDialog({
  open,
  unit,
  balance,
  converted,
  onConfirm,
  onClose,
}: RatioConfirmDialogProps) {
  const text = useLobbyText();
  return (
    <ConfirmDialog
      open={open}
      title={text('lobby.play.ratioTitle')}
      description={text('lobby.play.ratio', { unit, amount: balance, converted })}
      confirmLabel={text('lobby.play.ratioConfirm')}
      onConfirm={onConfirm}
      onClose={onClose}
      // Cancel first: a stray Enter does not open a game in other units.
      initialFocus="cancel"
      className="lk-app-ratio-confirm"
    />
  );
}
