// @ts-check
export { contentSecurityPolicy, securityHeaders } from './src/csp.js';
export { acceptedLanguages, BOOT_DATA_ID, serializeBootData, withBootData } from './src/boot-data.js';
export { initialScripts, routeScripts } from './src/initial-scripts.js';
export { brandOf, languageOf, localeChunks, withModulePreload, withSplashBrand } from './src/page-hints.js';
export { lobbyBootData } from './src/lobby-boot-data.js';
export { withServerRender } from './src/render-page.js';
export { layoutOfRequest, loadServerRender } from './src/server-render.js';
export { serveLobby } from './src/serve-lobby.js';
export { serveThemes } from './src/serve-themes.js';
export { sitesForThemes, themeApps } from './src/themes.js';
export { beaconOrigins, headersFile, sitePage, versionFile } from './release/release-files.js';
export {
  checkBuildForSite,
  readThemeBuild,
  RELEASE_MANIFEST,
  releaseSite,
  writeRelease,
} from './release/release-site.js';
export { checkSiteManifest, readSiteManifest, SiteManifestError } from './release/site-manifest.js';
export { releaseSnapshot } from './release/site-snapshot.js';
