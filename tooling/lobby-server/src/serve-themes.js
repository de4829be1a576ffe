// @ts-check
// One served lobby per theme app, each on its own port with a site of its theme: what
// `npm start` and the audits run.
import { serveLobby } from './serve-lobby.js';
import { sitesForThemes, themeApps } from './themes.js';

/**
 * @param {import('../index.js').ServeThemesOptions} options
 * @returns {Promise<import('../index.js').ServedThemes>}
 */
export async function serveThemes({ sites, apps = themeApps, port = 0, ...options }) {
  const chosen = sitesForThemes(sites, apps);
  /** @type {import('../index.js').ServedTheme[]} */
  const lobbies = [];
  const close = () => Promise.all(lobbies.map((lobby) => lobby.close())).then(() => undefined);
  try {
    for (const [index, { app, siteCode }] of chosen.entries()) {
      // Consecutive ports from `port`; a taken one moves to the next free port (the printed URL
      // is the one to open).
      const served = await serveLobby({
        ...options,
        distDir: app.distDir,
        siteCode,
        port: port === 0 ? 0 : port + index,
        strictPort: false,
      });
      lobbies.push({ ...served, app });
    }
  } catch (error) {
    await close();
    throw error;
  }
  return { lobbies, close };
}
