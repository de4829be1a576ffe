// The first-charge offer the money host opens (from the wallet page's banner now; the start-up
// pop-up queue later): the offer's tiers in the wallet currency, each leading into the pay modal.
import type { FirstChargeOffer } from '@lobbykit/contract';
import { FirstChargeModal } from '../../deposit/FirstChargeModal';

export interface FirstChargeDialogProps {
  readonly open: boolean;
  readonly offer: FirstChargeOffer;
  /** The player's wallet currency, when the offer does not say. */
  readonly currency: string;
  readonly onClose: () => void;
  readonly onDeposit: (amount: string | undefined) => void;
}

export function FirstChargeDialog({ open, offer, currency, onClose, onDeposit }: FirstChargeDialogProps) {
  return (
    <FirstChargeModal
      open={open}
      onClose={onClose}
      tiers={offer.tiers}
      currency={offer.currency ?? currency}
      onDeposit={onDeposit}
    />
  );
}
