/**
 * The visitor's language and currency: chosen at boot from the site info, the URL, the last
 * choice and the browser (spec §1, §3), and changed later by the visitor.
 */
import type { LanguageCode, SiteInfo } from '@lobbykit/contract';
import { hasCurrency } from '@lobbykit/currency-format';
import { detectLanguage, readUrlLanguage, type LanguageSource } from '@lobbykit/i18n/detect';

export interface LanguageChoice {
  readonly code: LanguageCode;
  readonly source: LanguageSource;
}

export interface ChooseLanguageInput {
  readonly site: Pick<SiteInfo, 'languageInfos' | 'languageMatchMode'> | undefined;
  /** The page address; its `lang` parameter wins. */
  readonly url?: string | undefined;
  readonly stored?: string | undefined;
  readonly browserLanguages?: readonly string[] | undefined;
}

/**
 * URL, last choice, then (unless the site's `languageMatchMode` says site default) the
 * browser's languages, then the site default: always a language the site offers (i18n's
 * `detectLanguage`).
 */
export function chooseLanguage({ site, url, stored, browserLanguages }: ChooseLanguageInput): LanguageChoice {
  const { code, source } = detectLanguage({
    site,
    urlLanguage: readUrlLanguage(url),
    storedLanguage: stored,
    browserLanguages,
  });
  return { code, source };
}

/** Where the currency came from: the last choice, the site's default (first) currency, or none listed. */
export type CurrencySource = 'storage' | 'site' | 'none';

export interface CurrencyChoice {
  readonly code: string | undefined;
  readonly source: CurrencySource;
}

/**
 * The site's currencies the lobby can show (known to @lobbykit/currency-format, ratio variants
 * such as `USDT1:1` included), in the site's order, without repeats.
 */
export function siteCurrencies(site: Pick<SiteInfo, 'currencyInfos'> | undefined): string[] {
  const codes = (site?.currencyInfos ?? []).map((info) => info.currencyCode.trim());
  return [...new Set(codes)].filter((code) => hasCurrency(code));
}

/** The last choice when the site still offers it, else the site's first currency. */
export function chooseCurrency(
  site: Pick<SiteInfo, 'currencyInfos'> | undefined,
  stored: string | undefined,
): CurrencyChoice {
  const offered = siteCurrencies(site);
  if (stored !== undefined && offered.includes(stored)) return { code: stored, source: 'storage' };
  const first = offered[0];
  return first === undefined ? { code: undefined, source: 'none' } : { code: first, source: 'site' };
}
