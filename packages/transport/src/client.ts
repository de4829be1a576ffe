/** The hall client: every lobby call goes through `request`. */
import {
  CACHE_TTL_MS,
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
  type HallResponse,
  type HeaderKey,
  type LineKind,
  type TokenInfo,
} from '@lobbykit/contract';
import {
  buildLiveRequest,
  buildStaticPath,
  createAesGcmCipher,
  createSessionKeyPair,
  decodeBody,
  deriveBoundSessionKey,
  encodeHeaderValue,
  exportSessionPublicKey,
  importSigningKey,
  keyBytes,
  parseJson,
  SESSION_BINDING_HEADERS,
  sign,
  toHex,
  type Cipher,
  type StaticParamValue,
} from '@lobbykit/hall-protocol';
import { runAttempt, type AttemptInit, type AttemptOutcome } from './attempt';
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
import { defaultTimers } from './environment';
import {
  HallAbortError,
  HallGateResetError,
  HallInvalidDataError,
  HallNetworkError,
  HallServiceError,
  HallTimeoutError,
  type AnyHallError,
  type HallErrorDetails,
} from './errors';
import { createEventBus } from './event-bus';
import { createLoginGate, LoginGateResetError } from './login-gate';
import { countClears } from './cache-clears';
import { cacheKey, createMemoryCache } from './memory-cache';
import { createReactions } from './reactions';
import { parseRetryAfter, planRetry, type RetryPolicy } from './retry';
import { deviceTimeZone } from './time-zone';

const RETRY_STATUSES = [408, 429, 500, 502, 503, 504];
const is2xx = (status: number) => status >= 200 && status < 300;
/**
 * The farthest a hall's clock may be from ours for the client to take its time: a week covers
 * a device set to the wrong zone (up to 26 hours) or the wrong day, while a time in seconds
 * instead of milliseconds, a zero or a hostile year is ignored.
 */
const MAX_CLOCK_GAP_MS = 7 * 24 * 3_600_000;
// The catalogue's string form of a wire code (0 -> '0'), or the code as sent when it has none.
const codeText = (code: number | string) => normalizeServiceCode(code) ?? String(code);

/**
 * What the attempt loop does after an outcome: end with a result, `retry` (the failure may
 * be retried on the next line), `fail` (it may not), `stop` (leave the loop now, no result)
 * or `again` (send to the same line at once: the clock was corrected).
 */
type Verdict = HallResult<unknown> | 'retry' | 'fail' | 'stop' | 'again';
type Settled = Exclude<AttemptOutcome, { type: 'aborted' }>;

function resolveEndpoint(endpoint: EndpointName | EndpointLike): Endpoint {
  if (typeof endpoint === 'string') {
    const found = getEndpoint(endpoint);
    if (!found) throw new TypeError(`unknown endpoint ${endpoint}`);
    return found;
  }
  if (!endpoint?.path?.startsWith('/')) throw new TypeError('endpoint: path must start with /');
  return {
    name: endpoint.path,
    serverDeduplicated: false,
    public: false,
    cacheable: false,
    ...endpoint,
    idempotent: endpoint.idempotent ?? endpoint.method === 'GET',
  };
}

export function createHallClient(config: HallClientConfig): HallClient {
  if (typeof config?.siteCode !== 'string' || !config.lines) {
    throw new TypeError('createHallClient: siteCode and lines are required');
  }
  const {
    siteCode,
    lines,
    crypto: webCrypto = globalThis.crypto,
    now = Date.now,
    timers = defaultTimers(),
    random = Math.random,
    // Browsers never say why a fetch failed: by default any network failure may have arrived.
    notSent = () => false,
    cipher: makeCipher = (key: Uint8Array) => createAesGcmCipher(key, webCrypto),
    gate = createLoginGate(),
    events = createEventBus<HallEvents>(),
  } = config;
  const cache =
    config.cache === false ? undefined : countClears(config.cache ?? createMemoryCache({ now }), now);
  const livePolicy: RetryPolicy = {
    maxAttempts: MAX_RETRIES,
    baseDelayMs: 300,
    maxDelayMs: 10_000,
    totalTimeMs: 120_000,
    ...config.retry,
  };
  const staticPolicy: RetryPolicy = { ...livePolicy, maxAttempts: MAX_STATIC_RETRIES, ...config.staticRetry };
  // Looked up per call, so a fetch patched after the client was made (tests, polyfills) is used.
  const http: typeof fetch = config.fetch ?? ((input, init) => globalThis.fetch(input, init));
  const randomHex = () => toHex(webCrypto.getRandomValues(new Uint8Array(16)));

  // The key of a call encrypts its body and signs it: [cipher, HMAC key].
  type Keys = [Cipher, Promise<CryptoKey>];
  const keysOf = (key: Uint8Array): Keys => [makeCipher(key), importSigningKey(key, webCrypto)];
  const staticKeys = keysOf(keyBytes(config.staticKey, 'staticKey'));
  // Avoid an unhandled rejection when the key is bad and no call ever awaits it.
  staticKeys[1].catch(() => undefined);
  // A function derives the key of a session from its token alone, for halls that cannot bind.
  const fromToken = typeof config.sessionBinding === 'function' ? config.sessionBinding : undefined;
  let sessionKeys: [HallSession, Promise<Keys>] | undefined;
  /** A session's keys: agreed by ECDH at login when it is bound, else derived from its token. */
  const keysFor = (held: HallSession): Promise<Keys> =>
    (sessionKeys?.[0] === held
      ? sessionKeys
      : (sessionKeys = [
          held,
          (held.binding
            ? deriveBoundSessionKey(held.binding.privateKey, held.binding.hallKey, held.token!, webCrypto)
            : fromToken!(held.token!, { crypto: webCrypto })
          ).then(keysOf),
        ]))[1];

  let session: HallSession = {};
  // 'ecdh' sends a token only with the key pair it is bound to: alone it signs nothing.
  const heldToken = () => (session.binding || fromToken ? session.token : undefined);
  let offset = 0;
  let failures = 0;
  const react = createReactions(events, now, config.messageDedupeMs ?? MESSAGE_DEDUPE_MS);
  // Read on the first call, not when the client is made: the first Intl formatter loads the
  // time-zone data, a long task on a phone at start-up.
  let timezone: string | undefined;

  const updateSession = (next: HallSession): void => {
    if (next.token === session.token && next.newJwt === session.newJwt && next.binding === session.binding)
      return;
    // A session begins, changes or ends: what was answered before must not be served after it.
    if (next.token !== session.token) cache?.clear();
    session = next;
    events.emit('tokenChanged', { ...session });
  };

  const sleep = (ms: number, signal: AbortSignal | undefined): Promise<boolean> =>
    new Promise((resolve) => {
      if (signal?.aborted) return resolve(false);
      const done = (slept: boolean) => {
        timers.clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        resolve(slept);
      };
      const onAbort = () => done(false);
      const timer = timers.setTimeout(() => done(true), ms);
      signal?.addEventListener('abort', onAbort);
    });

  const failure = (error: AnyHallError, attempts: number): HallResult<never> => ({
    ok: false,
    error,
    requestId: error.requestId,
    attempts,
  });

  const success = (
    { code, message, data }: HallResponse,
    requestId: string,
    source: 'live' | 'static' | 'cache',
    attempts: number,
  ): HallResult<unknown> => ({ ok: true, data, code: codeText(code), message, requestId, source, attempts });

  /**
   * Runs attempts on the lines of `kind` in failover order (the current line first, then
   * each next one in turn) until `judge` settles the call or the retry policy ends it.
   * Returns the result, or else the last outcome (undefined when there is no line); the
   * attempts made are always `details.retries + 1`.
   */
  const attemptLoop = async (
    kind: LineKind,
    policy: RetryPolicy,
    details: HallErrorDetails,
    { signal, timeoutMs = config.timeoutMs ?? REQUEST_TIMEOUT_MS }: HallRequestOptions<unknown>,
    send: (line: string) => [string, AttemptInit] | Promise<[string, AttemptInit]>,
    judge: (outcome: Settled, attempts: number) => Promise<Verdict>,
  ): Promise<HallResult<unknown> | Settled | undefined> => {
    const order = lines.order(kind);
    const started = now();
    let lineIndex = 0;
    for (let attempt = 1; order.length; attempt++) {
      const line = order[lineIndex]!;
      details.retries = attempt - 1;
      const [url, init] = await send(line);
      details.url = url;
      const outcome = await runAttempt(http, url, { ...init, signal }, timeoutMs, timers, notSent);
      if (outcome.type === 'aborted') return failure(new HallAbortError(details, {}, outcome.cause), attempt);
      details.status = outcome.status;
      const verdict = await judge(outcome, attempt);
      if (verdict === 'again') continue;
      if (typeof verdict === 'object' || verdict === 'stop') return verdict === 'stop' ? outcome : verdict;
      if (outcome.type !== 'response') lines.reportFailure(kind, line);
      const decision = planRetry({
        attempt,
        elapsedMs: now() - started,
        lineIndex,
        lineCount: order.length,
        retryable: verdict === 'retry',
        retryAfterMs:
          outcome.type === 'response'
            ? parseRetryAfter(outcome.headers.get('retry-after'), now())
            : undefined,
        policy,
        random,
      });
      if (!decision.retry) return outcome;
      if (!(await sleep(decision.delayMs, signal))) return failure(new HallAbortError(details), attempt);
      lineIndex = decision.lineIndex;
    }
    return undefined;
  };

  const revalidateStatic = () => cache?.clearedAt !== undefined && now() - cache.clearedAt < CACHE_TTL_MS;

  /** Static mode: a plain GET of the file on each object-storage line. No result means "go live". */
  const runStatic = (
    endpoint: Endpoint,
    params: Record<string, unknown>,
    options: HallRequestOptions<unknown>,
    details: HallErrorDetails,
  ) => {
    const path = buildStaticPath(HALL_BASE_PATH + endpoint.path, params as Record<string, StaticParamValue>);
    return attemptLoop(
      'oss',
      staticPolicy,
      details,
      options,
      // After a clear (a config change), the browser's copy of a file may be the old answer:
      // it asks the line again (a 304 when nothing changed) until the files' own age is over.
      (line) => [line + path, revalidateStatic() ? { method: 'GET', cache: 'no-cache' } : { method: 'GET' }],
      async (outcome, attempt) => {
        if (outcome.type === 'response' && is2xx(outcome.status)) {
          const decoded = await decodeBody(outcome.text, staticKeys[0], options.schema);
          return decoded.ok && isSuccessCode(decoded.envelope.code)
            ? success(decoded.envelope, details.requestId, 'static', attempt)
            : 'stop';
        }
        // A missing or forbidden file will not appear on another line: go live now.
        return outcome.type === 'timeout' ||
          (outcome.type === 'response' && [403, 404].includes(outcome.status))
          ? 'stop'
          : 'retry';
      },
    );
  };

  /** Live mode: signed, encrypted attempts rotating over the API lines. */
  const runLive = async (
    endpoint: Endpoint,
    params: Record<string, unknown>,
    options: HallRequestOptions<unknown>,
    context: HallContext,
    details: HallErrorDetails,
  ): Promise<HallResult<unknown>> => {
    const token = endpoint.public ? undefined : heldToken();
    const [cipher, hmac] = token ? await keysFor(session) : staticKeys;
    const { file, method, path } = endpoint;
    const safeToResend = endpoint.idempotent || endpoint.serverDeduplicated;
    // A login-type call sends the public half of a new key pair: the session it opens is bound
    // to it. Made once per call, so a resend of the same call binds to the same pair.
    const pair = endpoint.issuesSession && !fromToken ? await createSessionKeyPair(webCrypto) : undefined;
    const clientKey = pair && (await exportSessionPublicKey(pair.publicKey, webCrypto));
    // The offset told by a 401, used by this call alone: that answer proves nothing.
    let clockFix: number | undefined;

    const send = async (line: string): Promise<[string, AttemptInit]> => {
      if (file) return [line + path, { method: 'GET' }];
      const built = await buildLiveRequest(
        line,
        method,
        path,
        params,
        options.noEncrypt ? undefined : cipher,
        endpoint.upload ? config.upload : undefined,
        webCrypto,
      );
      const timestamp = String(Math.round(now() + (clockFix ?? offset)));
      const nonce = randomHex();
      const signature = await sign({
        key: await hmac,
        method,
        path: built.target,
        timestamp,
        nonce,
        siteCode,
        requestId: details.requestId,
        clientKey,
        body: built.signedBody,
        crypto: webCrypto,
      });
      // HallContext's fields are named after their HEADERS keys (fingerprintId excepted), so
      // the context goes in whole; what HEADERS does not name is not sent.
      const values: { [K in HeaderKey]?: string | number | undefined } = {
        ...context,
        requestId: details.requestId,
        nonce,
        timestamp,
        signature,
        siteCode,
        token: token ?? PUBLIC_TOKEN_PLACEHOLDER,
        newJwt: token && session.newJwt,
        fingerprint: context.fingerprintId,
        contentType: built.contentType,
      };
      const headers: Record<string, string> = {};
      if (clientKey) headers[SESSION_BINDING_HEADERS.clientKey] = clientKey;
      for (const [key, value] of Object.entries(values))
        if (Object.hasOwn(HEADERS, key) && value !== undefined && value !== '')
          headers[HEADERS[key as HeaderKey]] = encodeHeaderValue(String(value));
      return [built.url, { method, headers, body: built.body }];
    };

    /**
     * Takes the token headers of a sealed success answer: a new session from a login-type call
     * (bound to the call's key pair unless sessions are keyed by their token), or a renewed JWT of the
     * session the call used. False when a login's session cannot be bound.
     */
    const takeTokens = async ({ session_key: next, jwt_token: jwt }: TokenInfo, headers: Headers) => {
      if (endpoint.issuesSession) {
        const opened: HallSession = { token: next, newJwt: jwt || undefined };
        if (pair) {
          opened.binding = {
            privateKey: pair.privateKey,
            hallKey: headers.get(SESSION_BINDING_HEADERS.hallKey)!,
          };
          // Agree on the key now: a hall key that is missing or not a P-256 key fails here.
          if (!(await keysFor(opened).then(Boolean, () => false))) return false;
        }
        if (next !== PUBLIC_TOKEN_PLACEHOLDER) updateSession(opened);
      } else if (next === token && jwt) {
        updateSession({ ...session, newJwt: jwt });
      }
      return true;
    };

    const judge = async (outcome: Settled, attempt: number): Promise<Verdict> => {
      if (outcome.type === 'response') {
        const { headers, status } = outcome;
        // The hall's clock minus ours, taken only when plausible (NaN never is).
        const told = Number(headers.get(HEADERS.serverTime)) - now();
        const plausible = Math.abs(told) <= MAX_CLOCK_GAP_MS;
        // 401 means the signature was refused before anything was applied (README, "The
        // signature"); when our clock may be the reason, sign again once with the time told.
        if (
          !file &&
          status === 401 &&
          plausible &&
          clockFix === undefined &&
          attempt < livePolicy.maxAttempts &&
          Math.abs(told - offset) > 30_000
        ) {
          clockFix = told;
          return 'again';
        }
        if (is2xx(status)) {
          if (file) {
            try {
              return success(
                { code: '0', data: parseJson(outcome.text) },
                details.requestId,
                'live',
                attempt,
              );
            } catch (cause) {
              return failure(new HallInvalidDataError(details, { reason: 'not JSON' }, cause), attempt);
            }
          }
          const decoded = await decodeBody(outcome.text, cipher, options.schema);
          if (!decoded.ok)
            return failure(
              new HallInvalidDataError(details, { reason: decoded.reason }, decoded.cause),
              attempt,
            );
          const { envelope, sealed } = decoded;
          // Only an answer sealed with the call's key moves the clock or the session.
          if (sealed && plausible) offset = told;
          if (isSuccessCode(envelope.code)) {
            const info = sealed && readTokenInfo(headers);
            if (info && !(await takeTokens(info, headers)))
              return failure(new HallInvalidDataError(details, { reason: 'session not bound' }), attempt);
            return success(envelope, details.requestId, 'live', attempt);
          }
          const code = codeText(envelope.code);
          const fields = {
            code,
            serverMessage: envelope.message,
            data: envelope.data,
            info: getServiceCode(code),
          };
          return failure(new HallServiceError(details, fields), attempt);
        }
      }
      // May the call go out again? Only if it provably never arrived, or repeating it is harmless.
      const reached = outcome.type !== 'network' || !outcome.notSent;
      const retryable =
        outcome.type === 'network' ||
        (outcome.type === 'timeout' ? options.forceRetry === true : RETRY_STATUSES.includes(outcome.status));
      return (!reached || safeToResend) && retryable ? 'retry' : 'fail';
    };

    const last = await attemptLoop('api', livePolicy, details, options, send, judge);
    if (last && 'ok' in last) return last;
    if (!last)
      return failure(new HallNetworkError(details, { uncertain: false }, new Error('no API line')), 0);
    const uncertain = !safeToResend && !(last.type === 'network' && last.notSent);
    const error =
      last.type === 'timeout'
        ? new HallTimeoutError(details, { uncertain })
        : new HallNetworkError(details, { uncertain }, last.type === 'network' ? last.cause : undefined);
    return failure(error, details.retries + 1);
  };

  /** Holds a call that needs a user until the login gate opens; a failure when it never does. */
  const waitForGate = async (
    endpoint: Endpoint,
    options: HallRequestOptions<unknown>,
    details: HallErrorDetails,
  ): Promise<HallResult<never> | undefined> => {
    if (!(options.waitForLogin ?? !(endpoint.public || endpoint.file))) return undefined;
    try {
      await gate.ready(options.signal);
      return undefined;
    } catch (cause) {
      const ErrorClass = cause instanceof LoginGateResetError ? HallGateResetError : HallAbortError;
      return failure(new ErrorClass(details, {}, cause), 0);
    }
  };

  /** The call's parameters: a GET also carries the site, currency, language and platform. */
  const paramsFor = (
    endpoint: Endpoint,
    options: HallRequestOptions<unknown>,
    { currency, language, platformType }: HallContext,
  ): Record<string, unknown> => {
    const params: Record<string, unknown> = { ...options.params };
    if (endpoint.method === 'GET' && !endpoint.file) {
      for (const [key, value] of Object.entries({ siteCode, currency, language, platformType })) {
        if (value !== undefined && !(key in params)) params[key] = value;
      }
    }
    return params;
  };

  /** Static mode first where allowed (a visitor's cacheable GET), then live. */
  const fetchFresh = async (
    endpoint: Endpoint,
    params: Record<string, unknown>,
    options: HallRequestOptions<unknown>,
    context: HallContext,
    details: HallErrorDetails,
  ): Promise<HallResult<unknown>> => {
    let staticAttempts = 0;
    const hasRealToken = session.token !== undefined && session.token !== PUBLIC_TOKEN_PLACEHOLDER;
    if (
      (options.allowStatic ?? endpoint.cacheable) &&
      endpoint.method === 'GET' &&
      !endpoint.file &&
      !hasRealToken
    ) {
      const run = await runStatic(endpoint, params, options, details);
      if (run && 'ok' in run) return run;
      if (run) staticAttempts = details.retries + 1;
      details.retries = details.status = 0;
    }
    if (config.tokenInQuery && endpoint.method === 'GET' && !endpoint.public && heldToken())
      params.token = session.token;
    const result = await runLive(endpoint, params, options, context, details);
    result.attempts += staticAttempts;
    if (result.ok || result.error.kind === 'service') {
      failures = 0;
    } else if (
      result.error.messageKey &&
      ++failures === (config.maintenanceCheckAfter ?? MAINTENANCE_CHECK_AFTER_FAILURES)
    ) {
      // Consecutive failed main-API calls (timeouts, network failures, invalid data: maintenance
      // pages are often HTML) start a maintenance check.
      events.emit('maintenanceCheck', { failures, requestId: details.requestId });
    }
    return result;
  };

  /**
   * Runs the challenge a captcha code asks for. Returns the fields to resend the call with, or
   * undefined (no captcha guard, too many rounds, or the challenge failed: then the caller gets
   * the captcha failure as the error's cause).
   */
  const solveCaptcha = async (
    result: HallResult<unknown>,
    endpoint: Endpoint,
    options: HallRequestOptions<unknown>,
    requestId: string,
    round: number,
  ): Promise<Record<string, unknown> | undefined> => {
    if (result.ok || result.error.kind !== 'service' || result.error.info?.reaction !== 'captcha') return;
    if (!config.captcha || round >= 3) return;
    try {
      return await config.captcha({
        code: result.error.code,
        endpoint,
        params: options.params ?? {},
        requestId,
        data: result.error.data,
        signal: options.signal,
      });
    } catch (failed) {
      result.error.cause = failed;
      return undefined;
    }
  };

  const request = async <T>(
    endpointArg: EndpointName | EndpointLike,
    options: HallRequestOptions<T> = {},
    round = 0,
  ): Promise<HallResult<T>> => {
    const endpoint = resolveEndpoint(endpointArg);
    if (endpoint.upload && !config.upload) {
      throw new TypeError('upload endpoints need the upload option (uploadBody)');
    }
    const requestId = randomHex();
    const details: HallErrorDetails = { requestId, url: endpoint.path, status: 0, retries: 0 };
    const opts = options as HallRequestOptions<unknown>;
    if (options.signal?.aborted) return failure(new HallAbortError(details), 0);
    const held = await waitForGate(endpoint, opts, details);
    if (held) return held;

    const context: HallContext = {
      platformType: PLATFORM_TYPE.web,
      version: DEFAULT_APP_VERSION,
      timezone: (timezone ??= deviceTimeZone()),
      ...(typeof config.context === 'function' ? config.context() : config.context),
    };
    const params = paramsFor(endpoint, opts, context);
    const { currency, language, platformType } = context;
    const useCache = cache && endpoint.method === 'GET' && (options.cache ?? endpoint.cacheable);
    const key = useCache
      ? cacheKey({ path: endpoint.path, params: options.params, currency, language, platformType })
      : '';
    const cached = useCache ? cache.get<T>(key) : undefined;
    if (cached) return success({ code: 0, data: cached.value }, requestId, 'cache', 0) as HallResult<T>;

    const clearsBefore = cache?.clears;
    const result = await fetchFresh(endpoint, params, opts, context, details);
    // Cleared while the call was out: its answer may be what the clear threw away.
    if (result.ok && useCache && cache.clears === clearsBefore)
      cache.set(key, result.data, options.cacheTtlMs);
    const fields = await solveCaptcha(result, endpoint, opts, requestId, round);
    // The challenged attempt was refused, not applied: a fresh call (and request id) is safe.
    if (fields)
      return request(endpointArg, { ...options, params: { ...options.params, ...fields } }, round + 1);
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
