// Boot step: the site's info, through the hall client.
import { siteInfoSchema } from '@lobbykit/contract';
import type { AnyHallError, HallClient } from '@lobbykit/transport';

interface BootSiteInfo {
  readonly title: string;
  readonly siteName: string;
  readonly type: string;
}

export type SiteInfoResult =
  { readonly ok: true; readonly site: BootSiteInfo } | { readonly ok: false; readonly reason: string };

/** Why the boot failed, in words a person can read, with the request id support asks for. */
function describe(error: AnyHallError): string {
  const request = `request ${error.requestId}`;
  switch (error.kind) {
    case 'timeout':
      return `The hall server did not answer in time (${request}, ${error.retries + 1} attempts).`;
    case 'network':
      return `The hall server could not be reached (${request}, status ${error.status}, ${error.retries + 1} attempts).`;
    case 'invalid-data':
      return `The hall server answered with data the lobby cannot read: ${error.reason} (${request}).`;
    case 'service':
      return `The hall refused the site (${error.code}: ${error.serverMessage ?? 'no message'}).`;
    default:
      return `The lobby stopped loading (${request}).`;
  }
}

/**
 * Fetches site info (a public call: static key, no token), retried across the hall's lines by
 * the client; every failure is a value with a reason.
 */
export async function loadSiteInfo(
  hall: Pick<HallClient, 'request'>,
  signal?: AbortSignal,
): Promise<SiteInfoResult> {
  const result = await hall.request('siteInfo', {
    schema: siteInfoSchema,
    silent: true,
    ...(signal ? { signal } : {}),
  });
  if (!result.ok) return { ok: false, reason: describe(result.error) };
  const site = result.data;
  if (!site?.title || !site.siteName) return { ok: false, reason: 'The site info has no title.' };
  return { ok: true, site: { title: site.title, siteName: site.siteName, type: String(site.type) } };
}
