/**
 * One currency's formatting rules (spec §3 "Currency formatting entry"), plus the ratio
 * that ties a site currency such as 'BTC1:100000' to its base currency.
 */
export interface CurrencyFormat {
  /** The code it was looked up by: 'USD', 'USDT', or a ratio variant such as 'BTC1:100000'. */
  readonly code: string;
  /** The symbol printed with amounts, e.g. '$', 'R$', '€', 'USDT'. */
  readonly symbol: string;
  /** Between groups of three integer digits: ',', '.', a no-break space, an apostrophe. */
  readonly thousandsSeparator: string;
  /** Between the integer and fraction digits. */
  readonly decimalSeparator: string;
  /** '$1.00' (true) or '1,00 €' (false). */
  readonly symbolOnLeft: boolean;
  /** 'R$ 1,00' (true) or '$1.00' (false); the space printed is U+00A0 (no-break). */
  readonly spaceBetweenAmountAndSymbol: boolean;
  /** Fraction digits printed, 0 to 3; also the size of the minor unit for bigint amounts. */
  readonly decimalDigits: number;
  /** With the symbol on the left, '-$1.00' (true) or '$-1.00' (false). */
  readonly negativeFirst: boolean;
  /** The table code the rules come from: 'BTC' for 'BTC1:100000', the code itself otherwise. */
  readonly base: string;
  /** Site units per base unit: 100000 for 'BTC1:100000', 1 for a plain code. */
  readonly ratio: number;
}
