// The one way lobby-ui reads its texts: message keys of @lobbykit/contract, translated by a
// text source, LobbyTextProvider's (the app gives createTexts of @lobbykit/i18n, which keeps
// i18next out of the home's first JavaScript), else the i18next instance createI18n registered
// with react-i18next (tests and stories). Only i18next's types are imported here, and of
// react-i18next only its two-line instance registry.
import type { MessageKey } from '@lobbykit/contract';
import type { i18n as I18next } from 'i18next';
import { createContext, createElement, useCallback, useContext, useSyncExternalStore } from 'react';
import type { ReactNode } from 'react';
import { getI18n } from 'react-i18next';

/** Values a text's `{{placeholders}}` take. */
type TextParams = Readonly<Record<string, string | number>>;

/** Translates a message key (a lobby text, an error) in the current language. */
export type LobbyText = (key: MessageKey, params?: TextParams) => string;

/** Where lobby-ui reads its texts: `LobbyTexts` of @lobbykit/i18n is one. */
export interface LobbyTextSource {
  t(key: MessageKey, params?: TextParams): string;
  /** Calls `listener` when the language or the loaded texts change; returns the way to stop. */
  subscribe(listener: () => void): () => void;
}

const TextsContext = createContext<LobbyTextSource | I18next | null>(null);

/** Gives the components below it these texts (else: the i18next instance registered globally). */
export function LobbyTextProvider({
  texts,
  children,
}: {
  readonly texts: LobbyTextSource | I18next;
  readonly children?: ReactNode;
}) {
  return createElement(TextsContext.Provider, { value: texts }, children);
}

const adapted = new WeakMap<I18next, LobbyTextSource>();

/** An i18next instance as a text source, listening to i18next's own events. */
function fromI18next(i18n: I18next): LobbyTextSource {
  let source = adapted.get(i18n);
  if (!source) {
    source = {
      t: (key, params) => String(i18n.t(key, params)),
      subscribe(listener) {
        i18n.on('languageChanged', listener);
        i18n.on('loaded', listener);
        i18n.store.on('added', listener);
        return () => {
          i18n.off('languageChanged', listener);
          i18n.off('loaded', listener);
          i18n.store.off('added', listener);
        };
      },
    };
    adapted.set(i18n, source);
  }
  return source;
}

const isTextSource = (texts: LobbyTextSource | I18next): texts is LobbyTextSource =>
  typeof (texts as Partial<LobbyTextSource>).subscribe === 'function';

/** A counter per source, bumped when its language or its texts change, and who listens. */
interface TextsWatch {
  version: number;
  readonly subscribe: (listener: () => void) => () => void;
}

const watches = new WeakMap<LobbyTextSource, TextsWatch>();

function watchTexts(source: LobbyTextSource): TextsWatch {
  const known = watches.get(source);
  if (known) return known;
  const listeners = new Set<() => void>();
  const watch: TextsWatch = {
    version: 0,
    subscribe: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
  // Once per source and never stopped: a source lives as long as the app.
  source.subscribe(() => {
    watch.version += 1;
    for (const listener of listeners) listener();
  });
  watches.set(source, watch);
  return watch;
}

/** The translate function of the current language; components re-render when it changes. */
export function useLobbyText(): LobbyText {
  const given = useContext(TextsContext) ?? getI18n();
  const source = isTextSource(given) ? given : fromI18next(given);
  const watch = watchTexts(source);
  const version = useSyncExternalStore(
    watch.subscribe,
    () => watch.version,
    () => watch.version,
  );
  // A new function per language (or texts) change, so memoised children re-render too.
  return useCallback(
    (key: MessageKey, params?: TextParams) => source.t(key, params),
    // eslint-disable-next-line react-hooks/exhaustive-deps -- version is what makes a new function
    [source, version],
  );
}
