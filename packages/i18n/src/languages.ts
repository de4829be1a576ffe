// The 25 lobby languages as the UI needs them: the contract's codes plus a flag, a native
// name and the date format.
import { languages as contractLanguages, type LanguageCode } from '@lobbykit/contract';

/** One lobby language. */
export interface LobbyLanguage {
  /** The UI code, e.g. `zh_TW`. */
  readonly code: LanguageCode;
  /**
   * ISO 3166-1 alpha-2 region whose flag stands for the language (`US`, `CN`, ...), not an
   * emoji: Windows shows regional-indicator emoji as two letters, so themes draw their own
   * flag images; {@link flagEmoji} turns the region into the emoji where that is wanted.
   */
  readonly flag: string;
  /** The language's own name for itself, for language pickers. */
  readonly name: string;
  /** Code sent to the hall service (zh_TW -> zh_hk, pt_PT -> pt). */
  readonly serviceCode: string;
  /** Code of the sports service; only 8 languages have one. */
  readonly sportsCode?: string;
  /** Date-time pattern: YYYY, MM, DD, HH, mm, ss (see formatDate). */
  readonly dateFormat: string;
}

const DMY = 'DD/MM/YYYY HH:mm:ss';
const YMD = 'YYYY-MM-DD HH:mm:ss';
const DOTTED = 'DD.MM.YYYY HH:mm:ss';

// Region, native name, date format. pa_PA and bn_BN carry the spec's codes, whose regions
// (Panama, Brunei) do not speak those languages: their flags are India and Bangladesh.
// zh_TW shows the Hong Kong flag, matching its hall code zh_hk.
const extra: Record<LanguageCode, readonly [flag: string, name: string, dateFormat: string]> = {
  en_US: ['US', 'English', DMY],
  zh_CN: ['CN', '简体中文', YMD],
  zh_TW: ['HK', '繁體中文', YMD],
  th_TH: ['TH', 'ไทย', DMY],
  vi_VN: ['VN', 'Tiếng Việt', DMY],
  ko_KR: ['KR', '한국어', 'YYYY.MM.DD HH:mm:ss'],
  ja_JP: ['JP', '日本語', 'YYYY/MM/DD HH:mm:ss'],
  pt_PT: ['PT', 'Português', DMY],
  es_ES: ['ES', 'Español', DMY],
  de_DE: ['DE', 'Deutsch', DOTTED],
  fr_FR: ['FR', 'Français', DMY],
  it_IT: ['IT', 'Italiano', DMY],
  ru_RU: ['RU', 'Русский', DOTTED],
  my_MM: ['MM', 'မြန်မာ', DMY],
  id_ID: ['ID', 'Bahasa Indonesia', DMY],
  hi_IN: ['IN', 'हिन्दी', DMY],
  tl_PH: ['PH', 'Filipino', 'MM/DD/YYYY HH:mm:ss'],
  km_KH: ['KH', 'ខ្មែរ', DMY],
  te_IN: ['IN', 'తెలుగు', DMY],
  ta_LK: ['LK', 'தமிழ்', DMY],
  mr_IN: ['IN', 'मराठी', DMY],
  kn_IN: ['IN', 'ಕನ್ನಡ', DMY],
  pa_PA: ['IN', 'ਪੰਜਾਬੀ', DMY],
  bn_BN: ['BD', 'বাংলা', DMY],
  tr_TR: ['TR', 'Türkçe', DOTTED],
};

/** The 25 languages in spec order. */
export const languages: readonly LobbyLanguage[] = contractLanguages.map((language) => {
  const [flag, name, dateFormat] = extra[language.code];
  return { ...language, flag, name, dateFormat };
});

const byCode = new Map<string, LobbyLanguage>(languages.map((language) => [language.code, language]));

/**
 * The entry of a language code; undefined for a code that is not one of the 25 (exact
 * case, as the contract spells it).
 */
export function getLanguage(code: LanguageCode): LobbyLanguage;
export function getLanguage(code: string): LobbyLanguage | undefined;
export function getLanguage(code: string): LobbyLanguage | undefined {
  return byCode.get(code);
}

/** The emoji flag of an ISO region (`'US'` -> 🇺🇸); an invalid region gives ''. */
export function flagEmoji(region: string): string {
  if (!/^[A-Za-z]{2}$/.test(region)) return '';
  const upper = region.toUpperCase();
  return String.fromCodePoint(0x1f1e6 + upper.charCodeAt(0) - 65, 0x1f1e6 + upper.charCodeAt(1) - 65);
}
