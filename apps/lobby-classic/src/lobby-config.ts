// The lobby's config the page and its server render share: the site, its static key and its
// lines (the asset lines decide the pictures' addresses, so both must start from the same).
import type { ServerLobbyConfig } from '@lobbykit/lobby-ui/server';
import { apiOrigin, appVersion, assetOrigin, debugParams, siteCode, staticKeyOf } from './env';

/**
 * @param page the site code the server wrote into the page (one build serves every classic
 *   site; empty: the build's own) and the page's origin (the API line when the build has none)
 */
export function classicLobbyConfig(page: { readonly siteCode: string | undefined; readonly origin: string }) {
  const site = page.siteCode || siteCode;
  return {
    siteCode: site,
    staticKey: staticKeyOf(site),
    lines: { api: [apiOrigin || page.origin], assets: assetOrigin ? [assetOrigin] : [] },
    debugParams,
    appVersion,
  } satisfies ServerLobbyConfig;
}
