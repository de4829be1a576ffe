/**
 * The older hall dialect: AES-CBC with a fixed IV and zero or PKCS#7 padding, byte for
 * byte what crypto-js `AES.encrypt(Utf8.parse(text), key, { iv, mode: CBC, padding })`
 * produces. Kept for backends that cannot move to AES-GCM; it has no integrity check.
 */
import { base64ToBytes, bytesToBase64 } from './base64';
import { concatBytes, fromHex, keyBytes, toHex, utf8Decode, utf8Encode } from './bytes';
import { CipherError } from './errors';
import type { AesCbcLegacyCipherOptions, Cipher } from './types';

const BLOCK = 16;
// WebCrypto always adds PKCS#7 padding; a full padding block is this. Pure, so a bundle that
// never uses the legacy dialect drops it.
const PKCS7_FULL_BLOCK = /* @__PURE__ */ new Uint8Array(BLOCK).fill(BLOCK);

export function createAesCbcLegacyCipher(options: AesCbcLegacyCipherOptions, webCrypto: Crypto): Cipher {
  const padding = options.padding ?? 'pkcs7';
  if (padding !== 'zero' && padding !== 'pkcs7') {
    throw new TypeError(`createCipher: padding must be 'zero' or 'pkcs7', got ${String(padding)}`);
  }
  const encoding = options.encoding ?? 'base64';
  if (encoding !== 'base64' && encoding !== 'hex') {
    throw new TypeError(`createCipher: encoding must be 'base64' or 'hex', got ${String(encoding)}`);
  }
  const iv = keyBytes(options.iv, 'iv');
  if (iv.length !== BLOCK) throw new RangeError(`createCipher: the iv must be 16 bytes, got ${iv.length}`);
  const configuredKey = keyBytes(options.key, 'key');
  const derivation = options.keyDerivation ?? 'raw';
  if (derivation !== 'raw' && derivation !== 'sha256' && typeof derivation !== 'function') {
    throw new TypeError(`createCipher: keyDerivation must be 'raw', 'sha256' or a function`);
  }
  if (derivation === 'raw') assertAesKeyLength(configuredKey.length);
  const subtle = webCrypto.subtle;

  let imported: Promise<CryptoKey> | undefined;
  const cryptoKey = (): Promise<CryptoKey> =>
    (imported ??= (async () => {
      let raw: Uint8Array;
      if (derivation === 'raw') raw = configuredKey;
      else if (derivation === 'sha256') raw = new Uint8Array(await subtle.digest('SHA-256', configuredKey));
      else raw = await derivation(new Uint8Array(configuredKey));
      assertAesKeyLength(raw.length);
      return subtle.importKey('raw', new Uint8Array(raw), 'AES-CBC', false, ['encrypt', 'decrypt']);
    })());

  const encode = encoding === 'hex' ? toHex : bytesToBase64;
  const decode = (text: string): Uint8Array<ArrayBuffer> => {
    if (encoding === 'hex') {
      const bytes = fromHex(text);
      if (!bytes) throw new CipherError();
      return bytes;
    }
    return decodeBase64(text);
  };

  return {
    kind: 'aes-cbc-legacy',
    async encrypt(text) {
      const key = await cryptoKey();
      const plain = utf8Encode(text);
      if (padding === 'pkcs7') {
        return encode(new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, key, plain)));
      }
      // Zero padding: pad ourselves, let WebCrypto add its PKCS#7 block, then drop that block
      // (CBC output blocks before it do not depend on what follows).
      const padded = new Uint8Array(Math.ceil(plain.length / BLOCK) * BLOCK);
      padded.set(plain);
      const sealed = new Uint8Array(await subtle.encrypt({ name: 'AES-CBC', iv }, key, padded));
      return encode(sealed.subarray(0, padded.length));
    },
    async decrypt(text) {
      const sealed = decode(text);
      if (sealed.length % BLOCK !== 0 || (padding === 'pkcs7' && sealed.length === 0)) {
        throw new CipherError();
      }
      const key = await cryptoKey();
      if (padding === 'pkcs7') {
        // A bad padding and a bad plaintext must fail alike, or they make a padding oracle.
        let plain: Uint8Array;
        try {
          plain = new Uint8Array(await subtle.decrypt({ name: 'AES-CBC', iv }, key, sealed));
        } catch {
          throw new CipherError();
        }
        return decodeText(plain);
      }
      if (sealed.length === 0) return '';
      // WebCrypto only decrypts PKCS#7: forge one more block that decrypts to a full padding
      // block (E(padding XOR last ciphertext block)), decrypt, then strip the zero padding.
      const last = sealed.subarray(sealed.length - BLOCK);
      const forged = new Uint8Array(
        await subtle.encrypt({ name: 'AES-CBC', iv: new Uint8Array(last) }, key, PKCS7_FULL_BLOCK),
      ).subarray(0, BLOCK);
      const plain = new Uint8Array(
        await subtle.decrypt({ name: 'AES-CBC', iv }, key, concatBytes(sealed, forged)),
      );
      let end = plain.length;
      while (end > 0 && plain[end - 1] === 0) end--;
      return decodeText(plain.subarray(0, end));
    },
  };
}

function assertAesKeyLength(length: number): void {
  if (length !== 16 && length !== 24 && length !== 32) {
    throw new RangeError(`createCipher: an AES key must be 16, 24 or 32 bytes, got ${length}`);
  }
}

/** `utf8Decode` that throws a `CipherError`. */
function decodeText(bytes: Uint8Array): string {
  try {
    return utf8Decode(bytes);
  } catch {
    throw new CipherError();
  }
}

/** `base64ToBytes` that throws a `CipherError`. */
function decodeBase64(text: string): Uint8Array<ArrayBuffer> {
  try {
    return base64ToBytes(text) as Uint8Array<ArrayBuffer>;
  } catch {
    throw new CipherError();
  }
}
