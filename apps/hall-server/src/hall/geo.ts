// A tiny geo table for the IP check: documentation address ranges (RFC 5737) stand for
// countries, so tests can pick a region by the IP they set through the control API.
import type { SiteRuntime } from '../store/records';
import type { SeedSite } from '../world/sites';

const TABLE: readonly (readonly [prefix: string, region: string])[] = [
  ['127.', 'LOCAL'],
  ['::1', 'LOCAL'],
  ['10.', 'LOCAL'],
  ['192.168.', 'LOCAL'],
  ['198.51.100.', 'BR'],
  ['192.0.2.', 'TH'],
  ['203.0.113.', 'US'],
  ['100.64.', 'GB'],
  ['100.65.', 'IN'],
];

/** Region of an IP: an ISO country code, 'LOCAL' for private ranges, 'ZZ' when unknown. */
function regionOf(ip: string): string {
  const plain = ip.replace(/^::ffff:/, '');
  return TABLE.find(([prefix]) => plain.startsWith(prefix))?.[1] ?? 'ZZ';
}

export function normalizeIp(ip: string | undefined): string {
  return (ip ?? '').replace(/^::ffff:/, '') || '0.0.0.0';
}

export interface AreaCheck {
  readonly ip: string;
  readonly region: string;
  readonly allowed: boolean;
}

export function checkArea(site: SeedSite, runtime: SiteRuntime, ip: string): AreaCheck {
  const region = regionOf(ip);
  const blocked = runtime.blockedRegions ?? site.blockedRegions;
  return { ip, region, allowed: runtime.areaAllowed ?? !blocked.includes(region) };
}
