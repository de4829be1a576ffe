/** The visit's language and currency for a site info: kept while the site still offers them, chosen afresh otherwise. */
import type { SiteInfo } from '@lobbykit/contract';
import { siteLanguageCodes } from '@lobbykit/i18n/detect';
import type { LobbySettings } from '../extra';
import { chooseCurrency, chooseLanguage, siteCurrencies } from './preferences';
import type { VisitCurrency, VisitLanguage, VisitState } from './slice';
import { STORAGE_KEYS, type SafeStorage } from './storage';

const LANGUAGE_TEXT = /^[A-Za-z]{2,3}([_-][A-Za-z0-9]{1,8}){0,2}$/;
// A code ('BRL') or a ratio variant ('USDT1:1', 'BTC1:100000').
const CURRENCY_TEXT = /^[A-Z0-9]{2,10}(:\d{1,9})?$/;

export interface SettledPreferences {
  readonly language: VisitLanguage;
  readonly currency: VisitCurrency | undefined;
}

/**
 * The language and currency for `site`: the visit's current ones while the site offers them,
 * else the boot's rules (`chooseLanguage`, `chooseCurrency`) over the URL, storage and browser.
 * A URL language is remembered, as @lobbykit/i18n does.
 */
export function settlePreferences(
  site: SiteInfo,
  current: Pick<VisitState, 'language' | 'currency'>,
  settings: Pick<LobbySettings, 'href' | 'browserLanguages'>,
  storage: SafeStorage,
): SettledPreferences {
  let language = current.language;
  if (!language || !siteLanguageCodes(site).includes(language.code)) {
    const chosen = chooseLanguage({
      site,
      url: settings.href(),
      stored: storage.read(STORAGE_KEYS.language, (value) => LANGUAGE_TEXT.test(value)),
      browserLanguages: settings.browserLanguages,
    });
    if (chosen.source === 'url') storage.write(STORAGE_KEYS.language, chosen.code);
    language = chosen;
  }
  let currency = current.currency;
  if (!currency || !siteCurrencies(site).includes(currency.code)) {
    const chosen = chooseCurrency(
      site,
      storage.read(STORAGE_KEYS.currency, (value) => CURRENCY_TEXT.test(value)),
    );
    currency =
      chosen.code === undefined || chosen.source === 'none'
        ? undefined
        : { code: chosen.code, source: chosen.source };
  }
  return { language, currency };
}
