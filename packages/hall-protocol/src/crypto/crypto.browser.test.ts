import { describe, expect, it } from 'vitest';
import {
  acceptSessionBinding,
  base64ToBytes,
  bytesToBase64,
  createCipher,
  createMemoryNonceStore,
  createSessionKeyPair,
  deriveBoundSessionKey,
  deriveSessionKey,
  exportSessionPublicKey,
  sign,
  verify,
} from './index';

// Reference values computed in Node with node:crypto (see cipher.test.ts and sign.test.ts for the oracles).
const KEY = 'lobbykit-test-static-key-32bytes';

describe('@lobbykit/hall-protocol/crypto in Chromium', () => {
  describe('when the runtime has no Buffer', () => {
    it('encodes base64 with the portable or native encoder', () => {
      expect((globalThis as { Buffer?: unknown }).Buffer).toBeUndefined();
      const bytes = new Uint8Array(1000).map((_, i) => (i * 7) & 255);
      expect(base64ToBytes(bytesToBase64(bytes))).toEqual(bytes);
      expect(bytesToBase64(new TextEncoder().encode('lobbykit'))).toBe('bG9iYnlraXQ=');
    });
  });

  describe('when encrypting with AES-GCM', () => {
    it('round trips with the static key and with a session key', async () => {
      const text = JSON.stringify({ username: 'player', amount: '10.00', note: 'ไทย' });
      const staticCipher = createCipher({ key: KEY });
      expect(await staticCipher.decrypt(await staticCipher.encrypt(text))).toBe(text);
      const session = createCipher({ key: await deriveSessionKey('token-abc') });
      expect(await session.decrypt(await session.encrypt(text))).toBe(text);
    });
  });

  describe('when deriving a session key', () => {
    it('gives the same bytes as Node', async () => {
      const key = await deriveSessionKey('token-abc');
      expect(bytesToBase64(key)).toBe(SESSION_KEY_OF_TOKEN_ABC);
    });
  });

  describe('when binding a session to a key pair', () => {
    it('keeps the private key unexportable and agrees on the key with the hall', async () => {
      const pair = await createSessionKeyPair();
      expect(pair.privateKey.extractable).toBe(false);
      await expect(crypto.subtle.exportKey('pkcs8', pair.privateKey)).rejects.toThrow();
      const hall = await acceptSessionBinding(await exportSessionPublicKey(pair.publicKey), 'st_browser');
      expect(await deriveBoundSessionKey(pair.privateKey, hall.hallKey, 'st_browser')).toEqual(hall.key);
    });
  });

  describe('when using the legacy dialect', () => {
    it('gives the crypto-js output', async () => {
      const cipher = createCipher({
        kind: 'aes-cbc-legacy',
        key: 'k'.repeat(16),
        iv: '0102030405060708',
        padding: 'zero',
      });
      const sealed = await cipher.encrypt('{"a":1}');
      expect(sealed).toBe(LEGACY_ZERO_OF_A1);
      expect(await cipher.decrypt(sealed)).toBe('{"a":1}');
    });
  });

  describe('when signing and verifying', () => {
    it('matches Node’s HMAC and refuses a replay', async () => {
      const parts = {
        method: 'POST',
        path: '/hall/home/login',
        timestamp: 1_700_000_000_000,
        nonce: 'n1',
        siteCode: 'a1',
        requestId: 'r1',
        body: '{}',
      };
      const signature = await sign({ key: KEY, ...parts });
      expect(signature).toBe(SIGNATURE_OF_PARTS);
      const nonceStore = createMemoryNonceStore();
      const options = { key: KEY, ...parts, signature, nonceStore, now: () => 1_700_000_000_000 };
      expect(await verify(options)).toEqual({ ok: true });
      expect(await verify(options)).toEqual({ ok: false, reason: 'reused-nonce' });
    });
  });
});

const SESSION_KEY_OF_TOKEN_ABC = 'VamrtL8on055xjcRxNo/uj1dI5jvVGE3y8QwAWBE3K8=';
const LEGACY_ZERO_OF_A1 = '0UGcwpjFrQuhSi1RHKWowQ==';
const SIGNATURE_OF_PARTS = '4145797424a69fdd4c1671887db2d34c5d2b9ca79720e4975e671d63b9bebef8';
