import { DEFAULT_APP_VERSION } from '@lobbykit/contract';

/**
 * What a theme app's build says of itself, read the same way by every theme: the static keys of
 * the sites it serves, whether it reads the debug switches, and its version.
 */

/**
 * A theme app's static keys, one per site it serves. They encrypt and sign calls before login
 * and ship to every browser, so they are public by nature. `defaults` are the app's own; the
 * build's `VITE_SITE_STATIC_KEYS` (`json`: an object of site code to key) adds to them or
 * replaces them. Answers the key of a site; a site the build has no key for is a deployment
 * mistake, thrown as an Error that says what to set.
 * @example const staticKeyOf = siteStaticKeys('lobby-aurora', { siam: '…' }, import.meta.env.VITE_SITE_STATIC_KEYS)
 */
export function siteStaticKeys(
  app: string,
  defaults: Readonly<Record<string, string>>,
  json?: string,
): (site: string) => string {
  const keys: Readonly<Record<string, string>> = { ...defaults, ...keysOf(json) };
  return (site) => {
    const key = Object.hasOwn(keys, site) ? keys[site] : undefined;
    if (!key) throw new Error(`${app}: no static key for site "${site}" (set VITE_SITE_STATIC_KEYS)`);
    return key;
  };
}

function keysOf(json: string | undefined): Record<string, string> {
  if (!json) return {};
  const parsed: unknown = JSON.parse(json);
  if (!parsed || typeof parsed !== 'object' || Array.isArray(parsed))
    throw new TypeError('VITE_SITE_STATIC_KEYS must be a JSON object of site code to key');
  for (const value of Object.values(parsed))
    if (typeof value !== 'string') throw new TypeError('VITE_SITE_STATIC_KEYS: every key must be a string');
  return parsed as Record<string, string>;
}

/**
 * Whether a build reads the debug switches (`noLazy`, `openPC`, ...) and keeps `mock.*` and
 * `fixed.*` URL parameters: a development build, or a preview built with `VITE_LOBBY_DEBUG`
 * `1` or `true`. A production build without it ignores them.
 */
export function isDebugBuild(dev: boolean, flag: string | undefined): boolean {
  return dev || flag === '1' || flag === 'true';
}

const BUILD_VERSION = /^v?\d{1,6}(\.\d{1,6}){0,3}$/;

/**
 * The version a theme app's build is (`VITE_APP_VERSION`, as `v4.1.141`), else `fallback` (default the
 * contract's DEFAULT_APP_VERSION). The page sends it in the version header and compares it with
 * the site's `/op.json`: a release must build with the version its `op.json` will say, or every
 * reload of the new page would be told of an update again. A value that is not a version is a
 * build mistake, thrown as an Error that says what to set.
 * @example const appVersion = buildVersion(import.meta.env.VITE_APP_VERSION)
 */
export function buildVersion(value: string | undefined, fallback: string = DEFAULT_APP_VERSION): string {
  if (value === undefined || value.trim() === '') return fallback;
  const version = value.trim();
  if (!BUILD_VERSION.test(version))
    throw new Error(`VITE_APP_VERSION must be a version such as v4.1.141, got "${value}"`);
  return version;
}
