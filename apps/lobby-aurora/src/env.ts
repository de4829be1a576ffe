// The only place the aurora app reads its environment: the build's variables. What the page
// says (its site code, its origin) is read where the lobby is made (lobby.ts).
import { buildVersion, isDebugBuild, siteStaticKeys } from '@lobbykit/lobby-core';

/** The element the server fills with the site code and the boot data (see @lobbykit/lobby-server). */
export const bootElementId = 'lobby-boot';

/**
 * Origin of the hall API the build names. Empty means the page's own origin: `npm start`
 * serves the lobby with /hall and /ws proxied to the reference hall server.
 */
export const hallOrigin: string = (import.meta.env.VITE_HALL_ORIGIN as string | undefined) ?? '';

/**
 * The site a page shows when the server named none in it. One build of aurora serves every site
 * of the aurora type, so the server names the site in the page; the build's variable and then
 * the reference hall's first aurora site are the fallbacks (the Vite dev server writes nothing
 * into the page).
 */
export const defaultSiteCode: string = (import.meta.env.VITE_SITE_CODE as string | undefined) || 'siam';

/**
 * The static keys of the sites this build serves: they encrypt and sign calls before login. They
 * ship to every browser, so they are public by nature (see @lobbykit/transport, "What the
 * crypto protects"). The defaults are the reference hall server's aurora sites; a real
 * deployment sets `VITE_SITE_STATIC_KEYS` to a JSON object of site code -> key.
 */
export const staticKeyOf: (site: string) => string = siteStaticKeys(
  'lobby-aurora',
  {
    siam: 'lobbykit-siam-site-static-key-02',
    nova: 'lobbykit-nova-site-static-key-03',
    jade: 'lobbykit-jade-site-static-key-08',
    lynx: 'lobbykit-lynx-site-static-key-09',
    zeno: 'lobbykit-zeno-site-static-key-10',
  },
  import.meta.env.VITE_SITE_STATIC_KEYS as string | undefined,
);

/**
 * Read the debug switches (`noLazy`, `openPC`, ...: see @lobbykit/lobby-core) and keep `mock.*`
 * and `fixed.*` URL parameters: development builds, and preview builds made with
 * `VITE_LOBBY_DEBUG=1`. A production build without it ignores them.
 */
export const debugParams: boolean = isDebugBuild(
  import.meta.env.DEV,
  import.meta.env.VITE_LOBBY_DEBUG as string | undefined,
);

/**
 * The asset folders whose pictures the object storage also holds as avif and webp (comma
 * separated). The reference hall server makes them for game pictures and banners.
 */
export const compressedImageAreas: readonly string[] = (
  (import.meta.env.VITE_COMPRESSED_IMAGE_AREAS as string | undefined) ?? 'game-pictures,active'
)
  .split(',')
  .map((area) => area.trim())
  .filter(Boolean);

/**
 * The version this build is (`VITE_APP_VERSION`, as `v4.1.141`; default the contract's). A site's
 * release names it in its manifest and writes it to `/op.json`, so an open page of an older build
 * is asked to reload and a page of this build is not.
 */
export const appVersion: string = buildVersion(import.meta.env.VITE_APP_VERSION as string | undefined);
