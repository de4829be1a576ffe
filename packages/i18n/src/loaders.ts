// One dynamic import per language: bundlers emit each resource as its own chunk, fetched
// only when that language (or en_US as the fallback of a partial one) is needed.
import type { LanguageCode } from '@lobbykit/contract';
import type { CompleteMessages, MessagesModule, PartialMessages } from './keys';

/** The language code of the pseudo-locale (the code Android uses for the same purpose). */
export const PSEUDO_LANGUAGE = 'en_XA' as const;

/** A language whose resources can be loaded: the 25 plus the pseudo-locale. */
export type ResourceLanguage = LanguageCode | typeof PSEUDO_LANGUAGE;

/** The loaders, literal import paths so every bundler can split them. */
const resourceLoaders: Readonly<Record<ResourceLanguage, () => Promise<MessagesModule>>> = {
  en_US: () => import('./locales/en_US'),
  zh_CN: () => import('./locales/zh_CN'),
  zh_TW: () => import('./locales/zh_TW'),
  th_TH: () => import('./locales/th_TH'),
  vi_VN: () => import('./locales/vi_VN'),
  ko_KR: () => import('./locales/ko_KR'),
  ja_JP: () => import('./locales/ja_JP'),
  pt_PT: () => import('./locales/pt_PT'),
  es_ES: () => import('./locales/es_ES'),
  de_DE: () => import('./locales/de_DE'),
  fr_FR: () => import('./locales/fr_FR'),
  it_IT: () => import('./locales/it_IT'),
  ru_RU: () => import('./locales/ru_RU'),
  my_MM: () => import('./locales/my_MM'),
  id_ID: () => import('./locales/id_ID'),
  hi_IN: () => import('./locales/hi_IN'),
  tl_PH: () => import('./locales/tl_PH'),
  km_KH: () => import('./locales/km_KH'),
  te_IN: () => import('./locales/te_IN'),
  ta_LK: () => import('./locales/ta_LK'),
  mr_IN: () => import('./locales/mr_IN'),
  kn_IN: () => import('./locales/kn_IN'),
  pa_PA: () => import('./locales/pa_PA'),
  bn_BN: () => import('./locales/bn_BN'),
  tr_TR: () => import('./locales/tr_TR'),
  en_XA: () => import('./locales/en_XA'),
};

/** Languages whose resources hold every key: they need no fallback resources loaded. */
export const completeLanguages: ReadonlySet<string> = new Set(['en_US', 'zh_CN', 'zh_TW', PSEUDO_LANGUAGE]);

/** The languages whose texts fill the gaps of `code`: en_US for a partial language, none for a complete one. */
export function fallbackLanguages(code: string): readonly ResourceLanguage[] {
  return completeLanguages.has(code) ? [] : ['en_US'];
}

/** True for a code {@link loadMessages} accepts. */
export function isResourceLanguage(code: unknown): code is ResourceLanguage {
  return typeof code === 'string' && Object.hasOwn(resourceLoaders, code);
}

/**
 * Loads the message texts of one language (a dynamic import; cached by the module system).
 * Rejects with a clear error for a code that has no resources.
 */
export async function loadMessages(code: ResourceLanguage): Promise<CompleteMessages | PartialMessages> {
  if (!isResourceLanguage(code)) {
    throw new RangeError(`@lobbykit/i18n: no resources for language ${JSON.stringify(code)}`);
  }
  const module = await resourceLoaders[code]();
  return module.messages;
}
