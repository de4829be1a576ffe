/** Reads a hall response body: JSON (big ids kept exact), optionally `encryptString`, then the envelope. */
import { ENCRYPTED_FIELD, hallEnvelopeSchema, hallResponseSchema, type HallResponse } from '@lobbykit/contract';
import * as v from 'valibot';
import type { Cipher } from './crypto/types';
import { parseJson } from './json';

export type DecodedBody =
  | { ok: true; envelope: HallResponse }
  | { ok: false; reason: 'not JSON' | 'does not decrypt' | 'not an envelope' | 'data does not match its schema'; cause?: unknown };

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** Parses the body text and, when it is `{"encryptString": ...}`, decrypts it with `cipher`. */
export async function decodeJson(
  text: string,
  cipher: Cipher | undefined,
): Promise<{ ok: true; value: unknown } | { ok: false; reason: 'not JSON' | 'does not decrypt'; cause?: unknown }> {
  let value: unknown;
  try {
    value = parseJson(text);
  } catch (cause) {
    return { ok: false, reason: 'not JSON', cause };
  }
  const sealed = isRecord(value) ? value[ENCRYPTED_FIELD] : undefined;
  if (cipher && typeof sealed === 'string' && Object.keys(value as object).length === 1) {
    let plain: string;
    try {
      plain = await cipher.decrypt(sealed);
    } catch (cause) {
      return { ok: false, reason: 'does not decrypt', cause };
    }
    try {
      value = parseJson(plain);
    } catch (cause) {
      return { ok: false, reason: 'not JSON', cause };
    }
  }
  return { ok: true, value };
}

const withData = new WeakMap<v.GenericSchema, v.GenericSchema>();

/** Checks the envelope, then `data` against `schema` on a success body. */
export function readEnvelope(value: unknown, success: (code: unknown) => boolean, schema?: v.GenericSchema): DecodedBody {
  const envelope = v.safeParse(hallEnvelopeSchema, value);
  if (!envelope.success) return { ok: false, reason: 'not an envelope', cause: envelope.issues };
  if (!schema || !success(envelope.output.code)) {
    // The hall sends null for "no data"; the lobby only deals in undefined.
    return { ok: true, envelope: { ...envelope.output, data: envelope.output.data ?? undefined } };
  }
  let full = withData.get(schema);
  if (!full) withData.set(schema, (full = hallResponseSchema(schema)));
  const checked = v.safeParse(full, value);
  if (!checked.success) return { ok: false, reason: 'data does not match its schema', cause: checked.issues };
  return { ok: true, envelope: checked.output as HallResponse };
}
