import { describe, expect, it } from 'vitest';
import { required } from './required';

describe('required', () => {
  describe('when the value is missing', () => {
    it('fails with the item name', () => {
      const rule = required('Username');
      for (const value of [undefined, null, false, '', '   ', []]) {
        expect(rule(value)).toEqual({ ok: false, code: 'validation.required', params: { item: 'Username' } });
      }
    });
  });

  describe('when the value is present', () => {
    it('passes, zero included', () => {
      const rule = required('Amount');
      for (const value of ['a', 0, true, ['x'], {}]) {
        expect(rule(value)).toEqual({ ok: true });
      }
    });
  });
});
