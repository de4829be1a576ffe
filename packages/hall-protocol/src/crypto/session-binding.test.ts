import { createECDH, hkdfSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCipher } from './cipher';
import {
  acceptSessionBinding,
  BOUND_SESSION_KEY_SALT,
  createSessionKeyPair,
  deriveBoundSessionKey,
  exportSessionPublicKey,
  importSessionPublicKey,
} from './session-binding';

const base64url = (bytes: Uint8Array) => Buffer.from(bytes).toString('base64url');

describe('createSessionKeyPair', () => {
  describe('when a client makes its key pair', () => {
    it('makes an ECDH P-256 pair whose private key cannot be exported', async () => {
      const { privateKey, publicKey } = await createSessionKeyPair();
      expect(privateKey.extractable).toBe(false);
      expect(privateKey.algorithm).toMatchObject({ name: 'ECDH', namedCurve: 'P-256' });
      await expect(crypto.subtle.exportKey('pkcs8', privateKey)).rejects.toThrow();
      await expect(crypto.subtle.exportKey('jwk', privateKey)).rejects.toThrow();
      expect(publicKey.type).toBe('public');
    });
  });
});

describe('exportSessionPublicKey', () => {
  describe('when a public key goes on the wire', () => {
    it('is base64url without padding of the 65-byte uncompressed point', async () => {
      const { publicKey } = await createSessionKeyPair();
      const text = await exportSessionPublicKey(publicKey);
      expect(text).toMatch(/^[A-Za-z0-9_-]{87}$/);
      const raw = new Uint8Array(await crypto.subtle.exportKey('raw', publicKey));
      expect(text).toBe(base64url(raw));
      expect(raw[0]).toBe(4);
    });
  });
});

describe('deriveBoundSessionKey', () => {
  describe('when the client and the hall each take their half', () => {
    it('gives both the same 32-byte key, which keys a cipher both can use', async () => {
      const pair = await createSessionKeyPair();
      const clientKey = await exportSessionPublicKey(pair.publicKey);
      const hall = await acceptSessionBinding(clientKey, 'st_session-1');
      const client = await deriveBoundSessionKey(pair.privateKey, hall.hallKey, 'st_session-1');
      expect(client).toHaveLength(32);
      expect(client).toEqual(hall.key);
      const sealed = await createCipher({ key: hall.key }).encrypt('{"gold":1}');
      expect(await createCipher({ key: client }).decrypt(sealed)).toBe('{"gold":1}');
    });

    it('is HKDF-SHA256 of the ECDH secret with the documented salt and the token as info', async () => {
      const hall = createECDH('prime256v1');
      hall.generateKeys();
      const pair = await createSessionKeyPair();
      const clientRaw = new Uint8Array(await crypto.subtle.exportKey('raw', pair.publicKey));
      const shared = hall.computeSecret(clientRaw);
      const expected = new Uint8Array(hkdfSync('sha256', shared, BOUND_SESSION_KEY_SALT, 'st_known', 32));
      const hallKey = base64url(hall.getPublicKey());
      expect(await deriveBoundSessionKey(pair.privateKey, hallKey, 'st_known')).toEqual(expected);
    });

    it('gives another key for another token or another client key pair', async () => {
      const pair = await createSessionKeyPair();
      const other = await createSessionKeyPair();
      const clientKey = await exportSessionPublicKey(pair.publicKey);
      const { hallKey, key } = await acceptSessionBinding(clientKey, 'st_a');
      expect(await deriveBoundSessionKey(pair.privateKey, hallKey, 'st_b')).not.toEqual(key);
      expect(await deriveBoundSessionKey(other.privateKey, hallKey, 'st_a')).not.toEqual(key);
    });
  });

  describe('when the token is empty', () => {
    it('rejects with a TypeError', async () => {
      const pair = await createSessionKeyPair();
      const { hallKey } = await acceptSessionBinding(await exportSessionPublicKey(pair.publicKey), 't');
      await expect(deriveBoundSessionKey(pair.privateKey, hallKey, '')).rejects.toThrow(TypeError);
    });
  });
});

describe('importSessionPublicKey', () => {
  describe('when the text is not a P-256 public key', () => {
    it.each([
      ['too short', 'BAbc'],
      ['padded', `${'A'.repeat(86)}=`],
      ['standard base64', `${'A'.repeat(86)}+`],
      ['not a string', 42 as never],
    ])('rejects %s with a TypeError', async (_, text) => {
      await expect(importSessionPublicKey(text)).rejects.toThrow(TypeError);
    });

    it('rejects a point that is not on the curve', async () => {
      const off = new Uint8Array(65).fill(7);
      off[0] = 4;
      await expect(importSessionPublicKey(base64url(off))).rejects.toThrow();
    });

    it('refuses to accept a binding for it', async () => {
      await expect(acceptSessionBinding(`B${'A'.repeat(86)}`, 'st_x')).rejects.toThrow();
    });
  });
});
