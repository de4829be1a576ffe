export { createNoticeChannel } from './channel';
export type { NoticeChannel, NoticeChannelOptions, ShareOptions } from './channel';
export type {
  ChannelError,
  ClosedEvent,
  ConnectedEvent,
  DegradedEvent,
  NoticeChannelEvents,
  NoticeEvents,
  Role,
} from './events';
export type { Listener } from './emitter';
export type { NetworkStatus, Timers } from './environment';
export { AUTH_FAILURE_CODES, initialState, transition } from './machine';
export type { ConnectionEvent, ConnectionState, ConnectionStatus, MachineConfig } from './machine';
export { backoffDelay } from './backoff';
export type { BackoffOptions } from './backoff';
export { createSeenSet } from './seen-set';
export type { SeenSet } from './seen-set';
export type { BroadcastChannelConstructor, BroadcastChannelLike, LockManagerLike } from './share';
export type { SocketConstructor, SocketLike } from './socket';
export { socketUrl } from './socket';
export { ackFrame, authFrame, decodeFrame, PING_FRAME } from './wire';
export type { Inbound } from './wire';
export { startWebPush } from './web-push';
export type { WebPush, WebPushOptions, WebPushResult } from './web-push';
