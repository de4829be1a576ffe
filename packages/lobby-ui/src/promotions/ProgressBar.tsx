// A progress bar of the promotions dialogs, its fill set through a custom property (a strict
// CSP blocks style attributes). Its own component so the property is written when it mounts,
// each time a dialog opens.
import { cssVarsStyle } from '@lobbykit/ui-blocks';

/** Props of {@link ProgressBar}. */
interface ProgressBarProps {
  /** How much is done, from 0 to 1 (clamped). */
  readonly share: number;
  /** The bar's accessible name; without it the bar is decoration (a text beside it says the same). */
  readonly label?: string | undefined;
  /** What the bar stands for in words ("R$ 80,00 of R$ 100,00"). */
  readonly valueText?: string | undefined;
  readonly describedBy?: string | undefined;
}

export function ProgressBar({ share, label, valueText, describedBy }: ProgressBarProps) {
  const clamped = Number.isFinite(share) ? Math.min(1, Math.max(0, share)) : 0;
  const style = cssVarsStyle({ '--lk-promo-share': clamped });
  if (label === undefined)
    return (
      <div className="lk-promo__bar" style={style} aria-hidden="true">
        <span className="lk-promo__bar-fill" />
      </div>
    );
  return (
    <div
      className="lk-promo__bar"
      style={style}
      role="progressbar"
      aria-label={label}
      aria-valuemin={0}
      aria-valuemax={100}
      aria-valuenow={Math.round(clamped * 100)}
      aria-valuetext={valueText}
      aria-describedby={describedBy}
    >
      <span className="lk-promo__bar-fill" />
    </div>
  );
}
