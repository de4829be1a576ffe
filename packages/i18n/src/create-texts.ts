// The lobby's texts without i18next: the same choice of language, lazy resources and en_US
// fallback as createI18n, for an app whose texts only use `{{name}}` placeholders and which
// wants i18next (about 17 kB gzip) out of its first paint.
import type { LanguageCode } from '@lobbykit/contract';
import { interpolate } from './interpolate';
import type { CompleteMessages, MessageKey, PartialMessages } from './keys';
import {
  chooseLanguage,
  serviceCodeOf,
  type ChangeLanguageResult,
  type CreateTextsOptions,
  type InitialLanguage,
  type LanguageLoadResult,
} from './language-choice';
import { fallbackLanguages, type ResourceLanguage } from './loaders';

/** What {@link createTexts} returns. */
export interface LobbyTexts {
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
  /**
   * The text of a message key in the current language, its `{{placeholders}}` filled from
   * `params`; the en_US text when a partial language lacks it; the key itself when no loaded
   * language has it.
   */
  t(key: MessageKey, params?: Readonly<Record<string, unknown>>): string;
  /**
   * Switches language (any spelling matchLanguage accepts, or en_XA) once its texts are
   * loaded, and remembers the choice. A language the site does not offer is refused as a value;
   * one whose texts fail to load leaves the current language in place.
   */
  changeLanguage(language: string): Promise<ChangeLanguageResult>;
  /** Calls `listener` whenever the language or the loaded texts change; returns the way to stop. */
  subscribe(listener: () => void): () => void;
}

type Messages = CompleteMessages | PartialMessages;

/**
 * Creates the lobby's texts: resources load lazily, one language (and en_US for a partial
 * one) at a time; no i18next involved. Prefer createI18n when you need i18next's plurals,
 * formatters or react-i18next.
 * @example
 * const texts = createTexts({ site: siteInfo });
 * await texts.ready;
 * texts.t(errorKeys.captchaRestricted, { seconds: 42 });
 */
export function createTexts(options: CreateTextsOptions = {}): LobbyTexts {
  const choice = chooseLanguage(options);
  const loaded = new Map<ResourceLanguage, Messages>();
  const loading = new Map<ResourceLanguage, Promise<void>>();
  const listeners = new Set<() => void>();
  let current: ResourceLanguage = choice.initial.code;
  let latestRequest: ResourceLanguage = current;

  const notify = () => {
    for (const listener of [...listeners]) listener();
  };

  // A failed load is forgotten, so a later switch tries the language again (a lost chunk
  // request is often a passing network fault).
  const loadOne = (code: ResourceLanguage): Promise<void> => {
    if (loaded.has(code)) return Promise.resolve();
    let pending = loading.get(code);
    if (!pending) {
      pending = new Promise<Messages>((settle) => settle(choice.load(code)))
        .then(
          (messages) => {
            loaded.set(code, messages);
          },
          () => undefined,
        )
        .finally(() => loading.delete(code));
      loading.set(code, pending);
    }
    return pending;
  };

  const loadLanguage = async (code: ResourceLanguage): Promise<LanguageLoadResult> => {
    await Promise.all([code, ...fallbackLanguages(code)].map(loadOne));
    return loaded.has(code)
      ? { ok: true, language: code }
      : { ok: false, code: 'load-failed', language: code };
  };

  const lookup = (code: ResourceLanguage, key: MessageKey): string | undefined => {
    const text = (loaded.get(code) as Readonly<Record<string, unknown>> | undefined)?.[key];
    // An empty text counts as missing, as it does for createI18n (returnEmptyString off).
    return typeof text === 'string' && text !== '' ? text : undefined;
  };

  const ready = loadLanguage(current).then((result) => {
    notify();
    return result;
  });

  return {
    ready,
    initial: choice.initial,
    available: choice.available,
    language: () => current,
    serviceCode: () => serviceCodeOf(current),
    t(key, params) {
      let text = lookup(current, key);
      for (const fallback of fallbackLanguages(current)) text ??= lookup(fallback, key);
      if (text === undefined) return key;
      return params ? interpolate(text, params) : text;
    },
    async changeLanguage(language) {
      const code = choice.requested(language);
      if (!code) return { ok: false, code: 'unsupported-language', language };
      await ready;
      latestRequest = code;
      const result = await loadLanguage(code);
      // Only the latest request switches: an earlier one that loads later must not win.
      if (result.ok && latestRequest === code && current !== code) {
        current = code;
        notify();
      }
      if (result.ok) choice.remember(code);
      return result;
    },
    subscribe(listener) {
      // Wrapped, so one listener subscribed twice is two subscriptions, each with its own stop.
      const call = () => listener();
      listeners.add(call);
      return () => listeners.delete(call);
    },
  };
}
