/** HMAC-SHA256 request signatures over a canonical string, and their verification. */
import { fromHex, keyBytes, toHex, utf8Encode, type KeyInput } from './bytes';
import type { NonceStore } from './nonce-store';

/** The signed parts of a request, exactly as they travel. */
export interface SignedParts {
  /** HTTP method; upper-cased before signing. */
  method: string;
  /** The request target as sent: path plus `?query` when there is one, e.g. `/hall/home/login`. */
  path: string;
  /** Milliseconds since the epoch (server-corrected), as sent in the timestamp header. */
  timestamp: number | string;
  /** The nonce header value. */
  nonce: string;
  /** The site code header value. */
  siteCode: string;
  /**
   * The request id header value; `''` when the request carries none. Signed so a captured
   * request cannot be sent again under a fresh id to dodge the hall's request-id deduplication.
   */
  requestId: string;
  /**
   * The client's public key header of a login-type call that binds its session
   * (`SESSION_BINDING_HEADERS.clientKey`); absent or `''` when the request carries none, and
   * then its line is left out, so requests without one sign as before.
   */
  clientKey?: string | undefined;
  /**
   * The exact body text sent; `''` for GET. For a multipart upload, the lowercase hex SHA-256
   * of the exact body bytes (see `buildLiveRequest`).
   */
  body: string;
}

export interface SignOptions extends SignedParts {
  /** HMAC key: bytes, a string taken as UTF-8, or a CryptoKey from `importSigningKey`. */
  key: KeyInput | CryptoKey;
  /** WebCrypto implementation. @default globalThis.crypto */
  crypto?: Crypto;
}

export interface VerifyOptions extends SignOptions {
  /** The signature header value (64 hex characters). */
  signature: string;
  /** Remembers nonces until their timestamp leaves the window. */
  nonceStore: NonceStore;
  /** Clock. @default Date.now */
  now?: () => number;
  /** Largest accepted distance between the timestamp and `now()`. @default 300000 (5 minutes) */
  maxSkewMs?: number;
  /**
   * Earliest accepted timestamp (ms since the epoch): a server whose nonce store forgets on
   * restart passes its start time, so a request signed before the restart cannot be replayed.
   * @default no limit
   */
  notBefore?: number;
}

/**
 * Why `verify` refused: `'busy'` means the nonce store is full of nonces still inside their
 * window; it refuses rather than forget one (which would reopen its replay), so try again later.
 */
export type VerifyFailure = 'malformed' | 'stale-timestamp' | 'bad-signature' | 'reused-nonce' | 'busy';
export type VerifyResult = { ok: true } | { ok: false; reason: VerifyFailure };

/** Default replay window of `verify`. */
export const MAX_SIGNATURE_SKEW_MS = 300_000;

const TIMESTAMP = /^\d{1,16}$/;

/**
 * The canonical string: method, path, timestamp, nonce, site code, request id, the client key
 * when there is one, and body joined by `\n`. Only the body may contain a line break (it comes
 * last, so the string stays unambiguous).
 */
export function canonicalString(parts: SignedParts): string {
  const head = [
    parts.method.toUpperCase(),
    parts.path,
    String(parts.timestamp),
    parts.nonce,
    parts.siteCode,
    parts.requestId,
  ];
  if (parts.clientKey) head.push(parts.clientKey);
  for (const field of head) {
    if (field.includes('\n')) throw new TypeError('canonicalString: a line break outside the body');
  }
  return `${head.join('\n')}\n${parts.body}`;
}

/** Imports an HMAC-SHA256 key once, so signing many requests does not import it each time. */
export function importSigningKey(key: KeyInput, webCrypto: Crypto = globalThis.crypto): Promise<CryptoKey> {
  const raw = keyBytes(key, 'key');
  if (!raw.length) throw new TypeError('key: empty');
  return webCrypto.subtle.importKey('raw', raw, { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify']);
}

async function hmacKey(key: KeyInput | CryptoKey, webCrypto: Crypto): Promise<CryptoKey> {
  return typeof key === 'string' || key instanceof Uint8Array ? importSigningKey(key, webCrypto) : key;
}

/** Signs a request: lowercase hex HMAC-SHA256 of `canonicalString(parts)`. */
export async function sign(options: SignOptions): Promise<string> {
  const webCrypto = options.crypto ?? globalThis.crypto;
  const data = utf8Encode(canonicalString(options));
  const mac = await webCrypto.subtle.sign('HMAC', await hmacKey(options.key, webCrypto), data);
  return toHex(new Uint8Array(mac));
}

/**
 * Verifies a signed request. Checks, in order: shape, timestamp within `maxSkewMs` of
 * `now()` and not before `notBefore`, the HMAC (constant time, by WebCrypto), then that the
 * nonce is new. A nonce is remembered only once the signature is valid, so forged requests
 * cannot burn nonces.
 */
export async function verify(options: VerifyOptions): Promise<VerifyResult> {
  const webCrypto = options.crypto ?? globalThis.crypto;
  const timestamp = String(options.timestamp);
  const mac = typeof options.signature === 'string' ? fromHex(options.signature) : undefined;
  if (
    !TIMESTAMP.test(timestamp) ||
    typeof options.nonce !== 'string' ||
    options.nonce.length === 0 ||
    options.nonce.length > 256 ||
    !mac ||
    mac.length !== 32
  ) {
    return { ok: false, reason: 'malformed' };
  }
  let data: Uint8Array<ArrayBuffer>;
  try {
    data = utf8Encode(canonicalString(options));
  } catch {
    return { ok: false, reason: 'malformed' };
  }
  const sentAt = Number(timestamp);
  const maxSkewMs = options.maxSkewMs ?? MAX_SIGNATURE_SKEW_MS;
  const now = (options.now ?? Date.now)();
  if (Math.abs(now - sentAt) > maxSkewMs || sentAt < (options.notBefore ?? 0)) {
    return { ok: false, reason: 'stale-timestamp' };
  }
  const valid = await webCrypto.subtle.verify('HMAC', await hmacKey(options.key, webCrypto), mac, data);
  if (!valid) return { ok: false, reason: 'bad-signature' };
  // After sentAt + maxSkewMs the timestamp check rejects a replay by itself.
  const fresh = await options.nonceStore.checkAndAdd(options.nonce, sentAt + maxSkewMs, now);
  if (fresh === 'full') return { ok: false, reason: 'busy' };
  return fresh ? { ok: true } : { ok: false, reason: 'reused-nonce' };
}
