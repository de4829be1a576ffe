export { languages, getLanguage, flagEmoji } from './languages';
export type { LobbyLanguage } from './languages';
export { formatDate } from './date-format';
export type { FormatDateOptions } from './date-format';
export { errorKeys, validationKeys, uiKeys, lobbyKeys, messageKeys } from './keys';
export type {
  CompleteMessages,
  ErrorKey,
  LobbyKey,
  MessageKey,
  MessagesModule,
  PartialMessages,
  UiKey,
  ValidationKey,
} from './keys';
export { PSEUDO_LANGUAGE, loadMessages, isResourceLanguage, completeLanguages } from './loaders';
export type { ResourceLanguage } from './loaders';
export {
  LanguageMatchMode,
  detectLanguage,
  matchLanguage,
  parseLanguageMatchMode,
  readUrlLanguage,
  siteDefaultLanguage,
  siteLanguageCodes,
} from './detect';
export type {
  DetectLanguageInput,
  DetectedLanguage,
  LanguageMatchModeValue,
  LanguageSource,
  SiteLanguageConfig,
  SiteLanguageEntry,
} from './detect';
export { createTexts } from './create-texts';
export type { LobbyTexts } from './create-texts';
export { createI18n } from './create-i18n';
export type { CreateI18nOptions, LobbyI18n } from './create-i18n';
export type {
  ChangeLanguageResult,
  CreateTextsOptions,
  I18nStorage,
  InitialLanguage,
  LanguageLoadResult,
} from './language-choice';
