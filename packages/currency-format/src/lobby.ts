import { lobbyCurrencyCodes } from '@lobbykit/contract';
import type { LobbyCurrencyCode } from '@lobbykit/contract';
import { getCurrency } from './currency';

/** A lobby currency (spec §3) with its English title. */
export interface LobbyCurrency {
  readonly code: LobbyCurrencyCode;
  readonly title: string;
}

// English display names from CLDR (checked against Intl.DisplayNames in lobby.test.ts);
// the five crypto currencies are not in CLDR and carry their usual names.
const titles: Record<LobbyCurrencyCode, string> = {
  CNY: 'Chinese Yuan',
  USD: 'US Dollar',
  HKD: 'Hong Kong Dollar',
  THB: 'Thai Baht',
  VND: 'Vietnamese Dong',
  IDR: 'Indonesian Rupiah',
  INR: 'Indian Rupee',
  AUD: 'Australian Dollar',
  GBP: 'British Pound',
  KRW: 'South Korean Won',
  JPY: 'Japanese Yen',
  PHP: 'Philippine Peso',
  BRL: 'Brazilian Real',
  MXN: 'Mexican Peso',
  EUR: 'Euro',
  RUB: 'Russian Ruble',
  MMK: 'Myanmar Kyat',
  AED: 'United Arab Emirates Dirham',
  KHR: 'Cambodian Riel',
  BDT: 'Bangladeshi Taka',
  NGN: 'Nigerian Naira',
  TRY: 'Turkish Lira',
  MAD: 'Moroccan Dirham',
  PKR: 'Pakistani Rupee',
  PYG: 'Paraguayan Guarani',
  EGP: 'Egyptian Pound',
  ARS: 'Argentine Peso',
  PEN: 'Peruvian Sol',
  TRX: 'TRON',
  BTC: 'Bitcoin',
  ETH: 'Ethereum',
  USDT: 'Tether USD',
  USDC: 'USD Coin',
};

/** The 33 lobby currencies in spec order, each with its title. */
export const lobbyCurrencies: readonly LobbyCurrency[] = /* @__PURE__ */ lobbyCurrencyCodes.map((code) =>
  Object.freeze({ code, title: titles[code] }),
);

/**
 * The title to show for a code: 'US Dollar'; 'Bitcoin (1:100000)' for a ratio variant of a
 * lobby currency. Table currencies outside the lobby list have no title shipped (to keep the
 * bundle small) and get their code.
 * @throws UnknownCurrencyError for an unknown code.
 */
export function getCurrencyTitle(code: string): string {
  const { base, ratio } = getCurrency(code);
  const title = (titles as Record<string, string | undefined>)[base] ?? base;
  return base === code ? title : `${title} (1:${ratio})`;
}
