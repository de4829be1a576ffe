import { keyBytes, utf8Encode, type KeyInput } from './bytes';

/** HKDF salt and info of the session key: part of the wire format, never change them silently. */
export const SESSION_KEY_SALT = 'lobbykit/hall/session-key/v1';
export const SESSION_KEY_INFO = 'encryptString';

export interface DeriveSessionKeyOptions {
  /** @default 'lobbykit/hall/session-key/v1' */
  salt?: KeyInput;
  /** @default 'encryptString' */
  info?: KeyInput;
  /** WebCrypto implementation. @default globalThis.crypto */
  crypto?: Crypto;
}

/**
 * Derives the 32-byte AES-GCM key used after login: HKDF-SHA256 over the session secret
 * (the `token` the server returned at login).
 */
export async function deriveSessionKey(secret: KeyInput, options: DeriveSessionKeyOptions = {}): Promise<Uint8Array> {
  const ikm = keyBytes(secret, 'deriveSessionKey: secret');
  if (ikm.length === 0) throw new TypeError('deriveSessionKey: the secret is empty');
  const subtle = (options.crypto ?? globalThis.crypto).subtle;
  const base = await subtle.importKey('raw', ikm, 'HKDF', false, ['deriveBits']);
  const bits = await subtle.deriveBits(
    {
      name: 'HKDF',
      hash: 'SHA-256',
      salt: keyBytes(options.salt ?? utf8Encode(SESSION_KEY_SALT), 'deriveSessionKey: salt'),
      info: keyBytes(options.info ?? utf8Encode(SESSION_KEY_INFO), 'deriveSessionKey: info'),
    },
    base,
    256,
  );
  return new Uint8Array(bits);
}
