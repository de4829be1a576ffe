// @ts-check
export { contentSecurityPolicy, securityHeaders } from './src/csp.js';
export { acceptedLanguages, BOOT_DATA_ID, serializeBootData, withBootData } from './src/boot-data.js';
export { initialScripts } from './src/initial-scripts.js';
export { brandOf, languageOf, localeChunks, withModulePreload, withSplashBrand } from './src/page-hints.js';
export { lobbyBootData } from './src/lobby-boot-data.js';
export { withServerRender } from './src/render-page.js';
export { layoutOfRequest, loadServerRender } from './src/server-render.js';
export { serveLobby } from './src/serve-lobby.js';
export { serveThemes } from './src/serve-themes.js';
export { sitesForThemes, themeApps } from './src/themes.js';
