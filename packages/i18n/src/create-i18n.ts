// The lobby's i18next instance: lazy resources per language, en_US as the fallback of the
// partial languages, the initial language chosen from URL, storage, browser and site.
import type { LanguageCode } from '@lobbykit/contract';
import { createInstance, type BackendModule, type i18n as I18next } from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { MessageKey } from './keys';
import {
  chooseLanguage,
  serviceCodeOf,
  type ChangeLanguageResult,
  type CreateTextsOptions,
  type InitialLanguage,
  type LanguageLoadResult,
} from './language-choice';
import { languages } from './languages';
import { PSEUDO_LANGUAGE, fallbackLanguages, type ResourceLanguage } from './loaders';

/** Options of {@link createI18n}: those of createTexts, and whether to register with react-i18next. */
export interface CreateI18nOptions extends CreateTextsOptions {
  /**
   * Register the instance with react-i18next, so `useTranslation()` works without a provider.
   * @default true
   */
  readonly react?: boolean | undefined;
}

/** What {@link createI18n} returns. */
export interface LobbyI18n {
  /** The i18next instance (hand it to react-i18next's I18nextProvider if you prefer a provider). */
  readonly i18n: I18next;
  /** Settles once the initial language's texts are loaded; never rejects. */
  readonly ready: Promise<LanguageLoadResult>;
  /** The initial language and where it came from (the pseudo-locale reports source 'pseudo'). */
  readonly initial: InitialLanguage;
  /** The languages the site offers, in its order. */
  readonly available: readonly LanguageCode[];
  /** The current language. */
  language(): ResourceLanguage;
  /** The hall service code of the current language (en for the pseudo-locale). */
  serviceCode(): string;
  /** Translates a message key. */
  t(key: MessageKey, params?: Readonly<Record<string, unknown>>): string;
  /**
   * Switches language (any spelling matchLanguage accepts, or en_XA), loads its
   * texts and remembers the choice. A language the site does not offer is refused as a value.
   */
  changeLanguage(language: string): Promise<ChangeLanguageResult>;
}

const NAMESPACE = 'lobby';

/**
 * Creates the lobby's i18n: an i18next instance (own instance, never the global one) whose
 * resources load lazily, one language at a time.
 * @example
 * const lobbyI18n = createI18n({ site: siteInfo });
 * await lobbyI18n.ready;
 * lobbyI18n.t(errorKeys.captchaRestricted, { seconds: 42 });
 */
export function createI18n(options: CreateI18nOptions = {}): LobbyI18n {
  const choice = chooseLanguage(options);
  const { initial, available, load } = choice;

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
      fallbackLng: (code: string) => [...fallbackLanguages(code)],
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
    serviceCode: () => serviceCodeOf(instance.language ?? initial.code),
    t: (key, params) => instance.t(key, params),
    async changeLanguage(language) {
      const code = choice.requested(language);
      if (!code) return { ok: false, code: 'unsupported-language', language };
      await ready;
      try {
        await instance.changeLanguage(code);
      } catch {
        // i18next reports load failures through the bundle check below.
      }
      const result = loaded(code);
      if (result.ok) choice.remember(code);
      return result;
    },
  };
}
