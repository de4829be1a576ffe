import type { HomeSysInfo } from '@lobbykit/contract';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { runs, textAround } from './arbitraries.test-util';
import { isFlagOn, validateStrongPassword, type StrongPasswordConfig } from './strong-password';

const symbols = '[\\x21-\\x2f\\x3a-\\x40\\x5b-\\x60\\x7b-\\x7e]';

function oracleFor(config: {
  upper: boolean;
  lower: boolean;
  digit: boolean;
  special: boolean;
  min: number;
}) {
  return new RegExp(
    '^' +
      (config.upper ? '(?=.*[A-Z])' : '') +
      (config.lower ? '(?=.*[a-z])' : '') +
      (config.digit ? '(?=.*\\d)' : '') +
      (config.special ? `(?=.*${symbols})` : '') +
      `[\\x21-\\x7e]{${config.min},16}$`,
  );
}

describe('validateStrongPassword', () => {
  describe('when the detection switch is off or the config is missing', () => {
    it('applies the strict rule', () => {
      expect(validateStrongPassword('123456', { loginPasswdStrengthDetectSwitch: 0 })).toMatchObject({
        code: 'validation.password.mix',
      });
      expect(validateStrongPassword('123456')).toMatchObject({ code: 'validation.password.mix' });
      expect(validateStrongPassword('abc123', null)).toEqual({ ok: true });
    });
  });

  describe('when the switch is on with every requirement', () => {
    const config: StrongPasswordConfig = {
      loginPasswdStrengthDetectSwitch: true,
      strongPasswdRequireUppercase: 1,
      strongPasswdRequireLowercase: '1',
      strongPasswdRequireNum: true,
      strongPasswdRequireSpecial: 'true',
      strongPasswdLength: 8,
    };

    it('names the first missing requirement', () => {
      expect(validateStrongPassword('abcdefg1!', config)).toEqual({
        ok: false,
        code: 'validation.password.uppercase',
        params: {},
      });
      expect(validateStrongPassword('ABCDEFG1!', config)).toMatchObject({
        code: 'validation.password.lowercase',
      });
      expect(validateStrongPassword('ABCDefgh!', config)).toMatchObject({
        code: 'validation.password.digit',
      });
      expect(validateStrongPassword('ABCDefgh1', config)).toMatchObject({
        code: 'validation.password.special',
      });
      expect(validateStrongPassword('ABCdef1!', config)).toEqual({ ok: true });
    });

    it('reports the configured length range', () => {
      expect(validateStrongPassword('Ab1!Ab1', config)).toEqual({
        ok: false,
        code: 'validation.password.length',
        params: { min: 8, max: 16 },
      });
    });

    it('still refuses disallowed characters first', () => {
      expect(validateStrongPassword('Ab1! Ab1!', config)).toMatchObject({
        code: 'validation.password.specialChar',
      });
    });
  });

  describe('when given the contract HomeSysInfo as parsed from the hall', () => {
    it('accepts it as the config', () => {
      const sysInfo: HomeSysInfo = {
        loginPasswdStrengthDetectSwitch: true,
        strongPasswdRequireUppercase: true,
        strongPasswdLength: 7,
      };
      expect(validateStrongPassword('abcdefg', sysInfo)).toMatchObject({
        code: 'validation.password.uppercase',
      });
      expect(validateStrongPassword('Abcdefg', sysInfo)).toEqual({ ok: true });
    });
  });

  describe('when the switch is on with no requirement', () => {
    it('accepts one kind of character, since the mix rule is replaced', () => {
      expect(validateStrongPassword('123456', { loginPasswdStrengthDetectSwitch: '1' })).toEqual({
        ok: true,
      });
    });
  });

  describe('when strongPasswdLength is missing, unreadable or too large', () => {
    it('uses 6, or clamps to 16', () => {
      const on = { loginPasswdStrengthDetectSwitch: 1 };
      expect(validateStrongPassword('12345', on)).toMatchObject({ params: { min: 6, max: 16 } });
      expect(validateStrongPassword('12345', { ...on, strongPasswdLength: 'x' })).toMatchObject({
        params: { min: 6 },
      });
      expect(validateStrongPassword('12345', { ...on, strongPasswdLength: 0 })).toMatchObject({
        params: { min: 6 },
      });
      expect(validateStrongPassword('1234567', { ...on, strongPasswdLength: '7' })).toEqual({ ok: true });
      expect(validateStrongPassword('a'.repeat(15), { ...on, strongPasswdLength: 40 })).toMatchObject({
        params: { min: 16, max: 16 },
      });
    });
  });

  describe('when compared with an oracle regex built from the config', () => {
    it('agrees on every input and config', () => {
      fc.assert(
        fc.property(
          fc.record({
            upper: fc.boolean(),
            lower: fc.boolean(),
            digit: fc.boolean(),
            special: fc.boolean(),
            min: fc.integer({ min: 1, max: 16 }),
          }),
          textAround(/^[\x21-\x7e]{1,18}$/),
          (flags, text) => {
            const config: StrongPasswordConfig = {
              loginPasswdStrengthDetectSwitch: 1,
              strongPasswdRequireUppercase: flags.upper,
              strongPasswdRequireLowercase: flags.lower ? 1 : 0,
              strongPasswdRequireNum: flags.digit ? '1' : '0',
              strongPasswdRequireSpecial: flags.special,
              strongPasswdLength: flags.min,
            };
            expect(validateStrongPassword(text, config).ok).toBe(oracleFor(flags).test(text));
          },
        ),
        runs,
      );
    });
  });
});

describe('isFlagOn', () => {
  describe('when given the hall encodings', () => {
    it('reads only true, 1, "1" and "true" as on', () => {
      expect([true, 1, '1', 'true'].map(isFlagOn)).toEqual([true, true, true, true]);
      expect([false, 0, '0', 'false', null, undefined, 2, ''].map(isFlagOn)).toEqual(Array(8).fill(false));
    });
  });
});
