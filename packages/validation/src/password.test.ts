import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, textAround } from './arbitraries.test-util';
import { validateLoginPassword, validatePassword } from './password';

const printable = /^[\x21-\x7e]{6,16}$/;
const onlyDigits = /^\d+$/;
const onlyLetters = /^[A-Za-z]+$/;
const onlySymbols = /^[\x21-\x2f\x3a-\x40\x5b-\x60\x7b-\x7e]+$/;
const strictOracle = (text: string) =>
  printable.test(text) && !onlyDigits.test(text) && !onlyLetters.test(text) && !onlySymbols.test(text);

describe('validatePassword', () => {
  describe('when letters, digits and symbols are mixed within 6 to 16', () => {
    it('passes', () => {
      expect(validatePassword('abc123')).toEqual({ ok: true });
      expect(validatePassword('abc!@#')).toEqual({ ok: true });
      expect(validatePassword('123!@#')).toEqual({ ok: true });
      expect(validatePassword('Aa1!Aa1!Aa1!Aa1!')).toEqual({ ok: true });
    });
  });

  describe('when only one kind of character is used', () => {
    it('fails with the mix code', () => {
      expect(validatePassword('123456')).toEqual({ ok: false, code: 'validation.password.mix', params: {} });
      expect(validatePassword('abcDEF')).toMatchObject({ code: 'validation.password.mix' });
      expect(validatePassword('!@#$%^')).toMatchObject({ code: 'validation.password.mix' });
    });
  });

  describe('when the length is out of range', () => {
    it('fails with the range', () => {
      expect(validatePassword('ab12')).toEqual({
        ok: false,
        code: 'validation.password.length',
        params: { min: 6, max: 16 },
      });
      expect(validatePassword('ab12'.repeat(5))).toMatchObject({ code: 'validation.password.length' });
    });
  });

  describe('when a character is not allowed', () => {
    it('fails with special character not allowed, even when short', () => {
      expect(validatePassword('abc 123')).toEqual({
        ok: false,
        code: 'validation.password.specialChar',
        params: {},
      });
      expect(validatePassword('密码')).toMatchObject({ code: 'validation.password.specialChar' });
      expect(validatePassword('abc123\n')).toMatchObject({ code: 'validation.password.specialChar' });
    });
  });

  describe('when compared with the oracle regexes', () => {
    it('agrees on every input', () => {
      fc.assert(
        fc.property(textAround(/^[\x21-\x7e]{4,18}$/), (text) => {
          expect(validatePassword(text).ok).toBe(strictOracle(text));
        }),
        runs,
      );
    });
  });
});

describe('validateLoginPassword', () => {
  describe('when only one kind of character is used', () => {
    it('passes, since login has no mix rule', () => {
      expect(validateLoginPassword('123456')).toEqual({ ok: true });
      expect(validateLoginPassword('abcdef')).toEqual({ ok: true });
    });
  });

  describe('when the value is too short or holds a space', () => {
    it('fails with the same codes as the strict rule', () => {
      expect(validateLoginPassword('12345')).toMatchObject({ code: 'validation.password.length' });
      expect(validateLoginPassword('123 456')).toMatchObject({ code: 'validation.password.specialChar' });
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      fc.assert(
        fc.property(textAround(/^[\x21-\x7e]{4,18}$/), (text) => {
          expect(validateLoginPassword(text).ok).toBe(printable.test(text));
        }),
        runs,
      );
    });
  });
});
