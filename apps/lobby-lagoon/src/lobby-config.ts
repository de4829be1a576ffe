// The lobby's config the page and its server render share: the site, its static key and its
// lines (the asset lines decide the pictures' addresses, so both must start from the same).
import type { ServerLobbyConfig } from '@lobbykit/lobby-ui/server';
import { appVersion, debugParams, defaultSiteCode, hallOrigin, staticKeyOf } from './env';

/**
 * @param page the site code the server wrote into the page (one build serves every lagoon site;
 *   empty: the build's default) and the page's origin (the API line when the build names none)
 */
export function lagoonLobbyConfig(page: { readonly siteCode: string | undefined; readonly origin: string }) {
  const siteCode = page.siteCode || defaultSiteCode;
  return {
    siteCode,
    staticKey: staticKeyOf(siteCode),
    lines: { api: [hallOrigin || page.origin] },
    // The debug switches and mock.* / fixed.*: development and preview builds only.
    debugParams,
    appVersion,
  } satisfies ServerLobbyConfig;
}
