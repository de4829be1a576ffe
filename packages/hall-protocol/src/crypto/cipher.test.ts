import CryptoJS from 'crypto-js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes } from './base64';
import { createCipher } from './cipher';
import { CipherError } from './errors';

const key16 = 'k'.repeat(16);
const key32 = new Uint8Array(32).map((_, i) => i);

const toWords = (bytes: Uint8Array) => CryptoJS.enc.Hex.parse(Buffer.from(bytes).toString('hex'));

/** Everything a caller (or a peer it passes the error on to) could tell one decrypt failure from another by. */
async function failureOf(decrypting: Promise<string>) {
  const error: unknown = await decrypting.then(
    () => expect.unreachable('decrypt should have rejected'),
    (rejected: unknown) => rejected,
  );
  const { name, message, reason, cause } = error as CipherError;
  return {
    isCipherError: error instanceof CipherError,
    name,
    message,
    reason,
    cause,
    own: Object.keys(error as object),
  };
}

describe('createCipher', () => {
  describe('when the options are wrong', () => {
    it('rejects a key of the wrong length with a RangeError', () => {
      expect(() => createCipher({ key: 'short' })).toThrow(RangeError);
      expect(() => createCipher({ key: new Uint8Array(24) })).toThrow(/16 or 32 bytes/);
    });

    it('rejects an unknown kind, a missing object and a bad padding with a TypeError', () => {
      expect(() => createCipher({ kind: 'rot13' as never, key: key16 })).toThrow(TypeError);
      expect(() => createCipher(null as never)).toThrow(TypeError);
      expect(() =>
        createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16, padding: 'ansi' as never }),
      ).toThrow(TypeError);
    });

    it('rejects a legacy iv that is not 16 bytes', () => {
      expect(() => createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: 'x' })).toThrow(RangeError);
    });
  });
});

describe('aes-gcm cipher', () => {
  describe('when encrypting any text', () => {
    it('round trips (property)', async () => {
      const cipher = createCipher({ key: key32 });
      await fc.assert(
        fc.asyncProperty(fc.string({ unit: 'grapheme', maxLength: 200 }), async (text) => {
          expect(await cipher.decrypt(await cipher.encrypt(text))).toBe(text);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('when encrypting the same text twice', () => {
    it('uses a fresh IV, so the outputs differ', async () => {
      const cipher = createCipher({ key: key16 });
      const [a, b] = await Promise.all([cipher.encrypt('{"a":1}'), cipher.encrypt('{"a":1}')]);
      expect(a).not.toBe(b);
      expect(base64ToBytes(a).subarray(0, 12)).not.toEqual(base64ToBytes(b).subarray(0, 12));
    });
  });

  describe('when another party reads the output with raw WebCrypto', () => {
    it('is base64(iv[12] || ciphertext || tag[16])', async () => {
      const cipher = createCipher({ key: key32 });
      const text = '{"amount":"12.50","note":"héllo"}';
      const bytes = base64ToBytes(await cipher.encrypt(text));
      expect(bytes.length).toBe(12 + Buffer.byteLength(text) + 16);
      const raw = await crypto.subtle.importKey('raw', key32, 'AES-GCM', false, ['decrypt']);
      const plain = await crypto.subtle.decrypt(
        { name: 'AES-GCM', iv: bytes.slice(0, 12) },
        raw,
        bytes.slice(12),
      );
      expect(new TextDecoder().decode(plain)).toBe(text);
    });
  });

  describe('when the message is wrong', () => {
    it('rejects another key’s message with a CipherError', async () => {
      const sealed = await createCipher({ key: key32 }).encrypt('secret');
      const other = createCipher({ key: new Uint8Array(32) });
      await expect(other.decrypt(sealed)).rejects.toMatchObject({
        name: 'CipherError',
        reason: 'undecryptable',
      });
    });

    it('rejects a tampered message', async () => {
      const cipher = createCipher({ key: key32 });
      const bytes = base64ToBytes(await cipher.encrypt('pay 10'));
      bytes[14]! ^= 1;
      await expect(cipher.decrypt(Buffer.from(bytes).toString('base64'))).rejects.toBeInstanceOf(CipherError);
    });

    it('rejects text that is not base64 or too short with the same error', async () => {
      const cipher = createCipher({ key: key32 });
      await expect(cipher.decrypt('not base64!')).rejects.toMatchObject({ reason: 'undecryptable' });
      await expect(cipher.decrypt('AAAA')).rejects.toMatchObject({ reason: 'undecryptable' });
    });

    it('fails a bad tag, a short text and a plaintext that is not UTF-8 with one indistinguishable error', async () => {
      const cipher = createCipher({ key: key32 });
      const iv = new Uint8Array(12).fill(3);
      const raw = await crypto.subtle.importKey('raw', key32, 'AES-GCM', false, ['encrypt']);
      const notUtf8 = new Uint8Array(
        await crypto.subtle.encrypt({ name: 'AES-GCM', iv }, raw, new Uint8Array([0xff, 0xfe])),
      );
      const tampered = await cipher.encrypt('pay 10');
      const failures = [
        await failureOf(cipher.decrypt(Buffer.concat([iv, notUtf8]).toString('base64'))),
        await failureOf(
          cipher.decrypt(tampered.slice(0, -4) + (tampered.endsWith('AAAA') ? 'BBBB' : 'AAAA')),
        ),
        await failureOf(cipher.decrypt('AAAA')),
        await failureOf(cipher.decrypt('not base64!')),
      ];
      for (const failure of failures) expect(failure).toEqual(failures[0]);
      expect(failures[0]).toMatchObject({ isCipherError: true, reason: 'undecryptable' });
    });
  });

  describe('when the caller mutates its key array afterwards', () => {
    it('keeps using the key it was given', async () => {
      const key = new Uint8Array(16).fill(7);
      const cipher = createCipher({ key });
      key.fill(0);
      const sealed = await cipher.encrypt('x');
      expect(await createCipher({ key: new Uint8Array(16).fill(7) }).decrypt(sealed)).toBe('x');
    });
  });
});

describe('aes-cbc-legacy cipher', () => {
  const keyArb = fc.oneof(
    fc.uint8Array({ minLength: 16, maxLength: 16 }),
    fc.uint8Array({ minLength: 32, maxLength: 32 }),
  );
  const ivArb = fc.uint8Array({ minLength: 16, maxLength: 16 });

  describe('when compared with crypto-js', () => {
    it('matches byte for byte and reads crypto-js output, both paddings (property)', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.string({ unit: 'grapheme', maxLength: 120 }),
          keyArb,
          ivArb,
          fc.constantFrom('zero' as const, 'pkcs7' as const),
          async (raw, key, iv, padding) => {
            // Zero padding cannot carry trailing NUL characters, in crypto-js or here.
            const text = padding === 'zero' ? raw.replace(/\0+$/, '') : raw;
            const cipher = createCipher({ kind: 'aes-cbc-legacy', key, iv, padding });
            const oracle = CryptoJS.AES.encrypt(CryptoJS.enc.Utf8.parse(text), toWords(key), {
              iv: toWords(iv),
              mode: CryptoJS.mode.CBC,
              padding: padding === 'zero' ? CryptoJS.pad.ZeroPadding : CryptoJS.pad.Pkcs7,
            }).toString();
            expect(await cipher.encrypt(text)).toBe(oracle);
            expect(await cipher.decrypt(oracle)).toBe(text);
          },
        ),
        { numRuns: 1000 },
      );
    });

    it('matches with a SHA-256 key derivation, a 24-byte key and hex output', async () => {
      const text = '{"username":"player01","password":"secret"}';
      const options = { iv: CryptoJS.enc.Utf8.parse('0102030405060708'), mode: CryptoJS.mode.CBC };
      const sha = createCipher({
        kind: 'aes-cbc-legacy',
        key: 'site-key',
        iv: '0102030405060708',
        keyDerivation: 'sha256',
      });
      expect(await sha.encrypt(text)).toBe(
        CryptoJS.AES.encrypt(text, CryptoJS.SHA256('site-key'), {
          ...options,
          padding: CryptoJS.pad.Pkcs7,
        }).toString(),
      );
      const hex = createCipher({
        kind: 'aes-cbc-legacy',
        key: 'k'.repeat(24),
        iv: '0102030405060708',
        padding: 'zero',
        encoding: 'hex',
      });
      const expected = CryptoJS.AES.encrypt(text, CryptoJS.enc.Utf8.parse('k'.repeat(24)), {
        ...options,
        padding: CryptoJS.pad.ZeroPadding,
      }).ciphertext.toString(CryptoJS.enc.Hex);
      expect(await hex.encrypt(text)).toBe(expected);
      expect(await hex.decrypt(expected)).toBe(text);
    });

    it('accepts a custom key derivation', async () => {
      const cipher = createCipher({
        kind: 'aes-cbc-legacy',
        key: 'abc',
        iv: '0102030405060708',
        keyDerivation: (k) => new Uint8Array(16).map((_, i) => k[i % k.length]!),
      });
      const key = CryptoJS.enc.Utf8.parse('abcabcabcabcabca');
      const expected = CryptoJS.AES.encrypt('hi', key, {
        iv: CryptoJS.enc.Utf8.parse('0102030405060708'),
      }).toString();
      expect(await cipher.encrypt('hi')).toBe(expected);
    });
  });

  describe('when encrypting the same text twice', () => {
    it('gives the same output (the fixed IV of the older dialect)', async () => {
      const cipher = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16 });
      expect(await cipher.encrypt('same')).toBe(await cipher.encrypt('same'));
    });
  });

  describe('when the message is wrong', () => {
    it('rejects a wrong key with a CipherError, not a crash', async () => {
      const sealed = await createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16 }).encrypt(
        'hello world',
      );
      const other = createCipher({ kind: 'aes-cbc-legacy', key: 'z'.repeat(16), iv: key16 });
      await expect(other.decrypt(sealed)).rejects.toBeInstanceOf(CipherError);
    });

    it('rejects a ciphertext that is not whole blocks, and bad hex', async () => {
      const cipher = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16, padding: 'zero' });
      await expect(cipher.decrypt('AAAA')).rejects.toMatchObject({ reason: 'undecryptable' });
      const hex = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16, encoding: 'hex' });
      await expect(hex.decrypt('zz')).rejects.toMatchObject({ reason: 'undecryptable' });
    });

    it('fails a bad padding, a plaintext that is not UTF-8 and a broken text with one indistinguishable error (no padding oracle)', async () => {
      const words = { key: CryptoJS.enc.Utf8.parse(key16), iv: CryptoJS.enc.Utf8.parse(key16) };
      const seal = (hex: string, padding: typeof CryptoJS.pad.Pkcs7) =>
        CryptoJS.AES.encrypt(CryptoJS.enc.Hex.parse(hex), words.key, {
          iv: words.iv,
          mode: CryptoJS.mode.CBC,
          padding,
        }).toString();
      // A block that decrypts to sixteen zero bytes: its last byte is no PKCS#7 padding.
      const badPadding = seal('00'.repeat(16), CryptoJS.pad.NoPadding);
      // Padded correctly, but the plaintext is not UTF-8.
      const notUtf8 = seal('fffe', CryptoJS.pad.Pkcs7);
      const pkcs7 = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16 });
      const zero = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16, padding: 'zero' });
      const hex = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16, encoding: 'hex' });
      const failures = [
        await failureOf(pkcs7.decrypt(badPadding)),
        await failureOf(pkcs7.decrypt(notUtf8)),
        await failureOf(pkcs7.decrypt('AAAA')),
        await failureOf(pkcs7.decrypt('not base64!')),
        await failureOf(zero.decrypt(seal('fffe', CryptoJS.pad.ZeroPadding))),
        await failureOf(hex.decrypt('zz')),
      ];
      for (const failure of failures) expect(failure).toEqual(failures[0]);
      expect(failures[0]).toMatchObject({ isCipherError: true, reason: 'undecryptable' });
    });

    it('rejects a derived key of the wrong length', async () => {
      const cipher = createCipher({
        kind: 'aes-cbc-legacy',
        key: 'a',
        iv: key16,
        keyDerivation: () => new Uint8Array(5),
      });
      await expect(cipher.encrypt('x')).rejects.toThrow(RangeError);
    });
  });

  describe('when the text is empty and padding is zero', () => {
    it('gives an empty ciphertext like crypto-js and reads it back', async () => {
      const cipher = createCipher({ kind: 'aes-cbc-legacy', key: key16, iv: key16, padding: 'zero' });
      expect(await cipher.encrypt('')).toBe('');
      expect(await cipher.decrypt('')).toBe('');
    });
  });
});
