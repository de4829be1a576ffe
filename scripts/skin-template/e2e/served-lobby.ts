// The e2e set-up: the reference hall in-process, this app's build served as production serves
// it (security headers, the site's boot snapshot in the page) for the skin's site, and the
// system Chromium.
import { join } from 'node:path';
import { launchChromium } from '@lobbykit/browser';
import { lobbyBootData, serveLobby } from '@lobbykit/lobby-server';
import { openLobbyPage, type LobbyPage } from '@lobbykit/test-utils/chromium';
import { createControlClient, startHallServer, type ControlClient } from 'hall-server';

/** The site this app is tried with: the hall's first site of the `__skin__` type. */
export const SITE = '__site__';

export interface LobbyUnderTest {
  /** The hall's control API: what the hall does between a player's steps (a credit, say). */
  readonly control: ControlClient;
  /** Opens `path` of the served lobby in a new page that records errors, policy and axe. */
  open(path: string, viewport: 'phone' | 'desktop'): Promise<LobbyPage>;
  close(): Promise<void>;
}

export async function startLobbyUnderTest(): Promise<LobbyUnderTest> {
  const hall = await startHallServer({ control: true, fakeTrackingVendors: true });
  const lines = { api: hall.apiUrls, assets: hall.assetUrls };
  const bootData = lobbyBootData({ sites: hall.sites, lines });
  await Promise.all([bootData.warm(SITE), bootData.warm(SITE, ['en-US'])]);
  const lobby = await serveLobby({
    distDir: join(import.meta.dirname, '..', 'dist'),
    hallUrl: hall.url,
    siteCode: SITE,
    lines,
    bootData,
    bootDataTimeoutMs: 10_000,
    trackingOrigin: new URL('/vendors', hall.url).href,
  });
  const chromium = await launchChromium();
  return {
    control: createControlClient(hall.controlUrl!),
    open: (path, viewport) =>
      openLobbyPage(chromium.browser, new URL(path, lobby.url).href, { app: 'lobby-__skin__', viewport }),
    async close() {
      await chromium.close();
      await lobby.close();
      await hall.close();
    },
  };
}
