// The `@lobbykit/currency-format/icons` entry: coin icons drawn here as SVG strings, so a
// theme can inline them, use them as <img> sources or wrap them in a component.
import type { LobbyCurrencyCode } from '@lobbykit/contract';
import { getCurrency } from './currency';
import { getCurrencyTitle } from './lobby';

/** Options of currencyIcon and currencyIconUrl. */
export interface CurrencyIconOptions {
  /**
   * Width and height in CSS pixels.
   * @default 32
   */
  readonly size?: number;
}

// The text on each lobby coin: the symbol where it is one short, distinct glyph; a prefixed
// dollar where several currencies share '$'; a Latin form where the symbol needs a font many
// systems lack (Khmer ៛, Bengali ৳) or a right-to-left script (AED, MAD); the code for crypto.
const labels: Record<LobbyCurrencyCode, string> = {
  CNY: '¥',
  USD: '$',
  HKD: 'HK$',
  THB: '฿',
  VND: '₫',
  IDR: 'Rp',
  INR: '₹',
  AUD: 'A$',
  GBP: '£',
  KRW: '₩',
  JPY: '¥',
  PHP: '₱',
  BRL: 'R$',
  MXN: 'MX$',
  EUR: '€',
  RUB: '₽',
  MMK: 'K',
  AED: 'AED',
  KHR: 'KHR',
  BDT: 'Tk',
  NGN: '₦',
  TRY: '₺',
  MAD: 'MAD',
  PKR: 'Rs',
  PYG: '₲',
  EGP: 'E£',
  ARS: 'AR$',
  PEN: 'S/',
  TRX: 'TRX',
  BTC: 'BTC',
  ETH: 'ETH',
  USDT: 'USDT',
  USDC: 'USDC',
};

// One hue per lobby currency, spread by the golden angle so neighbours in the list differ;
// saturation and lightness are fixed so white text keeps the same contrast on every coin.
const order = /* @__PURE__ */ Object.keys(labels);
const GREY = '#5f6673';

function colourOf(base: string): string {
  const index = order.indexOf(base);
  return index < 0 ? GREY : `hsl(${Math.round((index * 137.508) % 360)},62%,33%)`;
}

function escapeXml(text: string): string {
  return text.replace(/[&<>"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

/**
 * The coin icon of a currency as an SVG string: a filled circle, an inner ring and the
 * label. Lobby currencies (and their ratio variants) get their own label and colour; other
 * table currencies get a grey coin with their code. The title is the accessible name.
 * @throws UnknownCurrencyError for an unknown code.
 * @example element.innerHTML = currencyIcon('USDT', { size: 24 })
 */
export function currencyIcon(code: string, options?: CurrencyIconOptions): string {
  const { base } = getCurrency(code);
  const size = options?.size ?? 32;
  const label = (labels as Record<string, string | undefined>)[base] ?? base;
  const title = escapeXml(getCurrencyTitle(code));
  // Long labels are squeezed to the coin's width so every font fits the same way.
  const fit =
    label.length > 2 ? ` textLength="${label.length > 3 ? 22 : 20}" lengthAdjust="spacingAndGlyphs"` : '';
  const fontSize = [0, 17, 13, 10, 8][label.length] ?? 8;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${size}" height="${size}" role="img" aria-label="${title}">` +
    `<title>${title}</title>` +
    `<circle cx="16" cy="16" r="15.5" fill="${colourOf(base)}"/>` +
    `<circle cx="16" cy="16" r="12.5" fill="none" stroke="#fff" stroke-opacity=".45" stroke-width="1.25"/>` +
    `<text x="16" y="16" dy=".36em" text-anchor="middle" fill="#fff" font-family="system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif" font-weight="700" font-size="${fontSize}"${fit}>${escapeXml(label)}</text>` +
    `</svg>`
  );
}

/** The same icon as a data: URL, for an <img src> or a CSS background. */
export function currencyIconUrl(code: string, options?: CurrencyIconOptions): string {
  return `data:image/svg+xml,${encodeURIComponent(currencyIcon(code, options))}`;
}
