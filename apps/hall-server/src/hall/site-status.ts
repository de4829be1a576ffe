// Site status answers: maintenance, frozen, frozenAndMaintained, and the region restriction.
import { ServiceCode } from '@lobbykit/contract';
import { fail, type HallReply } from '../protocol/reply';
import type { SiteRuntime, SiteStatus } from '../store/records';
import type { SeedSite } from '../world/sites';

const statusCodes: Readonly<Record<Exclude<SiteStatus, 'normal'>, string>> = {
  maintenance: ServiceCode.SiteMaintenance,
  frozen: ServiceCode.SiteFrozen,
  frozenAndMaintained: ServiceCode.SiteFrozenAndMaintained,
};

const statusMessages: Readonly<Record<Exclude<SiteStatus, 'normal'>, string>> = {
  maintenance: 'site maintenance',
  frozen: 'site frozen',
  frozenAndMaintained: 'site frozen and maintained',
};

/** Maintenance info of the contract: `end_time` in epoch seconds and the online service link. */
export function maintenanceInfoOf(
  site: SeedSite,
  runtime: SiteRuntime,
): { end_time?: number; online_service?: string } {
  const onlineService = runtime.onlineService ?? site.customerService[0];
  return {
    ...(runtime.maintenanceEndTime === undefined ? {} : { end_time: runtime.maintenanceEndTime }),
    ...(onlineService === undefined ? {} : { online_service: onlineService }),
  };
}

/** The answer every gated call gets while the site is not normal, or undefined. */
export function siteStatusReply(site: SeedSite, runtime: SiteRuntime): HallReply | undefined {
  if (runtime.status === 'normal') return undefined;
  return fail(statusCodes[runtime.status], statusMessages[runtime.status], maintenanceInfoOf(site, runtime));
}

/**
 * Calls that still answer while the site is in maintenance or the region is refused: what
 * the lobby needs to boot far enough to show the maintenance or restricted page.
 */
export const STATUS_EXEMPT: ReadonlySet<string> = new Set([
  'ipCheck',
  'maintenanceInfo',
  'accessRestrictedInfo',
  'siteInfo',
  'baseSiteConfig',
  'siteUrlConfig',
  'skinAssetsHash',
  'allCurrency',
  'smsCountry',
  'buriedConfig',
  'linkSetting',
  'channelInfo',
]);
