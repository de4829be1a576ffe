// A channel's amount buttons, each with the bonus badge it earns; the chosen one is pressed.
import type { PayPreset } from '@lobbykit/contract';
import { useLobbyText } from '../shared/texts';
import { formatAmount } from '../wallet/amounts';

export interface PresetAmountsProps {
  readonly presets: readonly PayPreset[];
  readonly currency: string;
  /** The amount in the field: its button shows pressed. */
  readonly amount: string;
  readonly onPick: (amount: string) => void;
}

export function PresetAmounts({ presets, currency, amount, onPick }: PresetAmountsProps) {
  const text = useLobbyText();
  if (presets.length === 0) return null;
  return (
    <div className="lk-pay__presets" role="group" aria-label={text('lobby.deposit.presets')}>
      {presets.map((preset) => (
        <button
          key={preset.amount}
          type="button"
          className="lk-pay__preset"
          aria-pressed={preset.amount === amount.trim()}
          onClick={() => onPick(preset.amount)}
        >
          <span className="lk-pay__preset-amount">{formatAmount(preset.amount, currency)}</span>
          {preset.bonusPercent !== undefined && preset.bonusPercent !== '0' && (
            <span className="lk-pay__badge">
              {text('lobby.deposit.bonusBadge', { percent: preset.bonusPercent })}
            </span>
          )}
        </button>
      ))}
    </div>
  );
}
