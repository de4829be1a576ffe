import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, textAround } from './arbitraries.test-util';
import { validateUsername } from './username';

const oracle = /^[A-Za-z0-9]{4,16}$/;

describe('validateUsername', () => {
  describe('when the value is letters and digits of 4 to 16', () => {
    it('passes', () => {
      expect(validateUsername('abcd')).toEqual({ ok: true });
      expect(validateUsername('Player2024')).toEqual({ ok: true });
      expect(validateUsername('a'.repeat(16))).toEqual({ ok: true });
    });
  });

  describe('when the length is out of range', () => {
    it('fails with the range in the params', () => {
      expect(validateUsername('abc')).toEqual({
        ok: false,
        code: 'validation.username.length',
        params: { min: 4, max: 16 },
      });
      expect(validateUsername('a'.repeat(17))).toMatchObject({ code: 'validation.username.length' });
      expect(validateUsername('')).toMatchObject({ code: 'validation.username.length' });
    });
  });

  describe('when a character is not a letter or digit', () => {
    it('fails with the chars code and the range', () => {
      expect(validateUsername('ab_cd')).toEqual({
        ok: false,
        code: 'validation.username.chars',
        params: { min: 4, max: 16 },
      });
      expect(validateUsername('abcé')).toMatchObject({ code: 'validation.username.chars' });
      expect(validateUsername('ab cd')).toMatchObject({ code: 'validation.username.chars' });
    });
  });

  describe('when the site sets another range', () => {
    it('uses and reports it', () => {
      expect(validateUsername('abcdef', { min: 6, max: 8 })).toEqual({ ok: true });
      expect(validateUsername('abcde', { min: 6, max: 8 })).toEqual({
        ok: false,
        code: 'validation.username.length',
        params: { min: 6, max: 8 },
      });
    });

    it('throws on a range that cannot hold', () => {
      expect(() => validateUsername('abcd', { min: 9, max: 8 })).toThrow(RangeError);
      expect(() => validateUsername('abcd', { min: 1.5 })).toThrow(/min <= max/);
    });
  });

  describe('when the value is not a string', () => {
    it('judges its text and never throws', () => {
      expect(validateUsername(12345)).toEqual({ ok: true });
      expect(validateUsername(undefined)).toMatchObject({ ok: false });
      expect(validateUsername(null)).toMatchObject({ ok: false });
      expect(validateUsername({ toString: () => 'abcd' })).toMatchObject({ ok: false });
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      fc.assert(
        fc.property(textAround(oracle), (text) => {
          expect(validateUsername(text).ok).toBe(oracle.test(text));
        }),
        runs,
      );
    });
  });
});
