// The first-charge offer (spec §4's first-charge pop-up): the hall's tiers, each a way into the
// pay modal with its amount, and "Deposit now".
import type { FirstChargeTier } from '@lobbykit/contract';
import { Modal } from '@lobbykit/ui-blocks/modal';
import { useRef } from 'react';
import { useLobbyText } from '../shared/texts';
import { formatAmount } from '../wallet/amounts';

/** Props of {@link FirstChargeModal}. */
export interface FirstChargeModalProps {
  readonly open: boolean;
  readonly onClose: () => void;
  /** The offer's tiers, smallest first. */
  readonly tiers: readonly FirstChargeTier[];
  /** The wallet currency the tiers count in. */
  readonly currency: string;
  /** A tier (its amount) or "Deposit now" (the smallest tier's): the pay modal opens. */
  readonly onDeposit: (amount: string | undefined) => void;
  /** @default 'web' */
  readonly platform?: 'web' | 'other' | undefined;
}

export function FirstChargeModal({
  open,
  onClose,
  tiers,
  currency,
  onDeposit,
  platform = 'web',
}: FirstChargeModalProps) {
  const text = useLobbyText();
  const depositRef = useRef<HTMLButtonElement>(null);
  return (
    <Modal
      open={open}
      onClose={onClose}
      title={text('lobby.firstCharge.title')}
      closeLabel={text('lobby.action.close')}
      platform={platform}
      initialFocus={depositRef}
      className="lk-pay lk-first-charge"
      footer={
        <button
          ref={depositRef}
          type="button"
          className="lk-button"
          onClick={() => onDeposit(tiers[0]?.minAmount)}
        >
          {text('lobby.deposit.submit')}
        </button>
      }
    >
      <ul className="lk-first-charge__tiers">
        {tiers.map((tier) => (
          <li key={tier.minAmount}>
            <button type="button" className="lk-first-charge__tier" onClick={() => onDeposit(tier.minAmount)}>
              <span className="lk-first-charge__amount">
                {text('lobby.firstCharge.tier', { amount: formatAmount(tier.minAmount, currency) })}
              </span>
              <span className="lk-first-charge__reward">
                {text('lobby.firstCharge.reward', {
                  percent: tier.bonusPercent,
                  max: formatAmount(tier.maxBonus, currency),
                })}
              </span>
            </button>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
