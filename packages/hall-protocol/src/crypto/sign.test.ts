import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createMemoryNonceStore } from './nonce-store';
import { canonicalString, importSigningKey, sign, verify, type SignedParts } from './sign';

const parts: SignedParts = {
  method: 'post',
  path: '/hall/home/login',
  timestamp: 1_700_000_000_000,
  nonce: '0f1e2d3c4b5a69788796a5b4c3d2e1f0',
  siteCode: 'a1',
  requestId: '9a8b7c6d5e4f30211203f4e5d6c7b8a9',
  body: '{"encryptString":"abc"}',
};
const key = 'site-static-key-0123456789abcdef';
const now = () => 1_700_000_000_000;

describe('canonicalString', () => {
  describe('when given the parts', () => {
    it('joins method (upper case), path, timestamp, nonce, site code, request id and body with \\n', () => {
      expect(canonicalString(parts)).toBe(
        'POST\n/hall/home/login\n1700000000000\n0f1e2d3c4b5a69788796a5b4c3d2e1f0\na1\n9a8b7c6d5e4f30211203f4e5d6c7b8a9\n{"encryptString":"abc"}',
      );
    });

    it('signs a missing request id as an empty line', () => {
      expect(canonicalString({ ...parts, requestId: '' })).toBe(
        'POST\n/hall/home/login\n1700000000000\n0f1e2d3c4b5a69788796a5b4c3d2e1f0\na1\n\n{"encryptString":"abc"}',
      );
    });
  });

  describe('when the request carries a client key', () => {
    it('signs it on its own line after the request id, and leaves the line out without one', () => {
      expect(canonicalString({ ...parts, clientKey: 'BAbc-_' })).toBe(
        'POST\n/hall/home/login\n1700000000000\n0f1e2d3c4b5a69788796a5b4c3d2e1f0\na1\n9a8b7c6d5e4f30211203f4e5d6c7b8a9\nBAbc-_\n{"encryptString":"abc"}',
      );
      expect(canonicalString({ ...parts, clientKey: '' })).toBe(canonicalString(parts));
    });

    it('gives a signature that a request with another client key does not match', async () => {
      const signature = await sign({ key, ...parts, clientKey: 'BAbc' });
      const nonceStore = createMemoryNonceStore();
      const swapped = { key, ...parts, clientKey: 'BXyz', signature, nonceStore, now };
      expect(await verify(swapped)).toEqual({ ok: false, reason: 'bad-signature' });
      expect(await verify({ ...swapped, clientKey: 'BAbc' })).toEqual({ ok: true });
    });
  });

  describe('when a field before the body has a line break', () => {
    it('throws a TypeError', () => {
      expect(() => canonicalString({ ...parts, nonce: 'a\nb' })).toThrow(TypeError);
      expect(() => canonicalString({ ...parts, requestId: 'a\nb' })).toThrow(TypeError);
    });
  });
});

describe('sign', () => {
  describe('when signing', () => {
    it('matches the known answer computed by Node’s HMAC', async () => {
      const oracle = createHmac('sha256', key)
        .update(
          'POST\n/hall/home/login\n1700000000000\n0f1e2d3c4b5a69788796a5b4c3d2e1f0\na1\n9a8b7c6d5e4f30211203f4e5d6c7b8a9\n{"encryptString":"abc"}',
        )
        .digest('hex');
      expect(await sign({ key, ...parts })).toBe(oracle);
    });

    it('is lowercase hex HMAC-SHA256 of the canonical string', async () => {
      const expected = createHmac('sha256', key).update(canonicalString(parts)).digest('hex');
      expect(await sign({ key, ...parts })).toBe(expected);
      expect(await sign({ key: await importSigningKey(key), ...parts })).toBe(expected);
    });
  });
});

describe('verify', () => {
  const signed = async (overrides: Partial<SignedParts> = {}) => ({
    key,
    ...parts,
    ...overrides,
    signature: await sign({ key, ...parts, ...overrides }),
    nonceStore: createMemoryNonceStore({ now }),
    now,
  });

  describe('when the request is genuine', () => {
    it('accepts it', async () => {
      expect(await verify(await signed())).toEqual({ ok: true });
    });
  });

  describe('when any signed field was changed in transit', () => {
    it.each(['method', 'path', 'nonce', 'siteCode', 'requestId', 'body'] as const)(
      'rejects a changed %s',
      async (field) => {
        const options = await signed();
        expect(await verify({ ...options, [field]: `${options[field]}x` })).toEqual({
          ok: false,
          reason: 'bad-signature',
        });
      },
    );

    it('rejects a changed timestamp', async () => {
      const options = await signed();
      expect(await verify({ ...options, timestamp: 1_700_000_000_001 })).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
    });
  });

  describe('when the timestamp is outside the window', () => {
    it('rejects one too old and one too far ahead', async () => {
      const old = await signed({ timestamp: now() - 300_001 });
      expect(await verify(old)).toEqual({ ok: false, reason: 'stale-timestamp' });
      const ahead = await signed({ timestamp: now() + 300_001 });
      expect(await verify(ahead)).toEqual({ ok: false, reason: 'stale-timestamp' });
      const edge = await signed({ timestamp: now() - 300_000 });
      expect(await verify(edge)).toEqual({ ok: true });
    });

    it('rejects one signed before notBefore, and accepts one signed at it', async () => {
      const before = await signed({ timestamp: now() - 1 });
      expect(await verify({ ...before, notBefore: now() })).toEqual({ ok: false, reason: 'stale-timestamp' });
      const at = await signed({ timestamp: now() });
      expect(await verify({ ...at, notBefore: now() })).toEqual({ ok: true });
    });

    it('honours maxSkewMs', async () => {
      const options = await signed({ timestamp: now() - 2000 });
      expect(await verify({ ...options, maxSkewMs: 1000 })).toEqual({ ok: false, reason: 'stale-timestamp' });
    });
  });

  describe('when a nonce is reused', () => {
    it('rejects the replay even when the store has its own clock', async () => {
      const options = { ...(await signed()), nonceStore: createMemoryNonceStore() };
      expect(await verify(options)).toEqual({ ok: true });
      expect(await verify(options)).toEqual({ ok: false, reason: 'reused-nonce' });
    });

    it('rejects the replay', async () => {
      const options = await signed();
      expect(await verify(options)).toEqual({ ok: true });
      expect(await verify(options)).toEqual({ ok: false, reason: 'reused-nonce' });
    });

    it('refuses as busy, and applies nothing, when the store is full of live nonces', async () => {
      const nonceStore = createMemoryNonceStore({ now, maxEntries: 1 });
      expect(await verify({ ...(await signed({ nonce: 'first' })), nonceStore })).toEqual({ ok: true });
      const second = { ...(await signed({ nonce: 'second' })), nonceStore };
      expect(await verify(second)).toEqual({ ok: false, reason: 'busy' });
      expect(await verify({ ...(await signed({ nonce: 'first' })), nonceStore })).toEqual({
        ok: false,
        reason: 'reused-nonce',
      });
    });

    it('does not let a forged request burn the nonce', async () => {
      const options = await signed();
      expect(await verify({ ...options, signature: '0'.repeat(64) })).toEqual({
        ok: false,
        reason: 'bad-signature',
      });
      expect(await verify(options)).toEqual({ ok: true });
    });
  });

  describe('when the request is malformed', () => {
    it.each([
      ['a non-numeric timestamp', { timestamp: '12a' }],
      ['an empty nonce', { nonce: '' }],
      ['a short signature', { signature: 'abcd' }],
      ['a non-hex signature', { signature: 'z'.repeat(64) }],
      ['a line break in the path', { path: '/a\n/b' }],
    ])('rejects %s', async (_, overrides) => {
      const options = await signed();
      expect(await verify({ ...options, ...overrides })).toEqual({ ok: false, reason: 'malformed' });
    });
  });
});

describe('createMemoryNonceStore', () => {
  describe('when a nonce has expired', () => {
    it('forgets it and accepts it again', () => {
      let t = 0;
      const store = createMemoryNonceStore({ now: () => t });
      expect(store.checkAndAdd('n', 100)).toBe(true);
      expect(store.checkAndAdd('n', 100)).toBe(false);
      t = 100;
      expect(store.checkAndAdd('n', 200)).toBe(true);
      t = 5000;
      store.checkAndAdd('m', 6000);
      expect(store.size).toBe(1);
    });
  });

  describe('when it is full of nonces still inside their window', () => {
    it('refuses a new nonce as full and forgets none of them', () => {
      const store = createMemoryNonceStore({ now: () => 0, maxEntries: 2 });
      expect(store.checkAndAdd('a', 10)).toBe(true);
      expect(store.checkAndAdd('b', 10)).toBe(true);
      expect(store.checkAndAdd('c', 10)).toBe('full');
      expect(store.size).toBe(2);
      expect(store.checkAndAdd('a', 10)).toBe(false);
      expect(store.checkAndAdd('b', 10)).toBe(false);
    });
  });

  describe('when it is full and the oldest nonce has expired', () => {
    it('forgets the expired one to take the new one', () => {
      let t = 0;
      const store = createMemoryNonceStore({ now: () => t, maxEntries: 2 });
      store.checkAndAdd('a', 10);
      t = 5;
      store.checkAndAdd('b', 20);
      t = 10;
      expect(store.checkAndAdd('c', 30)).toBe(true);
      expect(store.size).toBe(2);
      expect(store.checkAndAdd('b', 30)).toBe(false);
    });
  });
});
