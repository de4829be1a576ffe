// Reads the parameters of a live hall call: an `encryptString` query or body decrypted with
// the call's cipher, or plain parameters when the client sent them unencrypted (noEncrypt).
import { ENCRYPTED_FIELD } from '@lobbykit/contract';
import type { Cipher } from '@lobbykit/hall-protocol';
import { createHash } from 'node:crypto';
import { protocolFailure, type ProtocolFailure } from './errors';
import { MAX_PARAMS_DEPTH, nestsDeeperThan } from './json-depth';
import { parseMultipart } from './multipart';

export interface UploadedFile {
  readonly field: string;
  readonly filename: string;
  readonly contentType: string;
  readonly size: number;
  /** Lowercase hex SHA-256 of the file's bytes: a resent upload must carry the same file. */
  readonly sha256: string;
}

export interface ReadParams {
  readonly params: Record<string, unknown>;
  /** The call came encrypted, so the answer is encrypted with the same key. */
  readonly encrypted: boolean;
  readonly files: readonly UploadedFile[];
}

export interface RawCall {
  readonly method: string;
  /** Request target as received (path and query). */
  readonly url: string;
  readonly contentType: string | undefined;
  readonly body: string | Buffer | undefined;
  /** An upload endpoint: the only kind of call whose body may be multipart. */
  readonly upload?: boolean | undefined;
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const tooDeep = protocolFailure(
  'malformed-body',
  `the parameters nest deeper than ${MAX_PARAMS_DEPTH} levels`,
);

async function decryptObject(
  cipher: Cipher,
  sealed: string,
): Promise<{ value: Record<string, unknown> } | ProtocolFailure> {
  let plain: string;
  try {
    plain = await cipher.decrypt(sealed);
  } catch (error) {
    return protocolFailure('undecryptable-body', error instanceof Error ? error.message : undefined);
  }
  if (nestsDeeperThan(plain, MAX_PARAMS_DEPTH)) return tooDeep;
  let value: unknown;
  try {
    value = JSON.parse(plain);
  } catch {
    return protocolFailure('malformed-body', 'the decrypted text is not JSON');
  }
  return isRecord(value)
    ? { value }
    : protocolFailure('malformed-body', 'the decrypted JSON is not an object');
}

export async function readParams(call: RawCall, cipher: Cipher): Promise<ReadParams | ProtocolFailure> {
  const query = new URLSearchParams(call.url.includes('?') ? call.url.slice(call.url.indexOf('?') + 1) : '');
  if (call.method === 'GET' || call.method === 'HEAD') {
    const sealed = query.get(ENCRYPTED_FIELD);
    if (sealed !== null) {
      const decrypted = await decryptObject(cipher, sealed);
      return 'protocolError' in decrypted
        ? decrypted
        : { params: decrypted.value, encrypted: true, files: [] };
    }
    return { params: Object.fromEntries(query), encrypted: false, files: [] };
  }

  const type = (call.contentType ?? '').split(';')[0]!.trim().toLowerCase();
  const body = call.body ?? '';
  if (type === 'multipart/form-data') {
    if (!call.upload)
      return protocolFailure('unsupported-media-type', 'multipart is for upload endpoints only');
    const parsed = parseMultipart(
      typeof body === 'string' ? Buffer.from(body) : body,
      call.contentType ?? '',
    );
    if (!parsed.ok) return protocolFailure('malformed-body', parsed.reason);
    let params: Record<string, unknown> = {};
    let encrypted = false;
    const files: UploadedFile[] = [];
    for (const part of parsed.parts) {
      if (part.filename !== undefined) {
        files.push({
          field: part.name,
          filename: part.filename,
          contentType: part.contentType ?? 'application/octet-stream',
          size: part.data.length,
          sha256: createHash('sha256').update(part.data).digest('hex'),
        });
      } else if (part.name === ENCRYPTED_FIELD) {
        const fields = await decryptObject(cipher, part.data.toString('utf8'));
        if ('protocolError' in fields) return fields;
        params = { ...params, ...fields.value };
        encrypted = true;
      } else {
        params[part.name] = part.data.toString('utf8');
      }
    }
    return { params, encrypted, files };
  }

  const text = typeof body === 'string' ? body : body.toString('utf8');
  if (text.trim() === '') return { params: {}, encrypted: false, files: [] };
  if (type !== '' && type !== 'text/plain' && type !== 'application/json') {
    return protocolFailure('unsupported-media-type', type);
  }
  if (nestsDeeperThan(text, MAX_PARAMS_DEPTH)) return tooDeep;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return protocolFailure('malformed-body', 'the body is not JSON');
  }
  if (!isRecord(value)) return protocolFailure('malformed-body', 'the body is not a JSON object');
  const sealed = value[ENCRYPTED_FIELD];
  if (typeof sealed === 'string' && Object.keys(value).length === 1) {
    const decrypted = await decryptObject(cipher, sealed);
    return 'protocolError' in decrypted ? decrypted : { params: decrypted.value, encrypted: true, files: [] };
  }
  // text/plain is the encrypted content type: a plain body under it is a client bug.
  if (type === 'text/plain')
    return protocolFailure('malformed-body', `a text/plain body must be {"${ENCRYPTED_FIELD}": "..."}`);
  return { params: value, encrypted: false, files: [] };
}
