/** AES-GCM on WebCrypto: base64(iv[12] || ciphertext || tag[16]), a fresh random IV per message. */
import { base64ToBytes, bytesToBase64 } from './base64';
import { keyBytes, utf8Decode, utf8Encode, type KeyInput } from './bytes';
import { CipherError } from './errors';
import type { Cipher } from './types';

const IV_BYTES = 12;
const TAG_BYTES = 16;

export function createAesGcmCipher(key: KeyInput, webCrypto: Crypto): Cipher {
  const raw = keyBytes(key, 'key');
  // AES-192 is left out on purpose: Chromium's WebCrypto rejects 192-bit AES keys.
  if (raw.length !== 16 && raw.length !== 32)
    throw new RangeError(`aes-gcm key must be 16 or 32 bytes, got ${raw.length}`);
  const subtle = webCrypto.subtle;
  let imported: Promise<CryptoKey> | undefined;
  const cryptoKey = (): Promise<CryptoKey> =>
    (imported ??= subtle.importKey('raw', raw, 'AES-GCM', false, ['encrypt', 'decrypt']));

  return {
    kind: 'aes-gcm',
    async encrypt(text) {
      const iv = webCrypto.getRandomValues(new Uint8Array(IV_BYTES));
      const sealed = await subtle.encrypt({ name: 'AES-GCM', iv }, await cryptoKey(), utf8Encode(text));
      // 12 bytes is a whole number of base64 groups, so the two encodings can be joined
      // without first copying the IV and the ciphertext into one buffer.
      return bytesToBase64(iv) + bytesToBase64(new Uint8Array(sealed));
    },
    async decrypt(text) {
      // Not base64, too short, a failed tag or plaintext that is not UTF-8: one CipherError.
      try {
        const bytes = base64ToBytes(text) as Uint8Array<ArrayBuffer>;
        if (bytes.length < IV_BYTES + TAG_BYTES) throw new CipherError();
        const iv = bytes.subarray(0, IV_BYTES);
        const plain = await subtle.decrypt(
          { name: 'AES-GCM', iv },
          await cryptoKey(),
          bytes.subarray(IV_BYTES),
        );
        return utf8Decode(new Uint8Array(plain));
      } catch {
        throw new CipherError();
      }
    },
  };
}
