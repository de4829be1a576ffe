// @ts-check
// The built theme apps served as `lobby-serve` serves them (each page with its site's boot data,
// made before the first page is asked for), on a reference hall server whose stand-ins of the
// tracking vendors take the beacons (no internet here): what the audits measure.
import { themeApps } from '../src/themes.js';

/**
 * Starts the hall server and serves every theme app against it. Imported late: the hall server
 * runs from its dist/, and the boot data comes from lobby-core's dist/, so both must be built.
 */
export async function serveThemesForAudit() {
  const { lobbyBootData, serveThemes, sitesForThemes } = await import('../index.js');
  const { startHallServer } = await import('hall-server');
  const hall = await startHallServer({ fakeTrackingVendors: true });
  const lines = { api: hall.apiUrls, assets: hall.assetUrls };
  const bootData = lobbyBootData({ sites: hall.sites, lines });
  await Promise.all(sitesForThemes(hall.sites, themeApps).map(({ siteCode }) => bootData.warm(siteCode)));
  const themes = await serveThemes({
    sites: hall.sites,
    hallUrl: hall.url,
    lines,
    bootData,
    trackingOrigin: new URL('/vendors', hall.url).href,
  });
  return {
    hall,
    lines,
    lobbies: themes.lobbies,
    async close() {
      await themes.close();
      await hall.close();
    },
  };
}
