export { startHallServer } from './server';
export type { HallServer, HallServerOptions } from './server';
export { seedNames } from './options';
export type { SeedName } from './options';
export type { SharpFactory } from './images/variants';
export { seedSites, findSite, demoSite, siamSite, novaSite } from './world/sites';
export type { SeedSite } from './world/sites';
export { seedUsers, SEED_PASSWORD, SEED_WITHDRAW_PASSWORD } from './world/users';
export type { SeedAccount, SeedUser } from './world/users';
export { protocolErrors } from './protocol/errors';
export type { ProtocolErrorCode } from './protocol/errors';
export { faultKinds } from './control/faults';
export type { FaultKind, FaultSpec } from './control/faults';
export { noticeFaultKinds } from './realtime/notice-faults';
export type { ActiveNoticeFault, NoticeFaultKind, NoticeFaultSpec } from './realtime/notice-faults';
export { HallDataError } from './store/json-store';
export { WS_AUTH_FAILED, WS_DROPPED } from './realtime/socket-server';
export { totp } from './hall/totp';
export { ControlError, createControlClient } from './control/control-client';
export type {
  ControlClient,
  ControlState,
  DomainView,
  HallCounters,
  NoticePush,
  SitePatch,
  SocketDrop,
  SocketView,
  UserPatch,
} from './control/control-client';
export type { ActiveFault } from './control/faults';
export type { LoggedRequest, RequestLogFilter } from './control/request-log';
export type { OutboxEntry } from './hall/risk';
export type { NoticeCounters } from './realtime/notice-hub';
export type { NoticeRecord, OrderRecord, Restriction, SiteRuntime, SiteStatus } from './store/records';
