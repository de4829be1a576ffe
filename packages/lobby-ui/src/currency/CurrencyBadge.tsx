// The player's currency as a small coin and code, e.g. next to a balance or in a menu.
import { hasCurrency } from '@lobbykit/currency-format';
import { currencyIconUrl } from '@lobbykit/currency-format/icons';
import { cx } from '../shared/class-names';
import { useLobbyText } from '../shared/texts';

/** Props of {@link CurrencyBadge}. */
export interface CurrencyBadgeProps {
  /** A currency code, ratio variants included (`USDT1:1`). */
  readonly code: string;
  readonly className?: string | undefined;
}

/** A coin icon (drawn locally, no network) and the code; read as "Currency: BRL". */
export function CurrencyBadge({ code, className }: CurrencyBadgeProps) {
  const text = useLobbyText();
  return (
    <span className={cx('lk-currency-badge', className)}>
      {hasCurrency(code) && (
        <img
          className="lk-currency-badge__icon"
          src={currencyIconUrl(code, { size: 20 })}
          alt=""
          width={20}
          height={20}
        />
      )}
      <span aria-hidden="true">{code}</span>
      <span className="lk-visually-hidden">{text('lobby.currency.current', { code })}</span>
    </span>
  );
}
