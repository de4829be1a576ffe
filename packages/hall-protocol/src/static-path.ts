/**
 * Static mode: a cacheable GET is served as a file from object storage. Its parameters
 * go in the path as `/key/value` segments sorted by key, then `.json`:
 * `/hall/home/siteInfo` + `{ siteCode: 'a1', language: 'en_US' }`
 * -> `/hall/home/siteInfo/language/en_US/siteCode/a1.json`.
 */

export type StaticParamValue = string | number | boolean | null | undefined;

/**
 * Builds the object-storage path. Keys and values are percent-encoded with
 * `encodeURIComponent`; null, undefined and empty-string values are left out; keys are sorted by
 * UTF-16 code unit, so the same parameters always give the same file.
 */
export function buildStaticPath(
  path: string,
  params: Readonly<Record<string, StaticParamValue>> = {},
): string {
  if (!/^\/[^?#]*$/.test(path)) throw new TypeError(`buildStaticPath: bad path ${path}`);
  let out = path.replace(/\/+$/, '');
  for (const key of Object.keys(params).sort()) {
    const value = params[key];
    // An empty value would make an empty path segment, which object stores fold or reject.
    if (value == null || value === '') continue;
    if (typeof value === 'object' || !key) throw new TypeError(`buildStaticPath: bad parameter "${key}"`);
    out += `/${encodeURIComponent(key)}/${encodeURIComponent(value)}`;
  }
  return `${out}.json`;
}

/**
 * Reads a static path back, given the endpoint path it starts with. Values come back as
 * strings. Returns undefined when the path is not one `buildStaticPath` made for that base.
 */
export function parseStaticPath(staticPath: string, basePath: string): Record<string, string> | undefined {
  const base = basePath.replace(/\/+$/, '');
  if (!staticPath.startsWith(base) || !staticPath.endsWith('.json')) return undefined;
  const rest = staticPath.slice(base.length, -'.json'.length);
  if (rest === '') return {};
  if (!rest.startsWith('/')) return undefined;
  const segments = rest.slice(1).split('/');
  if (segments.length % 2 !== 0) return undefined;
  const params: Record<string, string> = {};
  try {
    for (let i = 0; i < segments.length; i += 2) {
      params[decodeURIComponent(segments[i]!)] = decodeURIComponent(segments[i + 1]!);
    }
  } catch {
    return undefined;
  }
  return params;
}
