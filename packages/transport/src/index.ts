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
  serializeHallError,
} from './errors';
export type { HallErrorDetails, HallErrorKind, HallMessageKey, SerializedHallError } from './errors';
export { createEventBus } from './event-bus';
export type { EventBus, EventBusOptions, Listener } from './event-bus';
export { createLoginGate, loginGateTransition, LoginGateResetError } from './login-gate';
export type { LoginGate, LoginGateEvent, LoginGateState } from './login-gate';
export { createLines, createLinesState, DEFAULT_PROBES, failoverOrder, linesTransition, normalizeLineUrl } from './lines';
export type { LineList, Lines, LinesAction, LinesOptions, LinesState } from './lines';
export { cacheKey, createResponseCache } from './cache';
export type { CacheEntry, CacheKeyParts, ResponseCache, ResponseCacheOptions } from './cache';
export { parseRetryAfter, planRetry } from './retry';
export type { RetryDecision, RetryInput, RetryPolicy } from './retry';
export { buildStaticPath, parseStaticPath } from './static-path';
export type { StaticParamValue } from './static-path';
export { parseJson } from './json';
export type { StorageLike, Timers } from './environment';
export { hallBaseQuery } from './base-query';
export type { HallQueryArgs, HallQueryMeta } from './base-query';
