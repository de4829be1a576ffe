// The public surface of @lobbykit/i18n, entry by entry (every subpath of "exports" in
// package.json), imported by the package's own name as a user imports it. A change to what
// the package exports fails this file, so it is a visible diff in review: update the lists
// with the change, on purpose.
//
// Values are listed exactly: `keyof typeof entry` is every value an entry exports, so adding,
// removing or renaming one fails. Types cannot be enumerated (a namespace has no `keyof` for
// its types), so they are listed: removing or renaming one fails to compile, adding one does
// not (add it here with the change). A generic type takes `never` for each required
// parameter: the list checks names, not shapes.
import { describe, expectTypeOf, it } from 'vitest';
import type * as i18n from '@lobbykit/i18n';
import type * as i18nDetect from '@lobbykit/i18n/detect';

describe('@lobbykit/i18n', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof i18n>().toEqualTypeOf<
      | 'completeLanguages'
      | 'createI18n'
      | 'createTexts'
      | 'detectLanguage'
      | 'errorKeys'
      | 'flagEmoji'
      | 'formatDate'
      | 'getLanguage'
      | 'isResourceLanguage'
      | 'LanguageMatchMode'
      | 'languages'
      | 'loadMessages'
      | 'lobbyKeys'
      | 'matchLanguage'
      | 'messageKeys'
      | 'parseLanguageMatchMode'
      | 'PSEUDO_LANGUAGE'
      | 'readUrlLanguage'
      | 'siteDefaultLanguage'
      | 'siteLanguageCodes'
      | 'uiKeys'
      | 'validationKeys'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        i18n.ChangeLanguageResult,
        i18n.CompleteMessages,
        i18n.CreateI18nOptions,
        i18n.CreateTextsOptions,
        i18n.DetectedLanguage,
        i18n.DetectLanguageInput,
        i18n.ErrorKey,
        i18n.FormatDateOptions,
        i18n.I18nStorage,
        i18n.InitialLanguage,
        i18n.LanguageLoadResult,
        i18n.LanguageMatchModeValue,
        i18n.LanguageSource,
        i18n.LobbyI18n,
        i18n.LobbyKey,
        i18n.LobbyLanguage,
        i18n.LobbyTexts,
        i18n.MessageKey,
        i18n.MessagesModule,
        i18n.PartialMessages,
        i18n.ResourceLanguage,
        i18n.SiteLanguageConfig,
        i18n.SiteLanguageEntry,
        i18n.UiKey,
        i18n.ValidationKey,
      ]
    >().not.toBeNever();
  });
});

describe('@lobbykit/i18n/detect', () => {
  it('exports exactly these values', () => {
    expectTypeOf<keyof typeof i18nDetect>().toEqualTypeOf<
      | 'detectLanguage'
      | 'LanguageMatchMode'
      | 'matchLanguage'
      | 'parseLanguageMatchMode'
      | 'readUrlLanguage'
      | 'siteDefaultLanguage'
      | 'siteLanguageCodes'
    >();
  });

  it('still exports these types', () => {
    expectTypeOf<
      [
        i18nDetect.DetectedLanguage,
        i18nDetect.DetectLanguageInput,
        i18nDetect.LanguageMatchModeValue,
        i18nDetect.LanguageSource,
        i18nDetect.SiteLanguageConfig,
        i18nDetect.SiteLanguageEntry,
      ]
    >().not.toBeNever();
  });
});
