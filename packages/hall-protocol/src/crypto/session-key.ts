import { keyBytes, type KeyInput } from './bytes';
import { hkdf } from './hkdf';

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
export async function deriveSessionKey(
  secret: KeyInput,
  {
    salt = SESSION_KEY_SALT,
    info = SESSION_KEY_INFO,
    crypto: webCrypto = globalThis.crypto,
  }: DeriveSessionKeyOptions = {},
): Promise<Uint8Array> {
  const ikm = keyBytes(secret, 'secret');
  if (!ikm.length) throw new TypeError('secret: empty');
  return hkdf(webCrypto.subtle, ikm, keyBytes(salt, 'salt'), keyBytes(info, 'info'));
}
