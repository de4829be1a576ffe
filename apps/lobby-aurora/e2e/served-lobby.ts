// The e2e set-up every journey shares: the reference hall in-process, the built aurora app
// served as production would (security headers, the site's boot snapshot in the page) for one
// of the hall's aurora sites, and the system Chromium.
import { join } from 'node:path';
import { launchChromium } from '@lobbykit/browser';
import { lobbyBootData, serveLobby, type ServedLobby } from '@lobbykit/lobby-server';
import type { LobbyPage } from '@lobbykit/test-utils/chromium';
import { createControlClient, startHallServer, type ControlClient, type HallServer } from 'hall-server';
import { expect } from 'vitest';

export interface LobbyUnderTest {
  readonly hall: HallServer;
  /** The hall's control API: what the hall does between a player's steps (a win credited, say). */
  readonly control: ControlClient;
  /** One served lobby per site asked for, by site code. */
  readonly lobbies: Readonly<Record<string, ServedLobby>>;
  readonly chromium: Awaited<ReturnType<typeof launchChromium>>;
  close(): Promise<void>;
}

/** The hall, the built app for each of `siteCodes` (aurora sites of the hall's seed), Chromium. */
export async function startLobbyUnderTest(
  siteCodes: readonly string[],
  options: {
    readonly fakeIdentityProvider?: boolean | undefined;
    /** Site switches set before the boot snapshots are made, so that the first page has them too. */
    readonly prepare?: ((control: ControlClient, hall: HallServer) => Promise<void>) | undefined;
  } = {},
): Promise<LobbyUnderTest> {
  const { prepare, ...hallOptions } = options;
  // The tracking vendors' fakes: the lobby's beacons are counted in the hall's request log.
  const hall = await startHallServer({ control: true, fakeTrackingVendors: true, ...hallOptions });
  const control = createControlClient(hall.controlUrl!);
  await prepare?.(control, hall);
  const lines = { api: hall.apiUrls, assets: hall.assetUrls };
  const bootData = lobbyBootData({ sites: hall.sites, lines });
  // Made before the first page (an English browser's and the site's own language), so no page
  // waits on a cold snapshot and goes without.
  await Promise.all(
    siteCodes.flatMap((siteCode) => [bootData.warm(siteCode), bootData.warm(siteCode, ['en-US'])]),
  );
  const lobbies: Record<string, ServedLobby> = {};
  for (const siteCode of siteCodes) {
    lobbies[siteCode] = await serveLobby({
      distDir: join(import.meta.dirname, '..', 'dist'),
      hallUrl: hall.url,
      siteCode,
      lines,
      bootData,
      // A loaded CI machine may take a while for a language no page asked for yet.
      bootDataTimeoutMs: 10_000,
      trackingOrigin: new URL('/vendors', hall.url).href,
    });
  }
  const chromium = await launchChromium();
  return {
    hall,
    control,
    lobbies,
    chromium,
    async close() {
      await chromium.close();
      for (const lobby of Object.values(lobbies)) await lobby.close();
      await hall.close();
    },
  };
}

/** A page URL's query as a plain object. */
export const searchOf = (href: string): Record<string, string> =>
  Object.fromEntries(new URL(href).searchParams);

/**
 * What Chromium logs when the lobby's image loader asks an asset host for a compressed variant
 * (.avif, .webp) the host does not store: the loader then takes the original, as it must with
 * any host that keeps PNGs only (the reference hall draws no variants of its banners).
 */
export const MISSING_IMAGE_VARIANT =
  /status of 404 \(Not Found\) \(http:\/\/127\.0\.0\.1:\d+\/[\w/.-]+\.(avif|webp)\)$/;

/**
 * No hall call before the first contentful paint. The paint entry is written a frame after the
 * content is laid out, so it is waited for rather than read at once.
 */
export async function expectNoHallCallBeforeFirstPaint(lobby: LobbyPage) {
  await expect
    .poll(() =>
      lobby
        .apiRequestsBeforeFirstPaint()
        .then((calls) => calls.map((call) => new URL(call.url).pathname))
        .catch((error: unknown) => String(error)),
    )
    .toEqual([]);
}
