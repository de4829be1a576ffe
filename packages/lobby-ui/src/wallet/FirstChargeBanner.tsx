// The wallet page's note of the first-charge offer: its best bonus and the way to see it.
import type { FirstChargeTier } from '@lobbykit/contract';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link FirstChargeBanner}. */
export interface FirstChargeBannerProps {
  readonly tiers: readonly FirstChargeTier[];
  /** "See the offer": the first-charge modal. */
  readonly onOpen: () => void;
  readonly className?: string | undefined;
}

export function FirstChargeBanner({ tiers, onOpen, className }: FirstChargeBannerProps) {
  const text = useLobbyText();
  const best = tiers.reduce(
    (top, tier) => (Number(tier.bonusPercent) > Number(top) ? tier.bonusPercent : top),
    '0',
  );
  if (tiers.length === 0) return null;
  return (
    <aside className={cx('lk-first-charge-banner', className)} aria-label={text('lobby.firstCharge.title')}>
      <div>
        <p className="lk-first-charge-banner__title">{text('lobby.firstCharge.title')}</p>
        <p className="lk-first-charge-banner__body">{text('lobby.firstCharge.teaser', { percent: best })}</p>
      </div>
      <button type="button" className="lk-button" onClick={onOpen}>
        {text('lobby.firstCharge.see')}
      </button>
    </aside>
  );
}
