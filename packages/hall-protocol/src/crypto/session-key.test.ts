import { hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from './cipher';
import { deriveSessionKey, SESSION_KEY_INFO, SESSION_KEY_SALT } from './session-key';

describe('deriveSessionKey', () => {
  describe('when given a login token', () => {
    it('is HKDF-SHA256 with the documented salt and info, 32 bytes', async () => {
      const key = await deriveSessionKey('token-abc');
      const expected = new Uint8Array(
        hkdfSync('sha256', 'token-abc', SESSION_KEY_SALT, SESSION_KEY_INFO, 32),
      );
      expect(key).toEqual(expected);
    });

    it('gives a key both sides can use with createCipher', async () => {
      const client = createCipher({ key: await deriveSessionKey('t1') });
      const server = createCipher({ key: await deriveSessionKey(new TextEncoder().encode('t1')) });
      expect(await server.decrypt(await client.encrypt('{"x":1}'))).toBe('{"x":1}');
    });

    it('gives different keys for different secrets', async () => {
      expect(await deriveSessionKey('a')).not.toEqual(await deriveSessionKey('b'));
    });
  });

  describe('when the secret is empty or not a key', () => {
    it('rejects with a TypeError', async () => {
      await expect(deriveSessionKey('')).rejects.toThrow(TypeError);
      await expect(deriveSessionKey(42 as never)).rejects.toThrow(TypeError);
    });
  });
});
