// What createTexts and createI18n share: their options, the choice of the initial language
// (URL, stored choice, browser, site) and remembering the language a visitor chose.
import type { LanguageCode, StorageLike } from '@lobbykit/contract';
import {
  detectLanguage,
  matchLanguage,
  readUrlLanguage,
  siteLanguageCodes,
  type DetectedLanguage,
  type SiteLanguageConfig,
} from './detect';
import type { CompleteMessages, PartialMessages } from './keys';
import { getLanguage } from './languages';
import { PSEUDO_LANGUAGE, loadMessages, type ResourceLanguage } from './loaders';

/** The part of Web Storage the language choice needs: @lobbykit/contract's StorageLike without removeItem. */
export type I18nStorage = Pick<StorageLike, 'getItem' | 'setItem'>;

/** Options of {@link createTexts} (and of createI18n). Every outside input is injectable. */
export interface CreateTextsOptions {
  /**
   * The site info: languageInfos (the languages offered and the default) and
   * languageMatchMode (see LanguageMatchMode).
   * @default undefined (all 25 languages, en_US first, browser matching on)
   */
  readonly site?: SiteLanguageConfig | null | undefined;
  /**
   * The page URL, or a function returning it; its `urlParam` query value wins over all else.
   * @default () => globalThis.location?.href
   */
  readonly url?: string | URL | (() => string | URL | null | undefined) | null | undefined;
  /**
   * Query parameter that carries the language.
   * @default 'lang'
   */
  readonly urlParam?: string | undefined;
  /**
   * Where the chosen language is remembered; null to remember nothing.
   * @default globalThis.localStorage, when the page may use it
   */
  readonly storage?: I18nStorage | null | undefined;
  /**
   * Storage key of the chosen language.
   * @default 'lobbykit:language'
   */
  readonly storageKey?: string | undefined;
  /**
   * The browser's preferred languages, or a function returning them.
   * @default () => navigator.languages
   */
  readonly browserLanguages?:
    readonly string[] | (() => readonly string[] | null | undefined) | null | undefined;
  /**
   * Start in the pseudo-locale (en_XA) to find cut-off and hard-coded texts.
   * @default false
   */
  readonly pseudo?: boolean | undefined;
  /**
   * Loads one language's texts.
   * @default loadMessages (one dynamic import per language)
   */
  readonly load?: ((code: ResourceLanguage) => Promise<CompleteMessages | PartialMessages>) | undefined;
}

/** Outcome of loading the texts of a language. */
export type LanguageLoadResult =
  | { readonly ok: true; readonly language: ResourceLanguage }
  | { readonly ok: false; readonly code: 'load-failed'; readonly language: ResourceLanguage };

/** Outcome of `changeLanguage`. */
export type ChangeLanguageResult =
  | LanguageLoadResult
  | { readonly ok: false; readonly code: 'unsupported-language'; readonly language: string };

/** The initial language and where it came from (the pseudo-locale reports source 'pseudo'). */
export interface InitialLanguage {
  readonly code: ResourceLanguage;
  readonly source: DetectedLanguage['source'] | 'pseudo';
}

/** The language settings both factories work from, read once from their options. */
export interface LanguageChoice {
  readonly initial: InitialLanguage;
  /** The languages the site offers, in its order. */
  readonly available: readonly LanguageCode[];
  readonly load: (code: ResourceLanguage) => Promise<CompleteMessages | PartialMessages>;
  /** The language a switch asks for (any spelling matchLanguage accepts, or en_XA); undefined when the site does not offer it. */
  requested(language: string): ResourceLanguage | undefined;
  /** Remembers a language the visitor switched to (never the pseudo-locale, a tester's tool). */
  remember(code: ResourceLanguage): void;
}

function defaultStorage(): I18nStorage | null {
  try {
    // Reading localStorage itself throws in sandboxed frames and with storage disabled.
    return globalThis.localStorage ?? null;
  } catch {
    return null;
  }
}

function readStorage(storage: I18nStorage | null, key: string): string | undefined {
  try {
    return storage?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
}

function writeStorage(storage: I18nStorage | null, key: string, value: string): void {
  try {
    storage?.setItem(key, value);
  } catch {
    // A full or blocked storage only loses the remembered choice.
  }
}

function resolve<T>(value: T | (() => T)): T {
  return typeof value === 'function' ? (value as () => T)() : value;
}

/** Reads the options: the initial language (a language from the URL is remembered at once), the site's languages, the loader. */
export function chooseLanguage(options: CreateTextsOptions): LanguageChoice {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const storageKey = options.storageKey ?? 'lobbykit:language';
  const available = siteLanguageCodes(options.site);

  const detected = detectLanguage({
    site: options.site,
    urlLanguage: readUrlLanguage(
      resolve(options.url === undefined ? () => globalThis.location?.href : options.url),
      options.urlParam,
    ),
    storedLanguage: readStorage(storage, storageKey),
    browserLanguages: resolve(
      options.browserLanguages === undefined
        ? () => globalThis.navigator?.languages ?? [globalThis.navigator?.language ?? '']
        : options.browserLanguages,
    ),
  });
  if (detected.source === 'url') writeStorage(storage, storageKey, detected.code);

  return {
    initial: options.pseudo
      ? { code: PSEUDO_LANGUAGE, source: 'pseudo' }
      : { code: detected.code, source: detected.source },
    available,
    load: options.load ?? loadMessages,
    requested: (language) =>
      language === PSEUDO_LANGUAGE ? PSEUDO_LANGUAGE : matchLanguage(language, available),
    remember(code) {
      if (code !== PSEUDO_LANGUAGE) writeStorage(storage, storageKey, code);
    },
  };
}

/** The hall service code of a language (en for the pseudo-locale and anything unknown). */
export function serviceCodeOf(code: string): string {
  return getLanguage(code)?.serviceCode ?? getLanguage('en_US').serviceCode;
}
