// The one way lobby-ui reads its texts: message keys of @lobbykit/contract, translated by the
// app's i18next instance (LobbyTextProvider's, else the one createI18n of @lobbykit/i18n
// registered). It listens to i18next's own events rather than going through react-i18next's
// hooks, which keeps react-i18next out of the home's first JavaScript.
import type { MessageKey } from '@lobbykit/contract';
import type { i18n as I18next } from 'i18next';
import { createContext, createElement, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { getI18n } from 'react-i18next';

/** Values a text's `{{placeholders}}` take. */
type TextParams = Readonly<Record<string, string | number>>;

/** Translates a message key (a lobby text, an error) in the current language. */
export type LobbyText = (key: MessageKey, params?: TextParams) => string;

const I18nContext = createContext<I18next | null>(null);

/** Gives the components below it this i18next instance (else: the one registered globally). */
export function LobbyTextProvider({
  i18n,
  children,
}: {
  readonly i18n: I18next;
  readonly children?: ReactNode;
}) {
  return createElement(I18nContext.Provider, { value: i18n }, children);
}

/** A counter per instance, bumped when its language or its texts change, and who listens. */
interface TextsWatch {
  version: number;
  readonly listeners: Set<() => void>;
  readonly subscribe: (listener: () => void) => () => void;
}

const watches = new WeakMap<I18next, TextsWatch>();

function watchTexts(i18n: I18next): TextsWatch {
  const known = watches.get(i18n);
  if (known) return known;
  const listeners = new Set<() => void>();
  const watch: TextsWatch = {
    version: 0,
    listeners,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  const bump = () => {
    watch.version += 1;
    for (const listener of listeners) listener();
  };
  // Once per instance and never removed: the instance lives as long as the app.
  i18n.on('languageChanged', bump);
  i18n.on('loaded', bump);
  i18n.store.on('added', bump);
  watches.set(i18n, watch);
  return watch;
}

/** The translate function of the current language; components re-render when it changes. */
export function useLobbyText(): LobbyText {
  const i18n = useContext(I18nContext) ?? getI18n();
  const watch = watchTexts(i18n);
  const version = useSyncExternalStore(
    watch.subscribe,
    () => watch.version,
    () => watch.version,
  );
  // A new function per language (or texts) change, so memoised children re-render too.
  return useCallback(
    (key: MessageKey, params?: TextParams) => String(i18n.t(key, params)),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is what makes a new function
    [i18n, version],
  );
}
