// What the hall reads from a request besides its parameters: headers, client IP, language.
import { HALL_BASE_PATH, languages, type Endpoint, endpoints } from '@lobbykit/contract';
import { decodeHeaderValue } from '@lobbykit/hall-protocol';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import { isIP } from 'node:net';
import { normalizeIp } from '../hall/geo';
import type { SiteRuntime } from '../store/records';
import type { SeedSite } from '../world/sites';

export function header(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = headers[name.toLowerCase()];
  const first = Array.isArray(value) ? value[0] : value;
  return first === undefined || first === '' ? undefined : first;
}

/** Headers may carry percent-encoded text (a device model in Thai); decode what decodes. */
export function headerText(headers: IncomingHttpHeaders, name: string): string | undefined {
  const value = header(headers, name);
  return value === undefined ? undefined : decodeHeaderValue(value);
}

/**
 * The client IP: the control API's override for the site, else the socket address, unless
 * the socket is a proxy listed in `trustProxy`: then the right-most `X-Forwarded-For` entry
 * that is not itself a trusted proxy. Entries left of it were written by the client and
 * prove nothing; from an untrusted peer the whole header is the client's own text.
 */
export function clientIp(
  request: IncomingMessage,
  runtime: SiteRuntime | undefined,
  trustProxy: readonly string[],
): string {
  if (runtime?.clientIp) return runtime.clientIp;
  let ip = normalizeIp(request.socket.remoteAddress);
  if (!trustProxy.includes(ip)) return ip;
  const chain = (header(request.headers, 'x-forwarded-for') ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => isIP(normalizeIp(entry)) !== 0);
  while (trustProxy.includes(ip) && chain.length > 0) ip = normalizeIp(chain.pop());
  return ip;
}

/** A catalogue language code from a hall service code ('pt'), a language code ('pt_PT') or a tag ('pt-PT'). */
export function resolveLanguage(value: string | undefined, site: SeedSite): string {
  if (value !== undefined) {
    const wanted = value.replace('-', '_');
    const found = languages.find(
      (entry) =>
        entry.code === wanted ||
        entry.serviceCode === value ||
        entry.code.toLowerCase() === wanted.toLowerCase(),
    );
    if (found) return found.code;
  }
  return site.languages[0] ?? 'en_US';
}

const cacheable: readonly Endpoint[] = (Object.values(endpoints) as Endpoint[])
  .filter((endpoint) => endpoint.cacheable && endpoint.method === 'GET' && !endpoint.file)
  // Longest path first, so '/home/siteInfo' is not taken for '/home/siteInfoX/...'.
  .sort((a, b) => b.path.length - a.path.length);

/** The cacheable endpoint a static file path belongs to, and the part after its path. */
export function staticEndpointFor(path: string): { endpoint: Endpoint; base: string } | undefined {
  if (!path.startsWith(`${HALL_BASE_PATH}/`) || !path.endsWith('.json')) return undefined;
  const rest = path.slice(HALL_BASE_PATH.length, -'.json'.length);
  for (const endpoint of cacheable) {
    if (rest === endpoint.path || rest.startsWith(`${endpoint.path}/`))
      return { endpoint, base: `${HALL_BASE_PATH}${endpoint.path}` };
  }
  return undefined;
}

export function pathOf(url: string): string {
  const index = url.indexOf('?');
  return index < 0 ? url : url.slice(0, index);
}
