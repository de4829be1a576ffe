export { createHallClient } from './client';
export type {
  CaptchaGuard,
  EndpointLike,
  HallClient,
  HallClientConfig,
  HallContext,
  HallEvents,
  HallMessage,
  HallRequestOptions,
  HallResult,
  HallSession,
} from './client-types';
export {
  HallAbortError,
  HallError,
  HallGateResetError,
  HallInvalidDataError,
  HallNetworkError,
  HallServiceError,
  HallTimeoutError,
} from './errors';
export type { AnyHallError, HallErrorDetails, HallErrorKind, HallMessageKey } from './errors';
export { createEventBus } from './event-bus';
export type { EventBus, EventBusOptions, Listener } from './event-bus';
export {
  createLoginGate,
  initialLoginGateState,
  loginGateTransition,
  LoginGateResetError,
} from './login-gate';
export type { LoginGate, LoginGateEvent, LoginGateState } from './login-gate';
export { cacheKey, createMemoryCache } from './memory-cache';
export type { CacheEntry, CacheKeyParts, MemoryCacheOptions, ResponseCache } from './memory-cache';
export type { RetryPolicy } from './retry';
export type { EncodedUpload, SessionBinding, UploadBody } from '@lobbykit/hall-protocol';
export type { StorageLike, Timers } from './environment';
export type { Lines } from './lines';
