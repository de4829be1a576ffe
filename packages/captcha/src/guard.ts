// The captcha guard of the hall client: on 1119 / 1124-1127 it runs the matching challenge,
// validates it with the hall and resolves the fields the transport retries the call with, or
// rejects with the CaptchaError the transport hands the caller as the call's error cause.
import {
  CAPTCHA_DEVICE_TOKEN_TIMEOUT_MS,
  CAPTCHA_RESTRICTING_ERRORS,
  CAPTCHA_TIMING_REPORT_MS,
  PUBLIC_TOKEN_PLACEHOLDER,
  type CaptchaFields,
  type Clock,
  type Timers,
} from '@lobbykit/contract';
import type { CaptchaGuard, HallResult } from '@lobbykit/transport';
import { challengeKindOf, type ChallengeKind } from './codes';
import { CaptchaError, type CaptchaErrorInit } from './errors';
import { fetchChallenge, isCaptchaEndpoint, validateCaptcha, type ValidateOutcome } from './hall-calls';
import { captchaTransition, initialCaptchaState, type CaptchaEvent, type CaptchaState } from './machine';
import { createRestriction, type StorageLike } from './restriction';
import type {
  CaptchaFailure,
  CaptchaHallClient,
  CaptchaPrompt,
  CaptchaProvider,
  ChallengeContext,
  ProviderResult,
} from './types';

/** Providers by challenge kind; `default` answers 1119 and every kind without its own provider. */
export type CaptchaProviders = Partial<Record<ChallengeKind, CaptchaProvider>>;

/** What the guard reports for monitoring (spec §8, §9). */
export type CaptchaReport =
  /** A step took longer than 2 s (CAPTCHA_TIMING_REPORT_MS): `load` until the challenge showed, `validate` the hall's check. */
  | { type: 'timing'; phase: 'load' | 'validate'; ms: number; serviceCode: string; provider: string }
  /** The device token took longer than 7 s or failed; the challenge went on without it. */
  | { type: 'device-token'; outcome: 'timeout' | 'error'; ms: number; error?: unknown }
  /** A guarded call gave up. */
  | { type: 'failure'; error: CaptchaError };

export interface CaptchaGuardOptions {
  /**
   * The hall client the challenge and validation calls go through. A function breaks the
   * cycle with `createHallClient({ captcha: guard })`.
   * @example createCaptchaGuard({ client: () => hall, providers })
   */
  client: CaptchaHallClient | (() => CaptchaHallClient);
  /** @example { default: createSlidePuzzleProvider(), sms: createSmsCodeProvider() } */
  providers: CaptchaProviders;
  /** captcha_id per kind, used when the hall's captcha answer carries none. @default {} */
  captchaIds?: Partial<Record<ChallengeKind, string>>;
  /** Whether to use the after-login calls. @default a user token is held by `client` */
  loggedIn?: () => boolean;
  /** The account sent with validation and the retry. @default params.account, username, phone or email */
  account?: (params: Readonly<Record<string, unknown>>) => string | undefined;
  /** Gets the vendor device token; one slower than 7 s (or failing) is only reported. @default none */
  deviceToken?: (signal: AbortSignal) => Promise<string | undefined>;
  /** Validation parameter that carries the device token. @default 'device_token' */
  deviceTokenParam?: string;
  /** Receives timing, device-token and failure reports. @default nothing */
  report?: (report: CaptchaReport) => void;
  /** Where the restriction survives a reload; `null` for memory only. @default localStorage when usable */
  storage?: StorageLike | null;
  /** @default 'lobbykit:captcha:restriction' */
  storageKey?: string;
  /** @default Date.now */
  now?: Clock;
  /** Server time minus local time. @default the client's `serverTimeOffset` */
  serverTimeOffset?: () => number;
  /** @default globalThis setTimeout / clearTimeout */
  timers?: Timers;
}

/** The guard plus what the UI and the caller need: state, answers, and typed failures. */
export interface CaptchaGuardHandle extends CaptchaGuard {
  getState: () => CaptchaState;
  /** Calls `listener` after every state change; returns the unsubscribe function. */
  subscribe: (listener: () => void) => () => void;
  /** Answers the prompt shown (slide: the x of the piece; SMS: the code). */
  answer: (output: string) => void;
  /** The user closes the challenge: the guarded call gives up with a `cancelled` error. */
  cancel: () => void;
  /** Closes a passed, failed or restricted result. */
  dismiss: () => void;
  /** Milliseconds of restriction left, 0 when free. */
  restrictedMs: () => number;
  /**
   * The captcha error behind a failed call: its `error.cause` when that is a CaptchaError, else
   * the one recorded for its request id; undefined when its failure was not the captcha's.
   */
  failureOf: (result: HallResult<unknown>) => CaptchaError | undefined;
  /** The most recent captcha error. */
  readonly lastError: CaptchaError | undefined;
  /** Stops timers and any running challenge. */
  destroy: () => void;
}

type Challenge = Parameters<CaptchaGuard>[0];
type Fields = Record<string, unknown>;

const RECORDED_ERRORS = 50;
const ACCOUNT_PARAMS = ['account', 'username', 'phone', 'email'];

function defaultAccount(params: Readonly<Record<string, unknown>>): string | undefined {
  for (const key of ACCOUNT_PARAMS) {
    const value = params[key];
    if (typeof value === 'string' && value.trim() !== '') return value;
  }
  return undefined;
}

/** One run of a challenge: what asked for it, who solves it, and the signal that stops it. */
interface Attempt {
  challenge: Challenge;
  kind: ChallengeKind;
  provider: CaptchaProvider;
  account: string | undefined;
  captchaId: string | undefined;
  /** Picks the before- or after-login captcha calls; read once, when the run starts. */
  loggedIn: boolean;
  signal: AbortSignal;
}

/** The account and captcha_id sent with the challenge fetch and the validation, when known. */
const identityOf = ({ account, captchaId }: Attempt): Fields => ({
  ...(account === undefined ? {} : { account }),
  ...(captchaId === undefined ? {} : { captcha_id: captchaId }),
});

/** The provider's result; a provider that throws has failed, or was cancelled when its signal aborted. */
async function solveWith(provider: CaptchaProvider, context: ChallengeContext): Promise<ProviderResult> {
  try {
    return await provider.solve(context);
  } catch (cause) {
    return context.signal.aborted
      ? { status: 'cancelled' }
      : {
          status: 'failed',
          code: 'provider-error',
          message: cause instanceof Error ? cause.message : String(cause),
        };
  }
}

const dataCaptchaId = (data: unknown): string | undefined => {
  const id =
    typeof data === 'object' && data !== null ? (data as { captcha_id?: unknown }).captcha_id : undefined;
  return typeof id === 'string' && id !== '' ? id : undefined;
};

export function createCaptchaGuard(options: CaptchaGuardOptions): CaptchaGuardHandle {
  if (
    !options ||
    typeof options.client === 'undefined' ||
    typeof options.providers !== 'object' ||
    options.providers === null
  ) {
    throw new TypeError('createCaptchaGuard: client and providers are required');
  }
  const client = (): CaptchaHallClient =>
    typeof options.client === 'function' ? options.client() : options.client;
  const now = options.now ?? Date.now;
  const timers: Timers = options.timers ?? {
    setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
    // The handle is whatever globalThis.setTimeout returned; Timers keeps it opaque.
    clearTimeout: (handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>),
  };
  const report = (entry: CaptchaReport): void => {
    try {
      options.report?.(entry);
    } catch {
      // a broken reporter must not break the login it reports on
    }
  };
  const loggedIn =
    options.loggedIn ??
    ((): boolean => {
      const token = client().session?.token;
      return typeof token === 'string' && token !== '' && token !== PUBLIC_TOKEN_PLACEHOLDER;
    });
  const restriction = createRestriction({
    ...(options.storage === undefined ? {} : { storage: options.storage }),
    ...(options.storageKey === undefined ? {} : { storageKey: options.storageKey }),
    now,
    serverTimeOffset: options.serverTimeOffset ?? (() => client().serverTimeOffset ?? 0),
  });

  let state: CaptchaState = initialCaptchaState();
  const listeners = new Set<() => void>();
  const errors = new Map<string, CaptchaError>();
  let lastError: CaptchaError | undefined;
  let expiryTimer: unknown;
  let current: AbortController | undefined;
  let pending: { resolve: (output: string) => void } | undefined;
  let queue: Promise<unknown> = Promise.resolve();

  const dispatch = (event: CaptchaEvent): void => {
    const next = captchaTransition(state, event);
    if (next === state) return;
    state = next;
    for (const listener of [...listeners]) listener();
  };

  const record = (requestId: string, error: CaptchaError): undefined => {
    errors.delete(requestId);
    errors.set(requestId, error);
    if (errors.size > RECORDED_ERRORS) errors.delete(errors.keys().next().value!);
    lastError = error;
    report({ type: 'failure', error });
    return undefined;
  };

  const scheduleExpiry = (): void => {
    if (expiryTimer !== undefined) timers.clearTimeout(expiryTimer);
    expiryTimer = undefined;
    const left = restriction.remainingMs();
    if (left <= 0) {
      dispatch({ type: 'expire' });
      return;
    }
    // Checked every second rather than once: a new server offset can move the end meanwhile.
    expiryTimer = timers.setTimeout(scheduleExpiry, Math.min(left, 1000));
  };

  /** Enters the restricted state, starting a new window or showing the one already running. */
  const restrict = (
    requestId: string,
    init: Omit<CaptchaErrorInit, 'kind' | 'remainingMs'>,
    restrictedMs: number | undefined,
    start: boolean,
  ): undefined => {
    const until = start
      ? restriction.start(restrictedMs)
      : (restriction.until() ?? restriction.start(restrictedMs));
    const error = new CaptchaError({ ...init, kind: 'restricted', remainingMs: restriction.remainingMs() });
    dispatch({ type: 'restrict', until, error });
    scheduleExpiry();
    return record(requestId, error);
  };

  /** A failure from the provider or the hall: error_12 / error_01 restrict, anything else fails. */
  const settleFailure = (challenge: Challenge, failure: CaptchaFailure): undefined => {
    const init = {
      code: failure.code,
      serviceCode: challenge.code,
      lotNumber: failure.lotNumber,
      detail: failure.message,
    };
    if (CAPTCHA_RESTRICTING_ERRORS.includes(failure.code))
      return restrict(challenge.requestId, init, failure.restrictedMs, true);
    const error = new CaptchaError({ ...init, kind: 'failed' });
    dispatch({ type: 'fail', error });
    return record(challenge.requestId, error);
  };

  const settleCancel = (challenge: Challenge, lotNumber?: string): undefined => {
    const aborted = challenge.signal?.aborted === true;
    dispatch({ type: 'cancel' });
    const kind = aborted ? 'aborted' : 'cancelled';
    return record(
      challenge.requestId,
      new CaptchaError({ kind, code: kind, serviceCode: challenge.code, lotNumber }),
    );
  };

  /** Resolves the device token, or undefined once 7 s have passed since `startedAt` or it failed. */
  const startDeviceToken = (
    signal: AbortSignal,
  ): { token: Promise<string | undefined>; stop: () => void } => {
    const get = options.deviceToken;
    if (!get) return { token: Promise.resolve(undefined), stop: () => undefined };
    const startedAt = now();
    let timer: unknown;
    const token = new Promise<string | undefined>((resolve) => {
      timer = timers.setTimeout(() => {
        timer = undefined;
        report({ type: 'device-token', outcome: 'timeout', ms: now() - startedAt });
        resolve(undefined);
      }, CAPTCHA_DEVICE_TOKEN_TIMEOUT_MS);
      const settle = (value: unknown, failed: boolean): void => {
        if (timer === undefined) return; // already timed out or stopped
        timers.clearTimeout(timer);
        timer = undefined;
        if (failed) report({ type: 'device-token', outcome: 'error', ms: now() - startedAt, error: value });
        resolve(!failed && typeof value === 'string' && value !== '' ? value : undefined);
      };
      new Promise<unknown>((inner) => inner(get(signal))).then(
        (value) => settle(value, false),
        (error: unknown) => settle(error, true),
      );
    });
    const stop = (): void => {
      if (timer !== undefined) timers.clearTimeout(timer);
      timer = undefined;
    };
    return { token, stop };
  };

  /** Reports a step slower than CAPTCHA_TIMING_REPORT_MS (spec §8). */
  const reportIfSlow = (phase: 'load' | 'validate', ms: number, attempt: Attempt): void => {
    if (ms > CAPTCHA_TIMING_REPORT_MS) {
      report({
        type: 'timing',
        phase,
        ms,
        serviceCode: attempt.challenge.code,
        provider: attempt.provider.name,
      });
    }
  };

  /** Shows `prompt` and resolves the user's answer (see `answer`); rejects when the run is stopped. */
  const askUser = (prompt: CaptchaPrompt, signal: AbortSignal, show: (prompt: CaptchaPrompt) => void) =>
    new Promise<string>((resolve, reject) => {
      if (signal.aborted) {
        reject(new Error('captcha cancelled'));
        return;
      }
      const onAbort = (): void => reject(new Error('captcha cancelled'));
      signal.addEventListener('abort', onAbort, { once: true });
      pending = {
        resolve: (output) => {
          signal.removeEventListener('abort', onAbort);
          resolve(output);
        },
      };
      // After `pending` is set: a listener may answer as soon as it sees the prompt.
      show(prompt);
    });

  /** What the provider gets: the challenge's data, and the guard's calls, prompts and load timing. */
  const contextFor = (attempt: Attempt, ready: () => void): ChallengeContext => {
    const { challenge, signal } = attempt;
    const show = (prompt: CaptchaPrompt): void => {
      ready();
      dispatch({ type: 'prompt', prompt });
    };
    return {
      kind: attempt.kind,
      serviceCode: challenge.code,
      captchaId: attempt.captchaId,
      account: attempt.account,
      params: challenge.params,
      data: challenge.data,
      signal,
      ready,
      show,
      fetchChallenge: (extra = {}) =>
        fetchChallenge(client(), {
          loggedIn: attempt.loggedIn,
          params: { ...identityOf(attempt), ...extra },
          signal,
        }),
      prompt: (prompt) => askUser(prompt, signal, show),
    };
  };

  /** Has the hall check the provider's answer; a validation call that throws is a failure. */
  const validate = async (
    attempt: Attempt,
    answer: CaptchaFields,
    deviceToken: string | undefined,
  ): Promise<ValidateOutcome> => {
    const request: Fields = {
      ...identityOf(attempt),
      ...answer,
      ...(deviceToken === undefined ? {} : { [options.deviceTokenParam ?? 'device_token']: deviceToken }),
    };
    const startedAt = now();
    const outcome = await validateCaptcha(client(), request, {
      loggedIn: attempt.loggedIn,
      signal: attempt.signal,
    }).catch((cause: unknown) => ({
      ok: false as const,
      code: 'client-error',
      message: String(cause),
      lotNumber: answer.lot_number,
    }));
    reportIfSlow('validate', now() - startedAt, attempt);
    return outcome;
  };

  /**
   * Solves the challenge with `provider`, then has the hall validate the answer. The caller's
   * abort and the user's cancel both stop it through one signal.
   */
  const runChallenge = async (
    challenge: Challenge,
    kind: ChallengeKind,
    provider: CaptchaProvider,
    startedAt: number,
  ): Promise<Fields | undefined> => {
    const abort = new AbortController();
    const onCallerAbort = (): void => abort.abort(challenge.signal?.reason);
    challenge.signal?.addEventListener('abort', onCallerAbort, { once: true });
    current = abort;
    const device = startDeviceToken(abort.signal);
    const account = (options.account ?? defaultAccount)(challenge.params);
    const attempt: Attempt = {
      challenge,
      kind,
      provider,
      account,
      captchaId: dataCaptchaId(challenge.data) ?? options.captchaIds?.[kind],
      loggedIn: loggedIn(),
      signal: abort.signal,
    };
    let shown = false;
    // The load phase ends when the challenge first shows, or at the latest once it is solved.
    const ready = (): void => {
      if (shown) return;
      shown = true;
      reportIfSlow('load', now() - startedAt, attempt);
    };

    try {
      const solved = await solveWith(provider, contextFor(attempt, ready));
      pending = undefined;
      if (abort.signal.aborted || solved.status === 'cancelled') return settleCancel(challenge);
      if (solved.status === 'failed') return settleFailure(challenge, solved);
      ready();
      dispatch({ type: 'submit' });
      const outcome = await validate(attempt, solved.fields, await device.token);
      if (abort.signal.aborted) return settleCancel(challenge, solved.fields.lot_number);
      if (!outcome.ok) return settleFailure(challenge, outcome);
      const fields: Fields = { ...(account === undefined ? {} : { account }), ...outcome.fields };
      dispatch({ type: 'pass', fields: outcome.fields });
      return fields;
    } finally {
      device.stop();
      pending = undefined;
      current = undefined;
      challenge.signal?.removeEventListener('abort', onCallerAbort);
    }
  };

  /** Refuses what the guard must not run (restricted, already aborted, no provider), else runs it. */
  const run = async (challenge: Challenge): Promise<Fields | undefined> => {
    const kind = challengeKindOf(challenge.code);
    if (kind === undefined || isCaptchaEndpoint(challenge.endpoint.path)) return undefined;
    const serviceCode = challenge.code;
    if (restriction.remainingMs() > 0)
      return restrict(challenge.requestId, { code: 'restricted', serviceCode }, undefined, false);
    if (challenge.signal?.aborted) {
      return record(challenge.requestId, new CaptchaError({ kind: 'aborted', code: 'aborted', serviceCode }));
    }
    const provider = options.providers[kind] ?? options.providers.default;
    const startedAt = now();
    dispatch({ type: 'start', code: serviceCode, kind, provider: provider?.name ?? 'none', startedAt });
    if (!provider) {
      const error = new CaptchaError({ kind: 'unsupported', code: 'unsupported', serviceCode });
      dispatch({ type: 'fail', error });
      return record(challenge.requestId, error);
    }
    return runChallenge(challenge, kind, provider, startedAt);
  };

  const guard = ((challenge: Challenge) => {
    // One challenge at a time: a pass token is good for one call, so each call gets its own.
    const next = queue.then(async () => {
      errors.delete(challenge.requestId);
      const fields = await run(challenge);
      // A failed challenge rejects with its captcha error: the hall client gives up and hands
      // it to the caller as the cause of the call's service error.
      const failure = fields === undefined ? errors.get(challenge.requestId) : undefined;
      if (failure) throw failure;
      return fields;
    });
    queue = next.catch(() => undefined);
    return next;
  }) as CaptchaGuardHandle;

  Object.defineProperty(guard, 'lastError', { get: () => lastError });
  return Object.assign(guard, {
    getState: () => state,
    subscribe(listener: () => void) {
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    answer(output: string) {
      if (typeof output !== 'string') return;
      pending?.resolve(output);
      pending = undefined;
    },
    cancel() {
      current?.abort(new Error('captcha cancelled by the user'));
    },
    dismiss() {
      dispatch({ type: 'dismiss' });
    },
    restrictedMs: () => restriction.remainingMs(),
    failureOf(result: HallResult<unknown>) {
      if (result.ok) return undefined;
      if (result.error.cause instanceof CaptchaError) return result.error.cause;
      const recorded = errors.get(result.requestId);
      if (recorded) return recorded;
      const error = result.error as { kind: string; code?: string };
      // The transport stops asking the guard after a few rounds: still a captcha failure.
      if (error.kind === 'service' && challengeKindOf(error.code) !== undefined) {
        return new CaptchaError({
          kind: 'failed',
          code: error.code!,
          serviceCode: error.code!,
          detail: 'the hall still asks for a captcha',
        });
      }
      return undefined;
    },
    destroy() {
      if (expiryTimer !== undefined) timers.clearTimeout(expiryTimer);
      expiryTimer = undefined;
      current?.abort(new Error('captcha guard destroyed'));
      listeners.clear();
    },
  });
}
