// The 25 lobby languages of the spec, with the code the hall service and the sports service expect.

/** One lobby language: its UI code, the hall's language code, and the sports code where one exists. */
export interface LanguageInfo {
  readonly code: LanguageCode;
  /** Language code sent to the hall service (header and GET parameter). */
  readonly serviceCode: string;
  /** Language code of the sports service; only 8 languages have one. */
  readonly sportsCode?: string;
}

/** The 25 UI language codes, in spec order. */
export const languageCodes = [
  'en_US',
  'zh_CN',
  'zh_TW',
  'th_TH',
  'vi_VN',
  'ko_KR',
  'ja_JP',
  'pt_PT',
  'es_ES',
  'de_DE',
  'fr_FR',
  'it_IT',
  'ru_RU',
  'my_MM',
  'id_ID',
  'hi_IN',
  'tl_PH',
  'km_KH',
  'te_IN',
  'ta_LK',
  'mr_IN',
  'kn_IN',
  'pa_PA',
  'bn_BN',
  'tr_TR',
] as const;

export type LanguageCode = (typeof languageCodes)[number];

/**
 * The 25 languages in spec order. Only zh_TW -> zh_hk and pt_PT -> pt are given by the spec;
 * every other service code is the lower-cased UI code, except that a language with one
 * lobby locale uses its bare language part (en_US -> en). See the README table.
 */
export const languages: readonly LanguageInfo[] = [
  { code: 'en_US', serviceCode: 'en', sportsCode: 'en' },
  { code: 'zh_CN', serviceCode: 'zh_cn', sportsCode: 'zh-cn' },
  { code: 'zh_TW', serviceCode: 'zh_hk', sportsCode: 'zh-tw' },
  { code: 'th_TH', serviceCode: 'th', sportsCode: 'th' },
  { code: 'vi_VN', serviceCode: 'vi', sportsCode: 'vi' },
  { code: 'ko_KR', serviceCode: 'ko', sportsCode: 'ko' },
  { code: 'ja_JP', serviceCode: 'ja', sportsCode: 'ja' },
  { code: 'pt_PT', serviceCode: 'pt', sportsCode: 'pt' },
  { code: 'es_ES', serviceCode: 'es' },
  { code: 'de_DE', serviceCode: 'de' },
  { code: 'fr_FR', serviceCode: 'fr' },
  { code: 'it_IT', serviceCode: 'it' },
  { code: 'ru_RU', serviceCode: 'ru' },
  { code: 'my_MM', serviceCode: 'my' },
  { code: 'id_ID', serviceCode: 'id' },
  { code: 'hi_IN', serviceCode: 'hi' },
  { code: 'tl_PH', serviceCode: 'tl' },
  { code: 'km_KH', serviceCode: 'km' },
  { code: 'te_IN', serviceCode: 'te' },
  { code: 'ta_LK', serviceCode: 'ta' },
  { code: 'mr_IN', serviceCode: 'mr' },
  { code: 'kn_IN', serviceCode: 'kn' },
  { code: 'pa_PA', serviceCode: 'pa' },
  { code: 'bn_BN', serviceCode: 'bn' },
  { code: 'tr_TR', serviceCode: 'tr' },
];

const languageCodeSet: ReadonlySet<string> = /* @__PURE__ */ new Set(languageCodes);

/** True when `value` is one of the 25 UI language codes (exact case). */
export function isLanguageCode(value: unknown): value is LanguageCode {
  return typeof value === 'string' && languageCodeSet.has(value);
}

/** The language entry for a UI code, or undefined for an unknown code. */
export function getLanguage(code: string): LanguageInfo | undefined {
  return languages.find((language) => language.code === code);
}
