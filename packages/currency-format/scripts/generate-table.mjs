// Builds src/generated/formats.ts from the CLDR data inside Node's ICU (Intl), then applies
// data/product-overrides.mjs. Run with `pnpm generate`; `pnpm generate --check` exits 1 when
// the checked-in table differs from what this Node's CLDR produces.
//
// The run-time code never calls Intl: this script is the only place that does, so every
// browser prints the same string whatever ICU it ships.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { productOverrides } from '../data/product-overrides.mjs';

const OUT = fileURLToPath(new URL('../src/generated/formats.ts', import.meta.url));

/** Codes Intl knows that are not money a lobby would show. */
const EXCLUDED = {
  XDR: 'IMF special drawing rights, an accounting unit',
  XSU: 'Sucre, an accounting unit of ALBA',
  SLL: 'replaced by SLE in 2022',
  ZWL: 'replaced by ZWG in 2024',
  HRK: 'replaced by EUR in 2023',
  CUC: 'withdrawn in 2021',
};

/**
 * The locale whose conventions a currency takes. By default the most likely language of the
 * territory named by the first two letters of the code (CLDR likely subtags): USD -> en-US,
 * BRL -> pt-BR. Listed here: currencies of several countries, and territories whose likely
 * language has no number data in ICU (it would silently fall back to en-US).
 */
const LOCALE_FOR = {
  EUR: 'de-DE', // the euro has no home country; de-DE is the most common euro-area style (1.234,56 €)
  XAF: 'fr-CM',
  XOF: 'fr-SN',
  XPF: 'fr-PF',
  XCD: 'en-AG',
  XCG: 'nl-CW',
  ANG: 'nl-CW',
  HTG: 'fr-HT',
  MVR: 'en-MV',
  PGK: 'en-PG',
  PYG: 'es-PY',
  VUV: 'en-VU',
  WST: 'en-WS',
};

// Bidi and zero-width marks CLDR puts around some symbols; meaningless in one string.
const INVISIBLE = /[\u200b-\u200f\u061c\u2066-\u2069]/g;
// The lobby has no right-to-left language (spec §3 "Languages"): a symbol in Arabic script
// next to Latin digits is reordered by the bidi algorithm, so those currencies print their code.
const RIGHT_TO_LEFT = /[\u0590-\u08ff\ufb1d-\ufdff\ufe70-\ufeff]/;

function localeFor(code) {
  if (LOCALE_FOR[code]) return LOCALE_FOR[code];
  return new Intl.Locale('und', { region: code.slice(0, 2) }).maximize().minimize().toString();
}

function symbolOf(cldr, code) {
  const symbol = cldr.replace(INVISIBLE, '').trim();
  return symbol === '' || RIGHT_TO_LEFT.test(symbol) ? code : symbol;
}

function fromCldr(code) {
  const locale = localeFor(code);
  const nf = new Intl.NumberFormat(locale, { style: 'currency', currency: code, numberingSystem: 'latn' });
  const resolved = nf.resolvedOptions();
  const fellBack = new Intl.Locale(resolved.locale).language !== new Intl.Locale(locale).language;
  // Literals made only of bidi marks are dropped so that "between" below sees the real space.
  const visible = (p) => p.type !== 'literal' || p.value.replace(INVISIBLE, '') !== '';
  const positive = nf.formatToParts(1234567.891).filter(visible);
  const negative = nf.formatToParts(-1234567.891).filter(visible);
  // Zero-digit currencies print no decimal separator; ask for two digits to learn it anyway.
  const separators = new Intl.NumberFormat(locale, {
    style: 'currency',
    currency: code,
    numberingSystem: 'latn',
    minimumFractionDigits: 2,
  }).formatToParts(1234567.891);
  const part = (parts, type) => parts.find((p) => p.type === type);
  const currencyAt = positive.findIndex((p) => p.type === 'currency');
  const integerAt = positive.findIndex((p) => p.type === 'integer');
  const symbolOnLeft = currencyAt < integerAt;
  // The literal between symbol and number, if any, is the space.
  const between = symbolOnLeft ? positive[currencyAt + 1] : positive[currencyAt - 1];
  const minusAt = negative.findIndex((p) => p.type === 'minusSign');
  const negCurrencyAt = negative.findIndex((p) => p.type === 'currency');
  return {
    locale,
    fellBack,
    entry: {
      code,
      symbol: symbolOf(part(positive, 'currency').value, code),
      thousandsSeparator: part(separators, 'group').value,
      decimalSeparator: part(separators, 'decimal').value,
      symbolOnLeft,
      spaceBetweenAmountAndSymbol: between?.type === 'literal' && /\s/.test(between.value),
      decimalDigits: resolved.maximumFractionDigits,
      // Only meaningful with the symbol on the left: "-$1" (true) or "$-1" (false).
      negativeFirst: symbolOnLeft ? minusAt < negCurrencyAt : true,
    },
  };
}

function validate(entry) {
  const problems = [];
  if (!/^[A-Z]{3,4}$/.test(entry.code)) problems.push('code must be 3 or 4 upper-case letters');
  if (!(entry.decimalDigits >= 0 && entry.decimalDigits <= 3)) problems.push('decimalDigits must be 0 to 3');
  for (const key of ['thousandsSeparator', 'decimalSeparator']) {
    const value = entry[key];
    if (typeof value !== 'string' || value.length !== 1 || /[\d|]/.test(value)) {
      problems.push(`${key} must be one UTF-16 unit, not a digit or |`);
    }
  }
  if (entry.thousandsSeparator === entry.decimalSeparator) problems.push('separators must differ');
  if (!entry.symbol || /[\d|]/.test(entry.symbol))
    problems.push('symbol must be non-empty, without digits or |');
  for (const key of ['symbolOnLeft', 'spaceBetweenAmountAndSymbol', 'negativeFirst']) {
    if (typeof entry[key] !== 'boolean') problems.push(`${key} must be a boolean`);
  }
  if (problems.length > 0) throw new Error(`${entry.code}: ${problems.join('; ')}`);
}

// One record per currency: code, one base-32 flag character, the index of its separator pair
// in SEPARATORS (one digit), the symbol. Flags: bits 0-1 decimal digits, bit 2 symbol on
// left, bit 3 space, bit 4 negative first. src/table.ts decodes exactly this layout.
function encode(entry, pairs) {
  const flags =
    entry.decimalDigits |
    (entry.symbolOnLeft ? 4 : 0) |
    (entry.spaceBetweenAmountAndSymbol ? 8 : 0) |
    (entry.negativeFirst ? 16 : 0);
  const pair = pairs.indexOf(entry.thousandsSeparator + entry.decimalSeparator);
  return entry.code + flags.toString(32) + pair + entry.symbol;
}

// Escape everything outside printable ASCII so invisible separators stay visible in review.
function literal(text) {
  let out = "'";
  for (const ch of text) {
    const cp = ch.codePointAt(0);
    if (ch === "'" || ch === '\\') out += `\\${ch}`;
    else if (cp >= 0x20 && cp < 0x7f) out += ch;
    else if (cp <= 0xffff) out += `\\u${cp.toString(16).padStart(4, '0')}`;
    else out += `\\u{${cp.toString(16)}}`;
  }
  return `${out}'`;
}

const entries = new Map();
const fallbacks = [];
for (const code of Intl.supportedValuesOf('currency')) {
  if (code in EXCLUDED) continue;
  const { entry, fellBack, locale } = fromCldr(code);
  if (fellBack) fallbacks.push(`${code} (${locale})`);
  entries.set(code, entry);
}
for (const [code, { why, ...fields }] of Object.entries(productOverrides)) {
  if (!why) throw new Error(`${code}: an override needs a reason (why)`);
  entries.set(code, { code, ...entries.get(code), ...fields });
}
const sorted = [...entries.values()].sort((a, b) => (a.code < b.code ? -1 : 1));
sorted.forEach(validate);

// Most used pair first; at most ten so that the index stays one digit.
const counts = new Map();
for (const { thousandsSeparator, decimalSeparator } of sorted) {
  const pair = thousandsSeparator + decimalSeparator;
  counts.set(pair, (counts.get(pair) ?? 0) + 1);
}
const pairs = [...counts.keys()].sort((a, b) => counts.get(b) - counts.get(a) || (a < b ? -1 : 1));
if (pairs.length > 10) throw new Error(`${pairs.length} separator pairs: the record layout holds 10`);

const cldr = process.versions.cldr ?? 'unknown';
const source = `// Generated by scripts/generate-table.mjs from CLDR ${cldr} (ICU ${process.versions.icu}) and
// data/product-overrides.mjs. Do not edit: change the overrides and run \`pnpm generate\`.
// ${sorted.length} currencies; record layout in scripts/generate-table.mjs (encode).

/** Thousands and decimal separator pairs, referred to by index from FORMATS. */
export const SEPARATORS = [${pairs.map(literal).join(', ')}];

/** Every currency format, one record per currency, separated by |. */
export const FORMATS =
  ${literal(sorted.map((entry) => encode(entry, pairs)).join('|'))};
`;

if (process.argv.includes('--check')) {
  const current = readFileSync(OUT, 'utf8');
  if (current !== source) {
    console.error('src/generated/formats.ts is out of date: run `pnpm generate`.');
    process.exit(1);
  }
  console.info(`src/generated/formats.ts is up to date (${sorted.length} currencies).`);
} else {
  writeFileSync(OUT, source);
  console.info(`Wrote ${sorted.length} currencies to src/generated/formats.ts (CLDR ${cldr}).`);
}
if (fallbacks.length > 0) {
  console.warn(
    `No CLDR number data for the likely locale of: ${fallbacks.join(', ')}; add them to LOCALE_FOR.`,
  );
}
