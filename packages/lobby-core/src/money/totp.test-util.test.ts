import { describe, expect, it } from 'vitest';
import { authenticatorCode } from './totp.test-util';

// RFC 6238 appendix B, SHA-1: the secret "12345678901234567890" (base32 below), 8 digits there;
// an authenticator shows the last 6.
const RFC_SECRET = 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ';

describe('authenticatorCode', () => {
  describe('when the RFC test vectors are computed', () => {
    it.each([
      [59_000, '287082'],
      [1_111_111_109_000, '081804'],
      [1_111_111_111_000, '050471'],
      [1_234_567_890_000, '005924'],
      [2_000_000_000_000, '279037'],
    ])('at %d ms shows %s', (atMs, code) => {
      expect(authenticatorCode(RFC_SECRET, atMs)).toBe(code);
    });
  });
});
