// The lobby's texts follow the lobby's language: lobby-core chooses it (URL, last choice,
// browser, site default) and i18next loads its texts; a switch re-renders, never reloads.
import { createI18n, type LobbyI18n } from '@lobbykit/i18n';
import { useLanguage, useSiteInfo } from '@lobbykit/lobby-core/react';
import { startTransition, useEffect, useState, type ReactNode } from 'react';
import { BootSplash } from '../../boot/BootSplash';
import { LobbyTextProvider } from '../../shared/texts';

export interface I18nBridgeProps {
  readonly i18n?: LobbyI18n | undefined;
  readonly children?: ReactNode;
}

export function I18nBridge({ i18n: given, children }: I18nBridgeProps) {
  const { language } = useLanguage();
  const site = useSiteInfo();
  // Started in the lobby's language when the boot already knows it (a snapshot boot), so the
  // first texts fetched are the ones shown. Remembering the choice is lobby-core's job.
  const [i18n] = useState(
    () =>
      given ??
      createI18n({
        url: null,
        storage: null,
        ...(language ? { browserLanguages: [language.code] } : {}),
      }),
  );
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let live = true;
    void i18n.ready.then(() => {
      // The whole home renders when the texts arrive: as a transition React renders it in
      // slices, yielding to the browser between them (Total Blocking Time), the splash staying
      // up until it is done.
      if (live) startTransition(() => setReady(true));
    });
    return () => {
      live = false;
    };
  }, [i18n]);
  useEffect(() => {
    if (language && language.code !== i18n.language()) void i18n.changeLanguage(language.code);
  }, [i18n, language]);

  if (!ready) return <BootSplash label={site?.title ?? site?.siteName ?? 'Lobby'} />;
  return <LobbyTextProvider i18n={i18n.i18n}>{children}</LobbyTextProvider>;
}
