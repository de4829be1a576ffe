// @ts-check
// The boot snapshot a site's release carries: made by lobby-server's own source (a lobby-core
// lobby booted against a hall), then made the release's: the site's domains as its lines, the
// manifest's holiday themes, and dated from the manifest, so the same inputs give the same bytes.
import { BOOT_SNAPSHOT_MAX_AGE_MS, createBootSnapshot } from '@lobbykit/lobby-core';
import { lobbyBootData } from '../src/lobby-boot-data.js';

/**
 * @typedef {import('./site-manifest.js').SiteManifest} SiteManifest
 * @typedef {import('@lobbykit/lobby-core').BootSnapshot} BootSnapshot
 */

/**
 * The snapshot a hall answers for the manifest's site, in the site's default language.
 * @param {SiteManifest} manifest
 * @param {{ api: readonly string[], assets?: readonly string[] }} lines the hall's lines, as this
 *   process reaches them
 * @param {() => number} now the clock the Node lobby signs its calls with (the hall's)
 * @returns {Promise<BootSnapshot>}
 */
export async function hallSnapshot(manifest, lines, now) {
  const { siteCode, staticKey } = manifest;
  const source = lobbyBootData({ sites: [{ siteCode, staticKey }], lines, now });
  const snapshot = await source({ siteCode, url: new URL('http://lobby.invalid/'), languages: [] });
  if (!snapshot)
    throw new Error(
      `release-site: the hall (${lines.api.join(', ')}) answered no boot data for site ${siteCode}: does it know the site and its static key?`,
    );
  return /** @type {BootSnapshot} */ (snapshot);
}

/**
 * The snapshot of the manifest's site from the reference hall (hall-server), started in this
 * process on a memory store with its clock at `releasedAt`: seeded data on a still clock, so
 * two runs get the same snapshot. It knows the eleven sites of `sites/`.
 * @param {SiteManifest} manifest
 * @returns {Promise<BootSnapshot>}
 */
export async function referenceHallSnapshot(manifest) {
  const { startHallServer } = await import('hall-server');
  const at = Date.parse(manifest.releasedAt);
  const hall = await startHallServer({ now: () => at, apiDomains: 1, assetDomains: 1 });
  try {
    return await hallSnapshot(manifest, { api: hall.apiUrls, assets: hall.assetUrls }, () => at);
  } finally {
    await hall.close();
  }
}

/**
 * The hall's snapshot as the release ships it: the site's own domains as its API and asset lines
 * (not the hall's as this process reached them), the manifest's holiday themes, made at
 * `releasedAt` and kept as long as a lobby uses any (BOOT_SNAPSHOT_MAX_AGE_MS): after that the
 * page boots from the network until the next release. Checked the way the lobby reads it.
 * @param {BootSnapshot} snapshot
 * @param {SiteManifest} manifest
 * @param {string} theme the theme the release's build renders (`classic`), which the site's type must be
 * @returns {BootSnapshot}
 */
export function releaseSnapshot(snapshot, manifest, theme) {
  const { siteCode, domains, holidayThemes, releasedAt } = manifest;
  if (snapshot.siteInfo.type !== theme)
    throw new Error(
      `release-site: site ${siteCode} is of type ${JSON.stringify(snapshot.siteInfo.type)} on its hall, but its manifest ships the ${theme} theme (${manifest.theme})`,
    );
  // The parts the release rewrites; the rest goes as the hall answered it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars -- dropped: the release dates it
  const { version, siteCode: _site, createdAt, expiresAt, ...data } = snapshot;
  return createBootSnapshot(
    {
      ...data,
      siteInfo: {
        ...data.siteInfo,
        holidayThemes: holidayThemes.map(({ themeType, start, end, currencyCodes }) => ({
          themeType,
          status: 1,
          showStartTime: Date.parse(start),
          showEndTime: Date.parse(end),
          ...(currencyCodes === undefined ? {} : { currencyCodes }),
        })),
      },
      siteUrls: {
        web_domain: [],
        download_domain_url: [],
        ...data.siteUrls,
        api_domain: [...domains.api],
        oss_domain: [...domains.assets],
      },
    },
    { siteCode, now: Date.parse(releasedAt), ttlMs: BOOT_SNAPSHOT_MAX_AGE_MS },
  );
}
