import { describe, expect, it } from 'vitest';
import { base32Decode, base32Encode, totp, totpMatches } from './totp';

// RFC 6238 appendix B: the SHA-1 seed is the ASCII "12345678901234567890".
const SECRET = base32Encode(Buffer.from('12345678901234567890'));

describe('totp', () => {
  describe('when computing codes', () => {
    it('matches the RFC 6238 test vectors (last 6 digits)', () => {
      expect(totp(SECRET, 59_000)).toBe('287082');
      expect(totp(SECRET, 1_111_111_109_000)).toBe('081804');
      expect(totp(SECRET, 2_000_000_000_000)).toBe('279037');
    });

    it('accepts one period of drift and refuses two', () => {
      const now = 1_700_000_000_000;
      expect(totpMatches(SECRET, totp(SECRET, now - 30_000), now)).toBe(true);
      expect(totpMatches(SECRET, totp(SECRET, now - 60_000), now)).toBe(false);
    });
  });

  describe('when encoding base32', () => {
    it('round-trips bytes and rejects other characters', () => {
      const bytes = Uint8Array.from([0, 1, 2, 250, 251, 252, 253, 254, 255]);
      expect([...base32Decode(base32Encode(bytes))]).toEqual([...bytes]);
      expect(base32Encode(Buffer.from('foobar'))).toBe('MZXW6YTBOI');
      expect(() => base32Decode('abc1')).toThrow(/invalid character/);
    });
  });
});
