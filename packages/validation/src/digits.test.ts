import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, textAround } from './arbitraries.test-util';
import { validateCpf, validatePayPassword, validatePhone } from './digits';

const digitsAndMore = [...'0123456789', 'a', ' ', '-', '.', '٣'];

describe('validateCpf', () => {
  describe('when the value is 1 to 11 digits', () => {
    it('passes', () => {
      expect(validateCpf('1')).toEqual({ ok: true });
      expect(validateCpf('12345678901')).toEqual({ ok: true });
    });
  });

  describe('when it is empty, too long or not digits', () => {
    it('fails with the cpf code and range', () => {
      expect(validateCpf('')).toEqual({ ok: false, code: 'validation.cpf', params: { min: 1, max: 11 } });
      expect(validateCpf('123456789012')).toMatchObject({ code: 'validation.cpf' });
      expect(validateCpf('123.456.789-01')).toMatchObject({ code: 'validation.cpf' });
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      const oracle = /^\d{1,11}$/;
      fc.assert(
        fc.property(textAround(oracle, digitsAndMore, 14), (text) => {
          expect(validateCpf(text).ok).toBe(oracle.test(text));
        }),
        runs,
      );
    });
  });
});

describe('validatePayPassword', () => {
  describe('when the value is exactly 6 digits', () => {
    it('passes', () => {
      expect(validatePayPassword('000000')).toEqual({ ok: true });
      expect(validatePayPassword(123456)).toEqual({ ok: true });
    });
  });

  describe('when it has another length or a non-digit', () => {
    it('fails with the length', () => {
      expect(validatePayPassword('12345')).toEqual({
        ok: false,
        code: 'validation.payPassword',
        params: { length: 6 },
      });
      expect(validatePayPassword('12345a')).toMatchObject({ code: 'validation.payPassword' });
    });
  });

  describe('when the site sets another length', () => {
    it('uses it, and throws on a length below 1', () => {
      expect(validatePayPassword('1234', { length: 4 })).toEqual({ ok: true });
      expect(validatePayPassword('123456', { length: 4 })).toMatchObject({ params: { length: 4 } });
      expect(() => validatePayPassword('1', { length: 0 })).toThrow(RangeError);
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      const oracle = /^\d{6}$/;
      fc.assert(
        fc.property(textAround(oracle, digitsAndMore, 8), (text) => {
          expect(validatePayPassword(text).ok).toBe(oracle.test(text));
        }),
        runs,
      );
    });
  });
});

describe('validatePhone', () => {
  describe('when the value is 6 to 12 digits', () => {
    it('passes', () => {
      expect(validatePhone('123456')).toEqual({ ok: true });
      expect(validatePhone('123456789012')).toEqual({ ok: true });
    });
  });

  describe('when it is out of range or holds a non-digit', () => {
    it('fails with the range', () => {
      expect(validatePhone('12345')).toEqual({
        ok: false,
        code: 'validation.phone',
        params: { min: 6, max: 12 },
      });
      expect(validatePhone('1234567890123')).toMatchObject({ code: 'validation.phone' });
      expect(validatePhone('+8613800')).toMatchObject({ code: 'validation.phone' });
    });
  });

  describe('when the site sets another range', () => {
    it('uses it, and throws on a range that cannot hold', () => {
      expect(validatePhone('1234', { min: 4 })).toEqual({ ok: true });
      expect(validatePhone('123', { min: 4 })).toMatchObject({ params: { min: 4, max: 12 } });
      expect(() => validatePhone('1234', { min: 4, max: 3 })).toThrow(RangeError);
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      const oracle = /^\d{6,12}$/;
      fc.assert(
        fc.property(textAround(oracle, digitsAndMore, 14), (text) => {
          expect(validatePhone(text).ok).toBe(oracle.test(text));
        }),
        runs,
      );
    });
  });
});
