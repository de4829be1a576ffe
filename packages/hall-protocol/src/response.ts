/** Reads a hall response body: JSON (big ids kept exact), optionally `encryptString`, then the envelope. */
import { ENCRYPTED_FIELD, hallEnvelopeSchema, isSuccessCode, type HallResponse } from '@lobbykit/contract';
// Named imports rather than `* as v`: size-limit bundles an IIFE with valibot left out, and there
// a namespace import costs a CommonJS interop helper (about 200 B gzip) no app's ESM bundle has.
import { safeParse, type GenericSchema } from 'valibot';
import type { Cipher } from './crypto/types';
import { parseJson } from './json';

export type BodyFailure =
  'not JSON' | 'does not decrypt' | 'not an envelope' | 'data does not match its schema';
type Failed = { ok: false; reason: BodyFailure; cause?: unknown };
export type DecodedBody =
  | {
      ok: true;
      envelope: HallResponse;
      /**
       * The body came as `{"encryptString": ...}` and decrypted with the cipher: written by a
       * holder of the key. A plain JSON body is read too, but proves nothing about its writer.
       */
      sealed: boolean;
    }
  | Failed;

const fail = (reason: BodyFailure, cause: unknown): Failed => ({ ok: false, reason, cause });

/**
 * Parses the body text and, when it is exactly `{"encryptString": "..."}`, decrypts it with `cipher`.
 * A body over parseJson's limits (5 MiB, 64 levels) is 'not JSON', its RangeError the cause, and
 * is refused before any decryption.
 */
export async function decodeJson(
  text: string,
  cipher: Cipher | undefined,
): Promise<{ ok: true; value: unknown; sealed: boolean } | Failed> {
  let step: BodyFailure = 'not JSON';
  try {
    let value = parseJson(text);
    const text64 = (value as Record<string, unknown> | null)?.[ENCRYPTED_FIELD];
    const sealed = !!cipher && typeof text64 === 'string' && Object.keys(value as object).length === 1;
    if (sealed) {
      step = 'does not decrypt';
      const plain = await cipher.decrypt(text64);
      step = 'not JSON';
      value = parseJson(plain);
    }
    return { ok: true, value, sealed };
  } catch (cause) {
    return fail(step, cause);
  }
}

/** Checks the envelope, then `data` against `schema` on a success body (a null or missing `data` passes). */
export function readEnvelope(
  value: unknown,
  success: (code: unknown) => boolean,
  schema?: GenericSchema,
): { ok: true; envelope: HallResponse } | Failed {
  const envelope = safeParse(hallEnvelopeSchema, value);
  if (!envelope.success) return fail('not an envelope', envelope.issues);
  // The hall sends null for "no data"; the lobby only deals in undefined.
  let data: unknown = envelope.output.data ?? undefined;
  if (schema && data !== undefined && success(envelope.output.code)) {
    const checked = safeParse(schema, data);
    if (!checked.success) return fail('data does not match its schema', checked.issues);
    data = checked.output;
  }
  return { ok: true, envelope: { ...envelope.output, data } };
}

/** The whole read: JSON, decryption, envelope and schema. */
export async function decodeBody(
  text: string,
  cipher: Cipher | undefined,
  schema?: GenericSchema,
): Promise<DecodedBody> {
  const json = await decodeJson(text, cipher);
  if (!json.ok) return json;
  const read = readEnvelope(json.value, isSuccessCode, schema);
  return read.ok ? { ...read, sealed: json.sealed } : read;
}
