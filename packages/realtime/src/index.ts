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
export { AUTH_FAILURE_CODES, connectionTransition, initialConnectionState } from './machine';
export type { ConnectionConfig, ConnectionEvent, ConnectionState, ConnectionStatus } from './machine';
export type { BackoffOptions } from './backoff';
export type { BroadcastChannelConstructor, BroadcastChannelLike, LockManagerLike } from './share';
export type { SocketConstructor, SocketLike } from './socket';
export { startWebPush } from './web-push';
export type { WebPush, WebPushOptions, WebPushResult } from './web-push';
