// The one way lobby-ui reads its texts: message keys of @lobbykit/contract, translated by the
// i18next instance the app registered with react-i18next (createI18n of @lobbykit/i18n does).
import type { LobbyKey } from '@lobbykit/contract';
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';

/** Values a text's `{{placeholders}}` take. */
type TextParams = Readonly<Record<string, string | number>>;

/** Translates a lobby message key in the current language. */
export type LobbyText = (key: LobbyKey, params?: TextParams) => string;

/** The translate function of the current language; components re-render when it changes. */
export function useLobbyText(): LobbyText {
  const { t } = useTranslation();
  return useCallback((key: LobbyKey, params?: TextParams) => String(t(key, params)), [t]);
}
