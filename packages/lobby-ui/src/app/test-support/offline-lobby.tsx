// The connected screens of the app layer in a browser test, with no hall: a lobby booted from a
// snapshot of one site (one currency, the three third-party sign-ins on) whose calls never
// answer, and the app layer's context as LobbyApp gives it. No router and no texts bridge, so
// the screens speak whatever language the test switched to (the pseudo-locale, say).
import type { SiteInfo } from '@lobbykit/contract';
import { createBootSnapshot } from '@lobbykit/lobby-core';
import { createLobby, LobbyProvider, type ReactLobby } from '@lobbykit/lobby-core/react';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { useState, type ReactNode } from 'react';
import { LobbyAppContext } from '../shell/app-context';
import { testAppContext } from './app-context-value';

const SITE_CODE = 'offline';

const siteOf = (currency: string): SiteInfo => ({
  type: 'classic',
  title: 'Lucky Harbor Lobby',
  siteName: 'Lucky Harbor',
  currencyInfos: [{ currencyCode: currency }],
  languageInfos: [{ languageCode: 'en_US', defaultLanguageTag: true }],
  holidayThemes: [],
});

/** A hall that never answers: the lobby keeps the snapshot's state. */
const silentHall: typeof fetch = () => new Promise<Response>(() => undefined);

/**
 * A lobby of one site whose currency is `currency`, booted from its snapshot, offline;
 * `appVersion`: the version the app says it is (default the contract's).
 */
export function offlineLobby(currency: string, { appVersion }: { appVersion?: string } = {}): ReactLobby {
  const now = Date.now();
  const lobby = createLobby({
    siteCode: SITE_CODE,
    appVersion,
    staticKey: new Uint8Array(32).fill(7),
    lines: { api: ['https://hall.invalid'] },
    location: 'https://lobby.invalid/',
    browserLanguages: ['en-US'],
    fetch: silentHall,
    storage: memoryStorage(),
    adoptSiteLines: false,
    revalidateAfterMs: 3_600_000,
    session: { BroadcastChannel: null, WebSocket: null },
    snapshot: createBootSnapshot(
      {
        language: 'en_US',
        siteInfo: siteOf(currency),
        systemStatus: { homeGetSysInfo: { lineAppId: 'line', googleAppId: 'google', facebookAppId: 'fb' } },
      },
      { siteCode: SITE_CODE, now },
    ),
  });
  void lobby.boot();
  return lobby;
}

/** The screens in `children` on an offline lobby of a site in `currency` (default BRL). */
export function OfflineLobby({ currency = 'BRL', children }: { currency?: string; children: ReactNode }) {
  const [lobby] = useState(() => offlineLobby(currency));
  const [app] = useState(() => testAppContext());
  return (
    <LobbyProvider lobby={lobby}>
      <LobbyAppContext value={app}>{children}</LobbyAppContext>
    </LobbyProvider>
  );
}
