import { describe, expect, it } from 'vitest';
import { checkField, visibleFields, type AuthFormState, type AuthLayout } from './auth-rules';
import { fieldOfCode } from './error-fields';

const plain: Omit<AuthLayout, 'mode' | 'method'> = {
  withAreaCodes: false,
  withCurrency: false,
  withInviteCode: false,
};

const empty: AuthFormState = {
  username: '',
  password: '',
  confirmPassword: '',
  areaCode: '',
  phone: '',
  email: '',
  code: '',
  inviteCode: '',
  currency: '',
  agreed: false,
};

const context = { mode: 'register', label: (field: string) => `<${field}>` } as const;

describe('visibleFields', () => {
  describe('when logging in', () => {
    it.each([
      ['account', ['username', 'password']],
      ['phone', ['phone', 'password']],
      ['email', ['email', 'password']],
    ] as const)('by %s shows %j', (method, fields) => {
      expect(visibleFields({ ...plain, mode: 'login', method })).toEqual(fields);
    });
  });

  describe('when signing up', () => {
    it('proves the phone with a code first, then names the account, then the extras and the agreement', () => {
      expect(
        visibleFields({
          mode: 'register',
          method: 'phone',
          withAreaCodes: true,
          withCurrency: true,
          withInviteCode: true,
        }),
      ).toEqual([
        'areaCode',
        'phone',
        'code',
        'username',
        'password',
        'confirmPassword',
        'currency',
        'inviteCode',
        'agreement',
      ]);
    });

    it('asks no code for an account', () => {
      expect(visibleFields({ ...plain, mode: 'register', method: 'account' })).toEqual([
        'username',
        'password',
        'confirmPassword',
        'agreement',
      ]);
    });
  });
});

describe('checkField', () => {
  describe('when a field is empty', () => {
    it('asks for it by its name', () => {
      expect(checkField('code', empty, context)).toEqual({
        key: 'validation.required',
        params: { item: '<code>' },
      });
    });
  });

  describe('when the player typed around the value', () => {
    it('judges the username and e-mail trimmed, the password as typed', () => {
      const state = { ...empty, username: ' player01 ', email: ' a@b.co ', password: ' abc12 ' };
      expect(checkField('username', state, context)).toBeUndefined();
      expect(checkField('email', state, context)).toBeUndefined();
      expect(checkField('password', state, context)?.key).toBe('validation.password.specialChar');
    });
  });

  describe('when logging in', () => {
    it('takes a password without the sign-up’s mix rule', () => {
      const state = { ...empty, password: 'abcdefgh' };
      expect(checkField('password', state, { ...context, mode: 'login' })).toBeUndefined();
      expect(checkField('password', state, context)?.key).toBe('validation.password.mix');
    });
  });
});

describe('fieldOfCode', () => {
  it.each([
    ['1011', 'password'],
    ['1013', 'username'],
    ['1323', 'username'],
    ['4024', 'password'],
    ['4040', 'password'],
    ['4042', 'password'],
    ['2005', 'form'],
    ['1101', 'code'],
    ['1216', 'phone'],
    ['1127', 'captcha'],
    ['9999', 'form'],
    ['toString', 'form'],
  ] as const)('places %s at %s', (code, field) => {
    expect(fieldOfCode(code)).toBe(field);
  });
});
