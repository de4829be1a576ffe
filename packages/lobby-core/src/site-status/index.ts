// `@lobbykit/lobby-core/site-status`: the site's status (spec §4 "Site status") beyond what any
// call's maintenance code says: the IP check, the maintenance details and countdown, the polling
// that reopens the site, and the messages of the standalone status pages. A lobby loads it after
// its first paint.
export { watchSiteStatus } from './watch';
export type { SiteStatusWatch, SiteStatusWatchOptions } from './watch';
export { maintenanceDetailsOf, maintenanceReasonOf, readIpCheck, readMaintenanceAnswer } from './rules';
export type {
  CheckAnswer,
  IpCheckReading,
  MaintenanceDetails,
  MaintenanceReading,
  MaintenanceReason,
} from './rules';
export { countdownText, secondsUntil } from './countdown';
export { VERSION_ABSENCE_MS, isNewerVersion, versionOfFile, watchVersion } from './version';
export type { VersionWatch, VersionWatchOptions } from './version';
export {
  STATUS_PAGE_CONTENT,
  STATUS_PAGE_READY,
  STATUS_PAGE_RETRY,
  isStatusPageKey,
  readStatusPageContent,
  readStatusPageReady,
  readStatusPageRetry,
  statusPageLink,
} from './page-protocol';
export type { StatusPageContent, StatusPageReady, StatusPageRetry } from './page-protocol';
