import { createHash, webcrypto } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { base64Url, createPkcePair, pkceChallengeOf, randomUrlSafe } from './third-party-pkce';

const crypto = webcrypto as unknown as Crypto;

describe('PKCE', () => {
  describe('when a pair is made', () => {
    it('has a 43-character base64url verifier and its S256 challenge', async () => {
      const pair = await createPkcePair(crypto);
      expect(pair.verifier).toMatch(/^[A-Za-z0-9_-]{43}$/);
      expect(pair.method).toBe('S256');
      expect(pair.challenge).toBe(createHash('sha256').update(pair.verifier).digest('base64url'));
    });

    it('makes a different verifier each time', async () => {
      const [first, second] = await Promise.all([createPkcePair(crypto), createPkcePair(crypto)]);
      expect(first.verifier).not.toBe(second.verifier);
    });
  });

  describe('when the challenge of RFC 7636 appendix B is computed', () => {
    it('matches the RFC', async () => {
      await expect(pkceChallengeOf(crypto, 'dBjftJeZ4CVP-mB92K27uhbUJU1p1r_wW1gFWFOEjXk')).resolves.toBe(
        'E9Melhoa2OwvFrEMTJguCHaoeK1t8URWbuGJSstw-cM',
      );
    });
  });

  describe('when bytes are written as base64url', () => {
    it('uses - and _ and drops the padding', () => {
      expect(base64Url(new Uint8Array([0xfb, 0xff, 0xfe]))).toBe('-__-');
      expect(base64Url(new Uint8Array([1]))).toBe('AQ');
    });

    it('gives random values of the asked length', () => {
      expect(randomUrlSafe(crypto, 16)).toMatch(/^[A-Za-z0-9_-]{22}$/);
    });
  });
});
