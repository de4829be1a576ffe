// The only place the classic app reads its environment.

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
 * The site's static key, which encrypts and signs calls before login. It ships to every
 * browser, so it is public by nature (see @lobbykit/transport, "What the crypto protects").
 * The default is the reference hall server's demo site; a real deployment sets it per site.
 */
export const siteStaticKey: string =
  (import.meta.env.VITE_SITE_STATIC_KEY as string | undefined) ?? 'lobbykit-demo-site-static-key-01';

/**
 * Read the debug switches (`noLazy`, `openPC`, ...: see @lobbykit/lobby-core) and keep `mock.*`
 * and `fixed.*` URL parameters: development builds, and preview builds made with
 * `VITE_LOBBY_DEBUG=1`. A production build without it ignores them (false at build time, so
 * the code that reads them is dropped).
 */
export const debugParams: boolean =
  import.meta.env.DEV ||
  ['1', 'true'].includes((import.meta.env.VITE_LOBBY_DEBUG as string | undefined) ?? '');

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
