import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, stringOf } from './arbitraries.test-util';
import { isEmailFormat, validateEmail } from './email';

const format =
  /^[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,}$/;
const oracle = (text: string) => format.test(text) && text.length <= 50;

const emailish = fc.oneof(
  fc.stringMatching(format),
  fc.emailAddress(),
  stringOf([...'ab1Z.-_@%+ é', 'co', 'm'], 24),
  fc
    .tuple(stringOf([...'ab1.-_'], 8), stringOf([...'ab1.-@'], 10), stringOf([...'comZ1.'], 4))
    .map(([a, b, c]) => `${a}@${b}.${c}`),
);

describe('validateEmail', () => {
  describe('when the address is well formed and short enough', () => {
    it('passes', () => {
      expect(validateEmail('player@example.com')).toEqual({ ok: true });
      expect(validateEmail('first.last+tag@mail.example.co.uk')).toEqual({ ok: true });
      expect(validateEmail('a_b%c-d@x-y.io')).toEqual({ ok: true });
    });
  });

  describe('when the address is malformed', () => {
    it('fails with the format code', () => {
      for (const text of [
        '',
        'player',
        '@example.com',
        'player@',
        'player@com',
        'player@example.c',
        'player@.com',
        'player@-a.com',
        'player@a-.com',
        'pla yer@example.com',
        '.player@example.com',
        'player.@example.com',
        'pl..ayer@example.com',
        'player@exa..mple.com',
        'player@example.c0m',
        'a@b@example.com',
      ]) {
        expect(validateEmail(text), text).toEqual({ ok: false, code: 'validation.email.format', params: {} });
      }
    });
  });

  describe('when a well-formed address is longer than 50', () => {
    it('fails with the length code and the maximum', () => {
      const text = `${'a'.repeat(39)}@example.com`;
      expect(text.length).toBe(51);
      expect(validateEmail(text)).toEqual({
        ok: false,
        code: 'validation.email.length',
        params: { max: 50 },
      });
      expect(validateEmail(text.slice(1))).toEqual({ ok: true });
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      fc.assert(
        fc.property(emailish, (text) => {
          expect(validateEmail(text).ok).toBe(oracle(text));
          expect(isEmailFormat(text)).toBe(format.test(text));
        }),
        runs,
      );
    });
  });
});
