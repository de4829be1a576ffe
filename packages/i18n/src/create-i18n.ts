// The lobby's i18next instance: lazy resources per language, en_US as the fallback of the
// partial languages, the initial language chosen from URL, storage, browser and site.
import type { LanguageCode, StorageLike } from '@lobbykit/contract';
import { createInstance, type BackendModule, type i18n as I18next } from 'i18next';
import { initReactI18next } from 'react-i18next';
import {
  detectLanguage,
  matchLanguage,
  readUrlLanguage,
  siteLanguageCodes,
  type DetectedLanguage,
  type SiteLanguageConfig,
} from './detect';
import type { CompleteMessages, MessageKey, PartialMessages } from './keys';
import { getLanguage, languages } from './languages';
import { PSEUDO_LANGUAGE, completeLanguages, loadMessages, type ResourceLanguage } from './loaders';

/** The part of Web Storage the language choice needs: @lobbykit/contract's StorageLike without removeItem. */
export type I18nStorage = Pick<StorageLike, 'getItem' | 'setItem'>;

/** Options of {@link createI18n}. Every outside input is injectable. */
export interface CreateI18nOptions {
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
  /**
   * Register the instance with react-i18next, so `useTranslation()` works without a provider.
   * @default true
   */
  readonly react?: boolean | undefined;
}

/** Outcome of loading the texts of a language. */
export type LanguageLoadResult =
  | { readonly ok: true; readonly language: ResourceLanguage }
  | { readonly ok: false; readonly code: 'load-failed'; readonly language: ResourceLanguage };

/** Outcome of {@link LobbyI18n.changeLanguage}. */
export type ChangeLanguageResult =
  | LanguageLoadResult
  | { readonly ok: false; readonly code: 'unsupported-language'; readonly language: string };

/** What {@link createI18n} returns. */
export interface LobbyI18n {
  /** The i18next instance (hand it to react-i18next's I18nextProvider if you prefer a provider). */
  readonly i18n: I18next;
  /** Settles once the initial language's texts are loaded; never rejects. */
  readonly ready: Promise<LanguageLoadResult>;
  /** The initial language and where it came from (the pseudo-locale reports source 'pseudo'). */
  readonly initial: {
    readonly code: ResourceLanguage;
    readonly source: DetectedLanguage['source'] | 'pseudo';
  };
  /** The languages the site offers, in its order. */
  readonly available: readonly LanguageCode[];
  /** The current language. */
  language(): ResourceLanguage;
  /** The hall service code of the current language (en for the pseudo-locale). */
  serviceCode(): string;
  /** Translates a message key. */
  t(key: MessageKey, params?: Readonly<Record<string, unknown>>): string;
  /**
   * Switches language (any spelling {@link matchLanguage} accepts, or en_XA), loads its
   * texts and remembers the choice. A language the site does not offer is refused as a value.
   */
  changeLanguage(language: string): Promise<ChangeLanguageResult>;
}

const NAMESPACE = 'lobby';

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

/**
 * Creates the lobby's i18n: an i18next instance (own instance, never the global one) whose
 * resources load lazily, one language at a time.
 * @example
 * const lobbyI18n = createI18n({ site: siteInfo });
 * await lobbyI18n.ready;
 * lobbyI18n.t(errorKeys.captchaRestricted, { seconds: 42 });
 */
export function createI18n(options: CreateI18nOptions = {}): LobbyI18n {
  const storage = options.storage === undefined ? defaultStorage() : options.storage;
  const storageKey = options.storageKey ?? 'lobbykit:language';
  const load = options.load ?? loadMessages;
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
  const initial: LobbyI18n['initial'] = options.pseudo
    ? { code: PSEUDO_LANGUAGE, source: 'pseudo' as const }
    : { code: detected.code, source: detected.source };
  if (detected.source === 'url') writeStorage(storage, storageKey, detected.code);

  const backend: BackendModule = {
    type: 'backend',
    init() {},
    read(language, _namespace, callback) {
      load(language as ResourceLanguage).then(
        (messages) => callback(null, messages),
        (error: unknown) => callback(error instanceof Error ? error.message : String(error), false),
      );
    },
  };

  const instance = createInstance();
  instance.use(backend);
  if (options.react !== false) instance.use(initReactI18next);

  const loaded = (language: ResourceLanguage): LanguageLoadResult =>
    instance.hasResourceBundle(language, NAMESPACE)
      ? { ok: true, language }
      : { ok: false, code: 'load-failed', language };

  const ready = instance
    .init({
      lng: initial.code,
      // Only partial languages need en_US loaded beside them.
      fallbackLng: (code: string) => (code && completeLanguages.has(code) ? [] : ['en_US']),
      supportedLngs: [...languages.map((language) => language.code), PSEUDO_LANGUAGE],
      load: 'currentOnly',
      ns: [NAMESPACE],
      defaultNS: NAMESPACE,
      // Keys are flat strings with dots ('error.timeout'), not paths.
      keySeparator: false,
      nsSeparator: false,
      // React escapes; texts are plain strings and never go into innerHTML.
      interpolation: { escapeValue: false },
      returnEmptyString: false,
    })
    .then(
      () => loaded(initial.code),
      () => loaded(initial.code),
    );

  return {
    i18n: instance,
    ready,
    initial,
    available,
    language: () => (instance.language ?? initial.code) as ResourceLanguage,
    serviceCode() {
      const current = instance.language ?? initial.code;
      return getLanguage(current)?.serviceCode ?? getLanguage('en_US').serviceCode;
    },
    t: (key, params) => instance.t(key, params),
    async changeLanguage(language) {
      const code: ResourceLanguage | undefined =
        language === PSEUDO_LANGUAGE ? PSEUDO_LANGUAGE : matchLanguage(language, available);
      if (!code) return { ok: false, code: 'unsupported-language', language };
      await ready;
      try {
        await instance.changeLanguage(code);
      } catch {
        // i18next reports load failures through the bundle check below.
      }
      const result = loaded(code);
      if (result.ok && code !== PSEUDO_LANGUAGE) writeStorage(storage, storageKey, code);
      return result;
    },
  };
}
