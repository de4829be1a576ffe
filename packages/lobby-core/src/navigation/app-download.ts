// Spec §2 "Navigation behaviour": the app download entry opens the first configured download domain.
import type { SiteUrlInfo } from '@lobbykit/contract';
import { webAddress } from './web-address';

/**
 * The first download domain (`download_domain_url`) that makes a web address: a bare domain
 * is opened over https, a domain with another scheme is skipped. Undefined when there is none:
 * the caller warns `error.downloadDisabled`.
 * @example appDownloadTarget({ download_domain_url: [{ domain: 'get.example' }] }) // 'https://get.example'
 */
export function appDownloadTarget(
  siteUrls: Pick<SiteUrlInfo, 'download_domain_url'> | undefined,
): string | undefined {
  for (const { domain } of siteUrls?.download_domain_url ?? []) {
    if (typeof domain !== 'string') continue;
    const trimmed = domain.trim();
    const address = webAddress(trimmed.includes('://') ? trimmed : `https://${trimmed}`);
    if (address !== undefined) return address;
  }
  return undefined;
}
