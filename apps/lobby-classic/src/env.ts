// The only place the classic app reads its environment.

/**
 * Origin of the hall API. Empty means the page's own origin: `npm start` serves the lobby
 * with /hall and /ws proxied to the reference hall server.
 */
export const hallOrigin: string = (import.meta.env.VITE_HALL_ORIGIN as string | undefined) ?? '';

/** Site code sent to the hall; a real deployment sets it per site. */
export const siteCode: string = (import.meta.env.VITE_SITE_CODE as string | undefined) ?? 'demo';

/**
 * The site's static key, which encrypts and signs calls before login. It ships to every
 * browser, so it is public by nature (see @lobbykit/transport, "What the crypto protects").
 * The default is the reference hall server's demo site; a real deployment sets it per site.
 */
export const siteStaticKey: string =
  (import.meta.env.VITE_SITE_STATIC_KEY as string | undefined) ?? 'lobbykit-demo-site-static-key-01';
