// Boot step of the walking skeleton: fetch the site's info from the hall.
import { HALL_BASE_PATH, HEADERS, endpoints, isSuccessCode } from '@lobbykit/contract';

interface BootSiteInfo {
  readonly title: string;
  readonly siteName: string;
  readonly type: string;
}

export type SiteInfoResult =
  { readonly ok: true; readonly site: BootSiteInfo } | { readonly ok: false; readonly reason: string };

/** Fetches site info; every failure is a value with a reason a person can read. */
export async function fetchSiteInfo(
  origin: string,
  siteCode: string,
  fetchImpl: typeof fetch = fetch,
): Promise<SiteInfoResult> {
  let response: Response;
  try {
    const url = `${origin}${HALL_BASE_PATH}${endpoints.siteInfo.path}?siteCode=${encodeURIComponent(siteCode)}`;
    response = await fetchImpl(url, {
      headers: { [HEADERS.siteCode]: siteCode },
    });
  } catch (error) {
    return { ok: false, reason: `The hall server could not be reached (${String(error)}).` };
  }
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return { ok: false, reason: `The hall server answered ${response.status} with data that is not JSON.` };
  }
  if (typeof body !== 'object' || body === null) return { ok: false, reason: 'The hall answer was empty.' };
  const { code, message, data } = body as { code?: unknown; message?: unknown; data?: unknown };
  if (!isSuccessCode(code)) {
    return { ok: false, reason: `The hall refused the site (${String(code)}: ${String(message)}).` };
  }
  const site = data as Partial<BootSiteInfo> | undefined;
  if (!site || typeof site.title !== 'string' || typeof site.siteName !== 'string') {
    return { ok: false, reason: 'The site info has no title.' };
  }
  return { ok: true, site: { title: site.title, siteName: site.siteName, type: String(site.type) } };
}
