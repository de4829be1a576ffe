// The warning of the withdraw entry without a withdrawal password (spec §2 "Navigation
// behaviour"): the password must be set first, with the way to set it.
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link WithdrawPasswordBanner}. */
export interface WithdrawPasswordBannerProps {
  /** "Set withdrawal password": the security page's form (or its place on that page). */
  readonly onSetPassword: () => void;
  readonly className?: string | undefined;
}

/** "Please bind a withdrawal password first." and its button; announced when it appears. */
export function WithdrawPasswordBanner({ onSetPassword, className }: WithdrawPasswordBannerProps) {
  const text = useLobbyText();
  return (
    <div className={cx('lk-auth', 'lk-security-banner', className)} role="alert">
      <p className="lk-security-banner__text">{text('error.withdrawPasswordRequired')}</p>
      <button type="button" className="lk-button" onClick={onSetPassword}>
        {text('lobby.security.setWithdrawPassword')}
      </button>
    </div>
  );
}
