// Amounts of the withdraw and security blocks as the player reads them: the contract's exact
// decimal text through currency-format, every cent kept (a fee of 0.35 in a currency written
// without decimals still shows its cents).
import type { MoneyAmount } from '@lobbykit/contract';
import { formatCurrency, getCurrency, hasCurrency } from '@lobbykit/currency-format';

/** Decimals the wallet keeps (spec §5: a number with up to 2 decimals). */
const WALLET_DIGITS = 2;

const decimalsOf = (amount: MoneyAmount) => amount.split('.')[1]?.length ?? 0;

/** `amount` in `currency`'s format, or the plain amount and code for a code currency-format lacks. */
export function formatMoney(amount: MoneyAmount, currency: string): string {
  if (!hasCurrency(currency)) return `${amount} ${currency}`;
  const shown = getCurrency(currency).decimalDigits;
  const needed = Math.min(decimalsOf(amount), WALLET_DIGITS);
  return formatCurrency(amount, currency, needed > shown ? { digits: needed } : undefined);
}

/** A fee rate as a percentage, exactly ('0.015' is '1.5'). */
export function percentOf(rate: MoneyAmount): string {
  const [whole = '0', fraction = ''] = rate.split('.');
  const digits = `${whole}${fraction.padEnd(2, '0')}`;
  const point = whole.length + 2;
  const integer = digits.slice(0, point).replace(/^0+(?=\d)/, '');
  const rest = digits.slice(point).replace(/0+$/, '');
  return rest === '' ? integer : `${integer}.${rest}`;
}
