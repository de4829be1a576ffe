// The e2e set-up every journey shares: the reference hall in-process, the built classic app
// served as production would (security headers, the site's boot snapshot in the page), and the
// system Chromium.
import { join } from 'node:path';
import { launchChromium } from '@lobbykit/browser';
import { lobbyBootData, serveLobby, type ServedLobby } from '@lobbykit/lobby-server';
import { openLobbyPage, type LobbyPage } from '@lobbykit/test-utils/chromium';
import { createControlClient, startHallServer, type ControlClient, type HallServer } from 'hall-server';

export interface LobbyUnderTest {
  readonly hall: HallServer;
  readonly control: ControlClient;
  readonly lobby: ServedLobby;
  readonly chromium: Awaited<ReturnType<typeof launchChromium>>;
  /** Opens `path` (with its query) of the served lobby in a new watched page (reduced motion unless asked). */
  open(path: string, viewport: 'phone' | 'desktop', motion?: 'full' | 'reduced'): Promise<LobbyPage>;
  close(): Promise<void>;
}

/** Options of the hall under test (the fake identity providers for third-party sign-in). */
export interface HallUnderTestOptions {
  readonly fakeIdentityProvider?: boolean | undefined;
  /** Site switches set before the boot snapshots are made, so that the first page has them too. */
  readonly prepare?: ((control: ControlClient, hall: HallServer) => Promise<void>) | undefined;
}

export async function startLobbyUnderTest(options: HallUnderTestOptions = {}): Promise<LobbyUnderTest> {
  const { prepare, ...hallOptions } = options;
  // The tracking vendors' fakes: the lobby's beacons are counted in the hall's request log.
  const hall = await startHallServer({ control: true, fakeTrackingVendors: true, ...hallOptions });
  const control = createControlClient(hall.controlUrl!);
  await prepare?.(control, hall);
  const bootData = lobbyBootData({ sites: hall.sites, lines: { api: hall.apiUrls, assets: hall.assetUrls } });
  // Made before the first page (an English browser's and the site's own language), so no page
  // waits on a cold snapshot and goes without.
  await Promise.all([bootData.warm('demo'), bootData.warm('demo', ['en-US'])]);
  const lobby = await serveLobby({
    distDir: join(import.meta.dirname, '..', 'dist'),
    hallUrl: hall.url,
    siteCode: 'demo',
    lines: { api: hall.apiUrls, assets: hall.assetUrls },
    bootData,
    // A loaded CI machine may take a while for a language no page asked for yet.
    bootDataTimeoutMs: 10_000,
    trackingOrigin: new URL('/vendors', hall.url).href,
  });
  const chromium = await launchChromium();
  return {
    hall,
    control,
    lobby,
    chromium,
    open: (path, viewport, motion) =>
      openLobbyPage(chromium.browser, new URL(path, lobby.url).href, {
        app: 'lobby-classic',
        viewport,
        motion,
      }),
    async close() {
      await chromium.close();
      await lobby.close();
      await hall.close();
    },
  };
}

/** A page URL's query as a plain object. */
export const searchOf = (href: string): Record<string, string> =>
  Object.fromEntries(new URL(href).searchParams);
