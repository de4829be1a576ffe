/** Reads a hall response body: JSON (big ids kept exact), optionally `encryptString`, then the envelope. */
import { ENCRYPTED_FIELD, hallEnvelopeSchema, isSuccessCode, type HallResponse } from '@lobbykit/contract';
import * as v from 'valibot';
import type { Cipher } from './crypto/types';
import { parseJson } from './json';

export type BodyFailure =
  'not JSON' | 'does not decrypt' | 'not an envelope' | 'data does not match its schema';
type Failed = { ok: false; reason: BodyFailure; cause?: unknown };
export type DecodedBody = { ok: true; envelope: HallResponse } | Failed;

const fail = (reason: BodyFailure, cause: unknown): Failed => ({ ok: false, reason, cause });

/**
 * Parses the body text and, when it is exactly `{"encryptString": "..."}`, decrypts it with `cipher`.
 * A body over parseJson's limits (5 MiB, 64 levels) is 'not JSON', its RangeError the cause, and
 * is refused before any decryption.
 */
export async function decodeJson(
  text: string,
  cipher: Cipher | undefined,
): Promise<{ ok: true; value: unknown } | Failed> {
  let step: BodyFailure = 'not JSON';
  try {
    let value = parseJson(text);
    const sealed = (value as Record<string, unknown> | null)?.[ENCRYPTED_FIELD];
    if (cipher && typeof sealed === 'string' && Object.keys(value as object).length === 1) {
      step = 'does not decrypt';
      const plain = await cipher.decrypt(sealed);
      step = 'not JSON';
      value = parseJson(plain);
    }
    return { ok: true, value };
  } catch (cause) {
    return fail(step, cause);
  }
}

/** Checks the envelope, then `data` against `schema` on a success body (a null or missing `data` passes). */
export function readEnvelope(
  value: unknown,
  success: (code: unknown) => boolean,
  schema?: v.GenericSchema,
): DecodedBody {
  const envelope = v.safeParse(hallEnvelopeSchema, value);
  if (!envelope.success) return fail('not an envelope', envelope.issues);
  // The hall sends null for "no data"; the lobby only deals in undefined.
  let data: unknown = envelope.output.data ?? undefined;
  if (schema && data !== undefined && success(envelope.output.code)) {
    const checked = v.safeParse(schema, data);
    if (!checked.success) return fail('data does not match its schema', checked.issues);
    data = checked.output;
  }
  return { ok: true, envelope: { ...envelope.output, data } };
}

/** The whole read: JSON, decryption, envelope and schema. */
export async function decodeBody(
  text: string,
  cipher: Cipher | undefined,
  schema?: v.GenericSchema,
): Promise<DecodedBody> {
  const json = await decodeJson(text, cipher);
  return json.ok ? readEnvelope(json.value, isSuccessCode, schema) : json;
}
