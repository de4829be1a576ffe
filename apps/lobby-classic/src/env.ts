// The only place the classic app reads its environment.
import { buildVersion, isDebugBuild, siteStaticKeys } from '@lobbykit/lobby-core';

/**
 * Origin of the hall API. Empty means the page's own origin: `npm start` serves the lobby
 * with /hall and /ws proxied to the reference hall server.
 */
export const apiOrigin: string = (import.meta.env.VITE_HALL_ORIGIN as string | undefined) ?? '';

/**
 * Origin of the object storage (static-mode files, pictures). Empty: none in the build; the
 * site's URL config brings the hall's.
 */
export const assetOrigin: string = (import.meta.env.VITE_ASSET_ORIGIN as string | undefined) ?? '';

/** Site code sent to the hall when the page does not carry one (a real deployment sets it per site). */
export const siteCode: string = (import.meta.env.VITE_SITE_CODE as string | undefined) ?? 'demo';

/**
 * The static keys of the sites this build serves: they encrypt and sign calls before login. They
 * ship to every browser, so they are public by nature (see @lobbykit/transport, "What the
 * crypto protects"). One build serves every classic site, so it carries a key per site: the
 * defaults are the reference hall server's classic sites; a real deployment sets
 * `VITE_SITE_STATIC_KEYS` (a JSON object of site code -> key) and may still set its own site's
 * key alone with `VITE_SITE_STATIC_KEY`.
 */
export const staticKeyOf: (site: string) => string = siteStaticKeys(
  'lobby-classic',
  {
    demo: 'lobbykit-demo-site-static-key-01',
    mesa: 'lobbykit-mesa-site-static-key-04',
    reef: 'lobbykit-reef-site-static-key-05',
    dune: 'lobbykit-dune-site-static-key-06',
    glen: 'lobbykit-glen-site-static-key-07',
    ...(import.meta.env.VITE_SITE_STATIC_KEY
      ? { [siteCode]: import.meta.env.VITE_SITE_STATIC_KEY as string }
      : {}),
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
