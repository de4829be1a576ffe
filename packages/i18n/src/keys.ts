// The message keys of the lobby's texts live in @lobbykit/contract, where the packages that
// emit them read them too; this file re-exports them under the names i18n has always had and
// adds the shapes a language resource must have.
import type { ErrorKey, LobbyKey, MessageKey, UiKey, ValidationKey } from '@lobbykit/contract';

export { errorKeys, validationKeys, uiKeys, lobbyKeys, messageKeys } from '@lobbykit/contract';
export type { ErrorKey, LobbyKey, MessageKey, UiKey, ValidationKey } from '@lobbykit/contract';

/** A complete resource: en_US, zh_CN, zh_TW and the pseudo-locale. */
export type CompleteMessages = Readonly<Record<MessageKey, string>>;

/**
 * Every other language: all error, validation and lobby screen texts; the UI words fall back
 * to en_US.
 */
export type PartialMessages = Readonly<Record<ErrorKey | ValidationKey | LobbyKey, string>> &
  Readonly<Partial<Record<UiKey, string>>>;

/** What a resource module exports. */
export interface MessagesModule {
  readonly messages: CompleteMessages | PartialMessages;
}
