/** The hall client: every lobby call goes through `request`. */
import {
  DEFAULT_APP_VERSION,
  getEndpoint,
  getServiceCode,
  HALL_BASE_PATH,
  HEADERS,
  isSuccessCode,
  MAINTENANCE_CHECK_AFTER_FAILURES,
  MAX_RETRIES,
  MAX_STATIC_RETRIES,
  MESSAGE_DEDUPE_MS,
  normalizeServiceCode,
  PLATFORM_TYPE,
  PUBLIC_TOKEN_PLACEHOLDER,
  readTokenInfo,
  REQUEST_TIMEOUT_MS,
  type Endpoint,
  type EndpointName,
} from '@lobbykit/contract';
import ky, { type KyInstance } from 'ky';
import type * as v from 'valibot';
import { runAttempt, type AttemptOutcome } from './attempt';
import { decodeJson, readEnvelope, type DecodedBody } from './body';
import { cacheKey, createResponseCache } from './cache';
import { createAesGcmCipher } from './crypto/aes-gcm';
import { deriveSessionKey } from './crypto/session-key';
import { importSigningKey, sign } from './crypto/sign';
import type { Cipher } from './crypto/types';
import { defaultTimers } from './environment';
import {
  HallAbortError,
  HallGateResetError,
  HallInvalidDataError,
  HallNetworkError,
  HallServiceError,
  HallTimeoutError,
  type HallError,
  type HallErrorDetails,
} from './errors';
import { createEventBus } from './event-bus';
import { parseJson } from './json';
import { buildLiveRequest } from './live-request';
import { createLoginGate, LoginGateResetError } from './login-gate';
import { planRetry, parseRetryAfter, type RetryPolicy } from './retry';
import { randomHex } from './random';
import { createReactions } from './reactions';
import type {
  EndpointLike,
  HallClient,
  HallClientConfig,
  HallContext,
  HallEvents,
  HallRequestOptions,
  HallResult,
  HallSession,
} from './client-types';
import { buildStaticPath, type StaticParamValue } from './static-path';

const RETRY_STATUSES = new Set([408, 429, 500, 502, 503, 504]);
// Header values must be ISO-8859-1; anything else (a device model in Thai, say) is percent-encoded.
const headerValue = (value: string): string => (/^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value));

function resolveEndpoint(endpoint: EndpointName | EndpointLike): Endpoint {
  if (typeof endpoint === 'string') {
    const found = getEndpoint(endpoint);
    if (!found) throw new TypeError(`hall client: unknown endpoint "${endpoint}"`);
    return found;
  }
  if (typeof endpoint !== 'object' || endpoint === null || !endpoint.path?.startsWith('/')) {
    throw new TypeError('hall client: an endpoint needs a method and a path starting with /');
  }
  const idempotent = endpoint.idempotent ?? endpoint.method === 'GET';
  return {
    name: endpoint.name ?? endpoint.path,
    serverDeduplicated: false,
    public: false,
    cacheable: false,
    ...endpoint,
    idempotent,
  };
}

export function createHallClient(config: HallClientConfig): HallClient {
  if (!config || typeof config.siteCode !== 'string' || !config.lines) {
    throw new TypeError('createHallClient: siteCode, staticKey and lines are required');
  }
  const webCrypto = config.crypto ?? globalThis.crypto;
  const now = config.now ?? Date.now;
  const timers = config.timers ?? defaultTimers();
  const random = config.random ?? Math.random;
  const makeCipher = config.cipher ?? ((key: Uint8Array) => createAesGcmCipher(key, webCrypto));
  const gate = config.gate ?? createLoginGate();
  const events = config.events ?? createEventBus<HallEvents>();
  const cache = config.cache === false ? undefined : (config.cache ?? createResponseCache({ now }));
  const livePolicy: RetryPolicy = {
    maxAttempts: MAX_RETRIES,
    baseDelayMs: 300,
    maxDelayMs: 10_000,
    totalTimeMs: 120_000,
    ...config.retry,
  };
  const staticPolicy: RetryPolicy = { ...livePolicy, maxAttempts: MAX_STATIC_RETRIES, ...config.staticRetry };
  const http: KyInstance = ky.create({
    retry: 0,
    timeout: false,
    throwHttpErrors: false,
    ...(config.fetch ? { fetch: config.fetch } : {}),
  });
  const staticKeyBytes = typeof config.staticKey === 'string' ? new TextEncoder().encode(config.staticKey) : config.staticKey;
  const staticKeys = { cipher: makeCipher(staticKeyBytes), hmac: importSigningKey(staticKeyBytes, webCrypto) };
  // Avoid an unhandled rejection when the key is bad and no call ever awaits it.
  staticKeys.hmac.catch(() => undefined);
  let sessionKeys: { token: string; keys: Promise<{ cipher: Cipher; hmac: CryptoKey }> } | undefined;
  let session: HallSession = {};
  let offset = 0;
  let failures = 0;
  const react = createReactions(events, now, config.messageDedupeMs ?? MESSAGE_DEDUPE_MS);

  const keysFor = async (token: string | undefined): Promise<{ cipher: Cipher; hmac: CryptoKey }> => {
    if (token === undefined) return { cipher: staticKeys.cipher, hmac: await staticKeys.hmac };
    if (sessionKeys?.token !== token) {
      sessionKeys = {
        token,
        keys: deriveSessionKey(token, { crypto: webCrypto }).then(async (key) => ({
          cipher: makeCipher(key),
          hmac: await importSigningKey(key, webCrypto),
        })),
      };
    }
    return sessionKeys.keys;
  };

  const defaults: HallContext = {
    platformType: PLATFORM_TYPE.web,
    version: DEFAULT_APP_VERSION,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  };
  const contextNow = (): HallContext => ({
    ...defaults,
    ...(typeof config.context === 'function' ? config.context() : config.context),
  });

  const updateSession = (next: HallSession): void => {
    if (next.token === session.token && next.newJwt === session.newJwt) return;
    session = next;
    events.emit('tokenChanged', { ...session });
  };

  const sleep = (ms: number, signal: AbortSignal | undefined): Promise<boolean> =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve(false);
      const onAbort = () => {
        timers.clearTimeout(timer);
        resolve(false);
      };
      const timer = timers.setTimeout(() => {
        signal?.removeEventListener('abort', onAbort);
        resolve(true);
      }, ms);
      signal?.addEventListener('abort', onAbort, { once: true });
    });

  /** Static mode: a plain GET of the file on each object-storage line. Undefined means "go live". */
  const runStatic = async (
    endpoint: Endpoint,
    params: Record<string, unknown>,
    schema: v.GenericSchema | undefined,
    details: HallErrorDetails,
    timeoutMs: number,
    signal: AbortSignal | undefined,
  ): Promise<{ result?: HallResult<unknown>; attempts: number }> => {
    const order = config.lines.order('oss');
    const path = buildStaticPath(`${HALL_BASE_PATH}${endpoint.path}`, params as Record<string, StaticParamValue>);
    const started = now();
    let lineIndex = 0;
    for (let attempt = 1; order.length > 0; attempt++) {
      details.url = `${order[lineIndex]!}${path}`;
      const outcome = await runAttempt(http, details.url, { method: 'GET', signal }, timeoutMs, timers);
      if (outcome.type === 'aborted') return { result: failure(new HallAbortError({ ...details }), details, attempt), attempts: attempt };
      if (outcome.type === 'response' && outcome.status >= 200 && outcome.status < 300) {
        const decoded = await decodeEnvelope(outcome.text, staticKeys.cipher, schema);
        if (decoded.ok && isSuccessCode(decoded.envelope.code)) {
          return { result: success(decoded.envelope, details, 'static', attempt), attempts: attempt };
        }
        return { attempts: attempt };
      }
      // A missing or forbidden file will not appear on another line: go live now.
      if (outcome.type === 'timeout' || (outcome.type === 'response' && (outcome.status === 403 || outcome.status === 404))) {
        return { attempts: attempt };
      }
      if (outcome.type === 'network') config.lines.reportFailure('oss', order[lineIndex]!);
      const decision = planRetry({
        attempt,
        elapsedMs: now() - started,
        lineIndex,
        lineCount: order.length,
        retryable: true,
        retryAfterMs: outcome.type === 'response' ? parseRetryAfter(outcome.headers.get('retry-after'), now()) : undefined,
        policy: staticPolicy,
        random,
      });
      if (!decision.retry) return { attempts: attempt };
      if (!(await sleep(decision.delayMs, signal))) {
        return { result: failure(new HallAbortError({ ...details }), details, attempt), attempts: attempt };
      }
      lineIndex = decision.lineIndex;
    }
    return { attempts: 0 };
  };

  const decodeEnvelope = async (text: string, cipher: Cipher | undefined, schema: v.GenericSchema | undefined): Promise<DecodedBody> => {
    const json = await decodeJson(text, cipher);
    return json.ok ? readEnvelope(json.value, isSuccessCode, schema) : json;
  };

  const success = (
    envelope: { code: number | string; message?: string | undefined; data?: unknown },
    details: HallErrorDetails,
    source: 'live' | 'static' | 'cache',
    attempts: number,
  ): HallResult<unknown> => ({
    ok: true,
    data: envelope.data,
    code: normalizeServiceCode(envelope.code) ?? String(envelope.code),
    message: envelope.message,
    requestId: details.requestId,
    source,
    attempts,
  });

  const failure = (error: HallError, details: HallErrorDetails, attempts: number): HallResult<never> => ({
    ok: false,
    error,
    requestId: details.requestId,
    attempts,
  });

  /** Live mode: signed, encrypted attempts rotating over the API lines. */
  const runLive = async (
    endpoint: Endpoint,
    params: Record<string, unknown>,
    options: HallRequestOptions<unknown>,
    context: HallContext,
    details: HallErrorDetails,
  ): Promise<HallResult<unknown>> => {
    const order = config.lines.order('api');
    const useToken = !endpoint.public && session.token ? session.token : undefined;
    const keys = await keysFor(useToken);
    const cipher = options.noEncrypt || endpoint.file ? undefined : keys.cipher;
    const safeToResend = endpoint.idempotent || endpoint.serverDeduplicated;
    const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS;
    const started = now();
    let lineIndex = 0;
    let clockRetried = false;
    let last: AttemptOutcome | undefined;
    for (let attempt = 1; ; attempt++) {
      const line = order[lineIndex];
      if (line === undefined) {
        return failure(new HallNetworkError({ ...details }, false, { cause: new Error('no API line configured') }), details, 0);
      }
      let outcome: AttemptOutcome;
      details.retries = attempt - 1;
      if (endpoint.file) {
        details.url = `${line}${endpoint.path}`;
        outcome = await runAttempt(http, details.url, { method: 'GET', signal: options.signal }, timeoutMs, timers);
      } else {
        const built = await buildLiveRequest(line, endpoint.method, endpoint.path, params, cipher, endpoint.upload === true);
        details.url = built.url;
        const timestamp = String(Math.round(now() + offset));
        const nonce = randomHex(webCrypto);
        const signature = await sign({
          key: keys.hmac,
          method: endpoint.method,
          path: built.target,
          timestamp,
          nonce,
          siteCode: config.siteCode,
          body: built.signedBody,
          crypto: webCrypto,
        });
        const headers: Record<string, string> = {};
        const put = (name: string, value: string | number | undefined) => {
          if (value !== undefined && value !== '') headers[name] = headerValue(String(value));
        };
        put(HEADERS.requestId, details.requestId);
        put(HEADERS.nonce, nonce);
        put(HEADERS.timestamp, timestamp);
        put(HEADERS.signature, signature);
        put(HEADERS.siteCode, config.siteCode);
        put(HEADERS.language, context.language);
        put(HEADERS.token, useToken ?? PUBLIC_TOKEN_PLACEHOLDER);
        if (useToken) put(HEADERS.newJwt, session.newJwt);
        put(HEADERS.currency, context.currency);
        put(HEADERS.deviceId, context.deviceId);
        put(HEADERS.deviceModel, context.deviceModel);
        put(HEADERS.timezone, context.timezone);
        put(HEADERS.referer, context.referer);
        put(HEADERS.version, context.version);
        put(HEADERS.platformType, context.platformType);
        put(HEADERS.fingerprint, context.fingerprintId);
        put(HEADERS.contentType, built.contentType);
        outcome = await runAttempt(
          http,
          built.url,
          { method: endpoint.method, headers, body: built.body, signal: options.signal },
          timeoutMs,
          timers,
        );
      }
      last = outcome;
      if (outcome.type === 'aborted') return failure(new HallAbortError({ ...details }, { cause: outcome.cause }), details, attempt);
      details.status = outcome.status;
      if (outcome.type === 'response' && !endpoint.file) {
        const offsetBefore = offset;
        readServerTime(outcome.headers);
        // 401 means the signature was refused before anything was applied (README, "The
        // signature"); when our clock was the reason, sign again once with the corrected one.
        if (
          outcome.status === 401 &&
          !clockRetried &&
          attempt < livePolicy.maxAttempts &&
          Math.abs(offset - offsetBefore) > 30_000
        ) {
          clockRetried = true;
          continue;
        }
      }
      if (outcome.type === 'response' && outcome.status >= 200 && outcome.status < 300) {
        if (endpoint.file) {
          let data: unknown;
          try {
            data = parseJson(outcome.text);
          } catch (cause) {
            return failure(new HallInvalidDataError({ ...details }, 'not JSON', { cause }), details, attempt);
          }
          return success({ code: '0', data }, details, 'live', attempt);
        }
        readHeaders(outcome.headers);
        const decoded = await decodeEnvelope(outcome.text, keys.cipher, options.schema);
        if (!decoded.ok) {
          return failure(new HallInvalidDataError({ ...details }, decoded.reason, { cause: decoded.cause }), details, attempt);
        }
        const { envelope } = decoded;
        if (isSuccessCode(envelope.code)) return success(envelope, details, 'live', attempt);
        const code = normalizeServiceCode(envelope.code) ?? String(envelope.code);
        return failure(
          new HallServiceError({ ...details }, code, envelope.message, envelope.data, getServiceCode(code)),
          details,
          attempt,
        );
      }
      if (outcome.type !== 'response') config.lines.reportFailure('api', line);
      // May the call go out again? Only if it provably never arrived, or repeating it is harmless.
      const reached = !(outcome.type === 'network' && outcome.notSent);
      const retryable =
        (!reached || safeToResend) &&
        (outcome.type === 'network' ||
          (outcome.type === 'timeout' && options.forceRetry === true) ||
          (outcome.type === 'response' && RETRY_STATUSES.has(outcome.status)));
      const decision = planRetry({
        attempt,
        elapsedMs: now() - started,
        lineIndex,
        lineCount: order.length,
        retryable,
        retryAfterMs: outcome.type === 'response' ? parseRetryAfter(outcome.headers.get('retry-after'), now()) : undefined,
        policy: livePolicy,
        random,
      });
      if (!decision.retry) break;
      if (!(await sleep(decision.delayMs, options.signal))) {
        return failure(new HallAbortError({ ...details }), details, attempt);
      }
      lineIndex = decision.lineIndex;
    }
    const uncertain = !safeToResend && !(last.type === 'network' && last.notSent);
    const error =
      last.type === 'timeout'
        ? new HallTimeoutError({ ...details }, uncertain)
        : new HallNetworkError({ ...details }, uncertain, { cause: last.type === 'network' ? last.cause : undefined });
    return failure(error, details, details.retries + 1);
  };

  const readServerTime = (headers: Headers): void => {
    const serverTime = Number(headers.get(HEADERS.serverTime));
    if (headers.has(HEADERS.serverTime) && Number.isFinite(serverTime) && serverTime > 0) offset = serverTime - now();
  };

  const readHeaders = (headers: Headers): void => {
    const info = readTokenInfo(headers);
    if (info && info.session_key !== PUBLIC_TOKEN_PLACEHOLDER) {
      updateSession({ token: info.session_key, newJwt: info.jwt_token || session.newJwt });
    }
  };

  const request = async <T>(
    endpointArg: EndpointName | EndpointLike,
    options: HallRequestOptions<T> = {},
    round = 0,
  ): Promise<HallResult<T>> => {
    const endpoint = resolveEndpoint(endpointArg);
    const requestId = randomHex(webCrypto);
    const details: HallErrorDetails = { requestId, url: endpoint.path, status: 0, retries: 0 };
    const opts = options as HallRequestOptions<unknown>;
    if (options.signal?.aborted) return failure(new HallAbortError(details), details, 0);
    if (options.waitForLogin ?? !(endpoint.public || endpoint.file)) {
      try {
        await gate.ready(options.signal);
      } catch (cause) {
        const error =
          cause instanceof LoginGateResetError ? new HallGateResetError(details, { cause }) : new HallAbortError(details, { cause });
        return failure(error, details, 0);
      }
    }
    const context = contextNow();
    const params: Record<string, unknown> = { ...options.params };
    const getDefaults = { siteCode: config.siteCode, currency: context.currency, language: context.language, platformType: context.platformType };
    if (endpoint.method === 'GET' && !endpoint.file) {
      for (const [key, value] of Object.entries(getDefaults)) if (value !== undefined && !(key in params)) params[key] = value;
    }
    const useCache = cache !== undefined && endpoint.method === 'GET' && (options.cache ?? endpoint.cacheable);
    const key = useCache
      ? cacheKey({ path: endpoint.path, params: options.params, currency: context.currency, language: context.language, platformType: context.platformType })
      : '';
    const cached = useCache ? cache.get(key) : undefined;
    if (cached) return { ok: true, data: cached.value as T, code: '0', message: undefined, requestId, source: 'cache', attempts: 0 };

    let result: HallResult<unknown> | undefined;
    let attempts = 0;
    const hasRealToken = session.token !== undefined && session.token !== PUBLIC_TOKEN_PLACEHOLDER;
    if ((options.allowStatic ?? endpoint.cacheable) && endpoint.method === 'GET' && !endpoint.file && !hasRealToken) {
      const timeoutMs = options.timeoutMs ?? config.timeoutMs ?? REQUEST_TIMEOUT_MS;
      const staticRun = await runStatic(endpoint, params, opts.schema, details, timeoutMs, options.signal);
      result = staticRun.result;
      attempts = staticRun.attempts;
      details.retries = 0;
      details.status = 0;
    }
    if (!result) {
      if (config.tokenInQuery && endpoint.method === 'GET' && !endpoint.public && session.token) params.token = session.token;
      result = await runLive(endpoint, params, opts, context, details);
      if (result.ok || result.error.kind === 'service') {
        failures = 0;
      } else if (result.error.kind === 'timeout' || result.error.kind === 'network' || result.error.kind === 'invalid-data') {
        failures++;
        if (failures === (config.maintenanceCheckAfter ?? MAINTENANCE_CHECK_AFTER_FAILURES)) {
          events.emit('maintenanceCheck', { failures, requestId });
        }
      }
    }
    if (!(result.ok && result.source === 'static')) result = { ...result, attempts: attempts + result.attempts };
    if (result.ok && useCache) cache.set(key, result.data, options.cacheTtlMs);
    if (
      !result.ok &&
      result.error instanceof HallServiceError &&
      result.error.info?.reaction === 'captcha' &&
      config.captcha &&
      round < 3
    ) {
      const fields = await config.captcha({
        code: result.error.code,
        endpoint,
        params: options.params ?? {},
        requestId,
        data: result.error.data,
        signal: options.signal,
      });
      // The challenged attempt was refused, not applied: a fresh call (and request id) is safe.
      if (fields) return request(endpointArg, { ...options, params: { ...options.params, ...fields } }, round + 1);
    }
    react(result, endpoint, opts);
    return result as HallResult<T>;
  };

  return {
    request: (endpoint, options) => request(endpoint, options),
    events,
    gate,
    cache,
    get session() {
      return session;
    },
    setSession: (next) => updateSession({ ...next }),
    clearSession: () => updateSession({}),
    get serverTimeOffset() {
      return offset;
    },
  };
}
