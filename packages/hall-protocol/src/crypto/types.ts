import type { KeyInput } from './bytes';

/** What every cipher kind offers: UTF-8 text in, base64 out, and back. */
export interface Cipher {
  readonly kind: CipherKind;
  /** Encrypts UTF-8 text; resolves to base64. */
  encrypt(text: string): Promise<string>;
  /** Decrypts base64 from `encrypt`; rejects with a `CipherError` when it cannot. */
  decrypt(text: string): Promise<string>;
}

export type CipherKind = 'aes-gcm' | 'aes-cbc-legacy';

/** How the legacy dialect turns the configured key into AES key bytes. */
export type LegacyKeyDerivation = 'raw' | 'sha256' | ((key: Uint8Array) => Uint8Array | Promise<Uint8Array>);

export interface AesGcmCipherOptions {
  /** @default 'aes-gcm' */
  kind?: 'aes-gcm';
  /**
   * 16 or 32 bytes: the site's static key before login, `deriveSessionKey(secret)` after.
   * A string is taken as its UTF-8 bytes.
   */
  key: KeyInput;
  /** WebCrypto implementation. @default globalThis.crypto */
  crypto?: Crypto;
}

export interface AesCbcLegacyCipherOptions {
  kind: 'aes-cbc-legacy';
  /** The configured key; a string is taken as its UTF-8 bytes, then `keyDerivation` applies. */
  key: KeyInput;
  /** The fixed 16-byte IV of the older dialect (a string is taken as its UTF-8 bytes). */
  iv: KeyInput;
  /**
   * `'zero'` pads with 0x00 up to the block (nothing when already aligned) and strips
   * trailing 0x00 on decrypt, as crypto-js `ZeroPadding` does; `'pkcs7'` is PKCS#7.
   * @default 'pkcs7'
   */
  padding?: 'zero' | 'pkcs7';
  /**
   * `'raw'`: the key bytes as they are (16, 24 or 32 bytes, like `CryptoJS.enc.Utf8.parse(key)`);
   * `'sha256'`: SHA-256 of the key bytes (like `CryptoJS.SHA256(key)`); or a function
   * returning 16, 24 or 32 bytes.
   * @default 'raw'
   */
  keyDerivation?: LegacyKeyDerivation;
  /** Output text encoding of the ciphertext. @default 'base64' */
  encoding?: 'base64' | 'hex';
  /** WebCrypto implementation. @default globalThis.crypto */
  crypto?: Crypto;
}

export type CipherOptions = AesGcmCipherOptions | AesCbcLegacyCipherOptions;
