import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs } from './arbitraries.test-util';
import { checkPasswordStrength, passwordStrength } from './strength';

describe('passwordStrength', () => {
  describe('when the password is common, a run or a keyboard walk', () => {
    it('scores 0', () => {
      for (const text of [
        '',
        '123456',
        'password',
        'QWERTY',
        'abcdefgh',
        '987654321',
        'aaaaaaaaaaaa',
        'asdfghjkl',
      ]) {
        expect(passwordStrength(text), text).toBe(0);
      }
    });
  });

  describe('when a common word has digits stuck on the end', () => {
    it('stays below the warning threshold', () => {
      expect(passwordStrength('password123456')).toBeLessThan(2);
      expect(passwordStrength('dragon2024!!')).toBeLessThan(2);
    });
  });

  describe('when the password is long and varied', () => {
    it('scores higher as it grows and mixes kinds', () => {
      expect(passwordStrength('hello123')).toBe(1);
      expect(passwordStrength('Tr0ub4dor')).toBe(2);
      expect(passwordStrength('Jq7vRz2pWn')).toBe(3);
      expect(passwordStrength('Xk9#mP2$vL')).toBe(4);
      expect(passwordStrength('correct horse battery staple')).toBe(4);
    });
  });

  describe('when given any text', () => {
    it('returns an integer from 0 to 4', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme', maxLength: 40 }), (text) => {
          const score = passwordStrength(text);
          expect(Number.isInteger(score) && score >= 0 && score <= 4).toBe(true);
        }),
        runs,
      );
    });

    it('never scores lower after a character unlike its neighbour is appended', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme-ascii', maxLength: 30 }), (text) => {
          // '~' after anything but '}', '~' or '\x7f' is neither a repeat, a run nor a key walk.
          fc.pre(!/[}~]$/.test(text) && text !== '' && !/^[a-z]+$/.test(text.toLowerCase()));
          expect(passwordStrength(`${text}~`)).toBeGreaterThanOrEqual(passwordStrength(text));
        }),
        runs,
      );
    });
  });

  describe('when the value is not a string', () => {
    it('scores 0 without throwing', () => {
      expect(passwordStrength(undefined)).toBe(0);
      expect(passwordStrength({})).toBe(0);
    });
  });
});

describe('checkPasswordStrength', () => {
  describe('when the score is below 2', () => {
    it('returns the weak-password warning', () => {
      expect(checkPasswordStrength('123456')).toEqual({
        ok: false,
        code: 'validation.password.weak',
        params: {},
      });
    });
  });

  describe('when the score is 2 or more', () => {
    it('passes', () => {
      expect(checkPasswordStrength('Tr0ub4dor')).toEqual({ ok: true });
    });
  });
});
