// Product overrides applied on top of the CLDR-derived table by scripts/generate-table.mjs.
// Each entry replaces only the fields it names; `why` is kept here for reviewers and is
// not shipped. After editing, run `pnpm generate` and check in src/generated/formats.ts.

/**
 * @typedef {object} Override
 * @property {string} why reason for the override (not shipped)
 * @property {string} [symbol]
 * @property {string} [thousandsSeparator]
 * @property {string} [decimalSeparator]
 * @property {boolean} [symbolOnLeft]
 * @property {boolean} [spaceBetweenAmountAndSymbol]
 * @property {0 | 1 | 2 | 3} [decimalDigits]
 * @property {boolean} [negativeFirst]
 */

/** Crypto currencies are not in CLDR: the whole entry is defined here. */
const crypto = {
  symbolOnLeft: false,
  spaceBetweenAmountAndSymbol: true,
  thousandsSeparator: ',',
  decimalSeparator: '.',
  negativeFirst: true,
};

/** @type {Record<string, Override>} */
export const productOverrides = {
  // --- lobby currencies whose home-locale symbol reads badly in the lobby ---
  JPY: {
    why: 'ja-JP prints the full-width ￥, which looks out of place next to Latin digits; the lobby uses ¥.',
    symbol: '¥',
  },
  // (Arabic-script symbols such as AED's and MAD's become the ISO code by the generator's
  // right-to-left rule; see RIGHT_TO_LEFT in scripts/generate-table.mjs.)
  EGP: {
    why: 'The right-to-left rule would print EGP; Egyptian sites print E£ in Latin text.',
    symbol: 'E£',
  },
  CVE: {
    why: 'CLDR uses the cifrão ($) as the decimal separator and an empty symbol; players read $ as a dollar sign.',
    decimalSeparator: ',',
    symbol: 'Esc',
  },

  // --- crypto (not in CLDR) ---
  // The table caps decimal digits at 3 (spec §3). Sites that need finer amounts use a ratio
  // variant such as BTC1:100000, or the `digits` option of formatCurrency.
  TRX: {
    why: 'TRON: worth cents, so two digits like a fiat currency.',
    symbol: 'TRX',
    decimalDigits: 2,
    ...crypto,
  },
  BTC: {
    why: 'Bitcoin: the 3-digit cap of the table; BTC1:100000 at 3 digits reaches 1 satoshi.',
    symbol: 'BTC',
    decimalDigits: 3,
    ...crypto,
  },
  ETH: { why: 'Ether: the 3-digit cap of the table.', symbol: 'ETH', decimalDigits: 3, ...crypto },
  USDT: {
    why: 'Tether: a US-dollar stablecoin, counted in cents.',
    symbol: 'USDT',
    decimalDigits: 2,
    ...crypto,
  },
  USDC: {
    why: 'USD Coin: a US-dollar stablecoin, counted in cents.',
    symbol: 'USDC',
    decimalDigits: 2,
    ...crypto,
  },
};
