// The lobby's texts follow the lobby's language: lobby-core chooses it (URL, last choice,
// browser, site default) and createTexts loads its texts (no i18next in the first paint); a
// switch re-renders, never reloads. The `mock.pseudoLocale` debug switch shows every text in
// the pseudo-locale instead, once the first render (a server render's hydration) is done.
import { createTexts, PSEUDO_LANGUAGE, type LobbyI18n, type LobbyTexts } from '@lobbykit/i18n';
import { useDebugSwitches, useLanguage, useSiteInfo } from '@lobbykit/lobby-core/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { BootSplash } from '../../boot/BootSplash';
import { LobbyTextProvider } from '../../shared/texts';
import { isLoaded } from './loaded-texts';

export interface I18nBridgeProps {
  /** The app's own texts; an i18next-based `createI18n` still fits. Default: `createTexts`. */
  readonly i18n?: LobbyTexts | LobbyI18n | undefined;
  readonly children?: ReactNode;
}

export function I18nBridge({ i18n: given, children }: I18nBridgeProps) {
  const { language } = useLanguage();
  const site = useSiteInfo();
  // Started in the lobby's language when the boot already knows it (a snapshot boot), so the
  // first texts fetched are the ones shown. Remembering the choice is lobby-core's job.
  const [texts] = useState(
    () =>
      given ??
      createTexts({
        url: null,
        storage: null,
        ...(language ? { browserLanguages: [language.code] } : {}),
      }),
  );
  // Loaded already for a server render and its hydration (see loaded-texts).
  const [ready, setReady] = useState(() => isLoaded(texts));
  useEffect(() => {
    let live = true;
    void texts.ready.then(() => {
      // The whole home renders when the texts arrive: as a transition React renders it in
      // slices, yielding to the browser between them (Total Blocking Time), the splash staying
      // up until it is done.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [texts]);
  const { pseudoLocale } = useDebugSwitches();
  const wanted = pseudoLocale ? PSEUDO_LANGUAGE : language?.code;
  useEffect(() => {
    if (wanted && wanted !== texts.language()) void texts.changeLanguage(wanted);
  }, [texts, wanted]);

  if (!ready) return <BootSplash label={site?.title ?? site?.siteName ?? 'Lobby'} />;
  return <LobbyTextProvider texts={'i18n' in texts ? texts.i18n : texts}>{children}</LobbyTextProvider>;
}
