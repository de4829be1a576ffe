import { createAesCbcLegacyCipher } from './aes-cbc-legacy';
import { createAesGcmCipher } from './aes-gcm';
import type { Cipher, CipherOptions } from './types';

/**
 * Creates a cipher for `encryptString` bodies.
 * @example
 * const cipher = createCipher({ key: staticSiteKey });
 * const wire = await cipher.encrypt(JSON.stringify(body));
 */
export function createCipher(options: CipherOptions): Cipher {
  if (typeof options !== 'object' || options === null) {
    throw new TypeError('createCipher: options must be an object');
  }
  const webCrypto = options.crypto ?? globalThis.crypto;
  if (!webCrypto?.subtle) throw new TypeError('createCipher: this runtime has no WebCrypto (crypto.subtle)');
  const kind = options.kind ?? 'aes-gcm';
  if (kind === 'aes-gcm') return createAesGcmCipher(options.key, webCrypto);
  if (kind === 'aes-cbc-legacy') {
    return createAesCbcLegacyCipher(options as Extract<CipherOptions, { kind: 'aes-cbc-legacy' }>, webCrypto);
  }
  throw new TypeError(`createCipher: unknown kind ${String(kind)}`);
}
