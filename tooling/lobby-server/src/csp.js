// @ts-check
// The lobby's Content-Security-Policy, built from the site's lines: the one place that says
// what a lobby page may load, connect to, frame and be framed by. serveLobby sends it as a
// header; the per-site release (release/) writes the same policy into its headers file.

/**
 * The origin of a site line, or an error: only plain http(s) origins may widen the policy, so
 * a mistyped line cannot smuggle in a wildcard, a bare scheme or another directive.
 * @param {string} line
 */
function originOf(line) {
  const url = URL.canParse(line) ? new URL(line) : undefined;
  const plain =
    (url?.protocol === 'http:' || url?.protocol === 'https:') &&
    !url.host.includes('*') &&
    url.pathname === '/' &&
    !url.search &&
    !url.hash &&
    !url.username &&
    !url.password;
  if (!plain || !url) {
    throw new TypeError(`contentSecurityPolicy: ${JSON.stringify(line)} is not an http(s) origin`);
  }
  return url.origin;
}

/**
 * The line's origin and its WebSocket twin (http -> ws, https -> wss): a realtime channel may
 * open on a line, never on any other host.
 * @param {string} line
 */
function withWebSocket(line) {
  const origin = originOf(line);
  return [origin, origin.replace(/^http/, 'ws')];
}

/**
 * The origin a page sends beacons to: an http(s) URL whose path may name the collection point.
 * @param {string} endpoint
 */
function beaconOrigin(endpoint) {
  const url = URL.canParse(endpoint) ? new URL(endpoint) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:') || url.host.includes('*'))
    throw new TypeError(`contentSecurityPolicy: ${JSON.stringify(endpoint)} is not an http(s) endpoint`);
  return url.origin;
}

/**
 * @param {import('../index.js').PolicyLines} [lines]
 * @returns {string} the policy, one header value
 */
export function contentSecurityPolicy({ connect = [], images = [], frames = [], beacons = [] } = {}) {
  /** @type {Record<string, string[]>} */
  const directives = {
    'default-src': ["'self'"],
    'script-src': ["'self'"],
    // React sets styles through the CSSOM, which a policy without 'unsafe-inline' allows.
    'style-src': ["'self'"],
    'img-src': ["'self'", ...images.map(originOf)],
    // The tracking vendors' beacons (or the site's proxy of them) are calls too.
    'connect-src': ["'self'", ...connect.flatMap(withWebSocket), ...beacons.map(beaconOrigin)],
    // Demo games are the hall's own pages in a sandboxed frame, on the hall's origin: never
    // the lobby's, so a sandbox that keeps `allow-same-origin` still cannot reach the lobby.
    // Without frame lines default-src applies, as before frames existed.
    ...(frames.length > 0 ? { 'frame-src': ["'self'", ...frames.map(originOf)] } : {}),
    'object-src': ["'none'"],
    'base-uri': ["'self'"],
    'form-action': ["'self'"],
    // Only the lobby's own pages may frame it (clickjacking); a <meta> policy cannot say this.
    'frame-ancestors': ["'self'"],
  };
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${[...new Set(sources)].join(' ')}`)
    .join('; ');
}

/**
 * Every header a lobby page is served with: the policy, no MIME sniffing, and no path or
 * query (which may carry a token) in the Referer sent to other origins.
 * @param {import('../index.js').PolicyLines} [lines]
 * @returns {Record<string, string>}
 */
export function securityHeaders(lines) {
  return {
    'Content-Security-Policy': contentSecurityPolicy(lines),
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'strict-origin-when-cross-origin',
  };
}
