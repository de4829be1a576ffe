// Mail domains offered while a player types an address: the big local providers of each
// language first, then the international ones everybody uses.
import type { LanguageCode } from '@lobbykit/contract';

const international = ['gmail.com', 'outlook.com', 'hotmail.com', 'yahoo.com', 'live.com', 'icloud.com'];
const india = 'yahoo.co.in rediffmail.com';

// Space-separated so the table stays small in the bundle.
const local: Partial<Record<LanguageCode, string>> = {
  zh_CN: 'qq.com 163.com 126.com sina.com sohu.com foxmail.com 139.com yeah.net aliyun.com',
  zh_TW: 'yahoo.com.tw yahoo.com.hk msa.hinet.net qq.com 163.com',
  th_TH: 'hotmail.co.th',
  vi_VN: 'yahoo.com.vn',
  ko_KR: 'naver.com daum.net hanmail.net nate.com kakao.com',
  ja_JP: 'yahoo.co.jp docomo.ne.jp ezweb.ne.jp softbank.ne.jp outlook.jp',
  pt_PT: 'sapo.pt bol.com.br uol.com.br live.com.pt',
  es_ES: 'hotmail.es yahoo.es outlook.es',
  de_DE: 'gmx.de web.de t-online.de yahoo.de',
  fr_FR: 'orange.fr free.fr sfr.fr laposte.net hotmail.fr',
  it_IT: 'libero.it virgilio.it hotmail.it yahoo.it',
  ru_RU: 'mail.ru yandex.ru rambler.ru bk.ru list.ru inbox.ru',
  id_ID: 'yahoo.co.id ymail.com',
  hi_IN: india,
  te_IN: india,
  mr_IN: india,
  kn_IN: india,
  pa_PA: india,
  tr_TR: 'yandex.com hotmail.com.tr',
};

const cache = new Map<string, readonly string[]>();

/**
 * The suggested mail domains of a language, most likely first; an unknown language gets
 * the international list.
 */
export function getEmailSuffixes(language: LanguageCode | (string & {})): readonly string[] {
  let list = cache.get(language);
  if (!list) {
    const own = local[language as LanguageCode];
    const all = own ? [...own.split(' '), ...international] : international;
    list = Object.freeze([...new Set(all)]);
    cache.set(language, list);
  }
  return list;
}

/** Options of {@link suggestEmailSuffixes}. */
export interface SuggestEmailOptions {
  /**
   * Most suggestions returned.
   * @default 8
   */
  readonly limit?: number;
}

/**
 * Completes what the player typed into full addresses: `bob` and `bob@` get every domain
 * of the language, `bob@ho` the domains starting with `ho`. Nothing is suggested for an
 * empty local part, a second `@`, a space, or a domain already typed in full.
 * @example suggestEmailSuffixes('bob@q', 'zh_CN') // ['bob@qq.com']
 */
export function suggestEmailSuffixes(
  input: string,
  language: LanguageCode | (string & {}),
  options?: SuggestEmailOptions,
): string[] {
  const limit = options?.limit ?? 8;
  const text = typeof input === 'string' ? input.trim() : '';
  const at = text.indexOf('@');
  const localPart = at === -1 ? text : text.slice(0, at);
  const typed = at === -1 ? '' : text.slice(at + 1).toLowerCase();
  if (localPart === '' || typed.includes('@') || /\s/.test(text)) return [];
  const suffixes = getEmailSuffixes(language);
  if (suffixes.includes(typed)) return [];
  const out: string[] = [];
  for (const suffix of suffixes) {
    if (out.length >= limit) break;
    if (suffix.startsWith(typed)) out.push(`${localPart}@${suffix}`);
  }
  return out;
}
