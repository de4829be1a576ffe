import { describe, expect, it } from 'vitest';
import { signInFieldOfCode } from './sign-in-fields';

describe('signInFieldOfCode', () => {
  describe('when the code is one of spec §8 sign-in codes', () => {
    it.each([
      ['1011', 'password'],
      ['4024', 'password'],
      ['4040', 'password'],
      ['4042', 'password'],
      ['1013', 'username'],
      ['1323', 'username'],
      ['1216', 'phone'],
      ['1101', 'code'],
      ['1332', 'code'],
      ['1124', 'captcha'],
      ['1127', 'captcha'],
      ['2005', 'form'],
    ] as const)('puts %s next to %s', (code, field) => {
      expect(signInFieldOfCode(code)).toBe(field);
    });
  });

  describe('when the code is unknown, absent or hostile', () => {
    it.each([['9999'], [undefined], ['constructor'], ['__proto__'], ['toString']])(
      '%s goes to the top of the form',
      (code) => {
        expect(signInFieldOfCode(code)).toBe('form');
      },
    );
  });
});
