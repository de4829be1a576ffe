// The hall calls of the captcha: challenge and validation, before login and after (spec §7).
import type { CaptchaFields, CaptchaValidateRequest } from '@lobbykit/contract';
import type { HallResult } from '@lobbykit/transport';
import type { CaptchaFailure, CaptchaHallClient, ChallengeResponse } from './types';

/** True for the captcha's own endpoints, which are never guarded (a challenge inside a challenge). */
export function isCaptchaEndpoint(path: string): boolean {
  return /^\/(home|user)\/captcha\/(validate|challenge)$/.test(path);
}

export type ValidateOutcome = { ok: true; fields: CaptchaFields } | ({ ok: false } & CaptchaFailure);

const text = (record: Readonly<Record<string, unknown>>, key: string): string | undefined => {
  const value = record[key];
  return typeof value === 'string' && value !== ''
    ? value
    : typeof value === 'number'
      ? String(value)
      : undefined;
};

const positive = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : undefined;

const asRecord = (value: unknown): Readonly<Record<string, unknown>> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

/** A failed hall call as a captcha failure: the service code, or the transport's error kind. */
function callFailure(
  result: Extract<HallResult, { ok: false }>,
  lotNumber: string | undefined,
): CaptchaFailure {
  const error = result.error as { kind: string; code?: string; serverMessage?: string };
  return {
    code: error.kind === 'service' && error.code ? error.code : error.kind,
    lotNumber,
    message: error.serverMessage,
  };
}

const FIELD_NAMES = ['captcha_id', 'lot_number', 'captcha_output', 'pass_token', 'gen_time'] as const;

/** Only the captcha fields that hold a value. */
export function pickCaptchaFields(source: Readonly<Record<string, unknown>>): CaptchaFields {
  const fields: CaptchaFields = {};
  for (const name of FIELD_NAMES) {
    const value = text(source, name);
    if (value !== undefined) fields[name] = value;
  }
  return fields;
}

/**
 * Asks the hall for a challenge: `captchaChallenge` before login, `userCaptchaChallenge` after
 * (the contract's registry; not repeated automatically, as an SMS challenge sends a code). The hall may answer with a restriction instead
 * (`{ restricted: true, code, restrictedMs }`), returned as a failure.
 */
export async function fetchChallenge(
  client: CaptchaHallClient,
  options: { loggedIn: boolean; params?: Record<string, unknown>; signal?: AbortSignal },
): Promise<ChallengeResponse> {
  const result = await client.request(options.loggedIn ? 'userCaptchaChallenge' : 'captchaChallenge', {
    params: options.params ?? {},
    silent: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!result.ok) return { ok: false, ...callFailure(result, undefined) };
  const data = asRecord(result.data);
  if (data.restricted === true) {
    return {
      ok: false,
      code: text(data, 'code') ?? 'error_01',
      restrictedMs: positive(data.restrictedMs),
      lotNumber: text(data, 'lot_number'),
    };
  }
  return { ok: true, data };
}

/**
 * The captcha validation call (spec §7): `captchaValidate` before login, `userCaptchaValidate`
 * after. Success resolves the fields to send with the guarded call: what was sent, updated by
 * what the hall returned (its pass token, for one). A `result: 'fail'` answer or a failed
 * call resolves a failure with the hall's code and lot number.
 */
export async function validateCaptcha(
  client: CaptchaHallClient,
  request: Partial<CaptchaValidateRequest> & Record<string, unknown>,
  options: { loggedIn: boolean; signal?: AbortSignal },
): Promise<ValidateOutcome> {
  const result = await client.request(options.loggedIn ? 'userCaptchaValidate' : 'captchaValidate', {
    params: request,
    silent: true,
    ...(options.signal ? { signal: options.signal } : {}),
  });
  if (!result.ok) return { ok: false, ...callFailure(result, request.lot_number) };
  const data = asRecord(result.data);
  if (data.result !== undefined && data.result !== 'success') {
    return {
      ok: false,
      code: text(data, 'code') ?? 'fail',
      lotNumber: text(data, 'lot_number') ?? request.lot_number,
      message: text(data, 'message'),
      restrictedMs: positive(data.restrictedMs),
    };
  }
  return { ok: true, fields: { ...pickCaptchaFields(request), ...pickCaptchaFields(data) } };
}
