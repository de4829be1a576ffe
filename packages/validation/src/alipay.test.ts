import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { validateAlipayAccount } from './alipay';
import { runs, stringOf } from './arbitraries.test-util';

const oracle =
  /^(?:1\d{10}|[A-Za-z0-9_%+-]+(?:\.[A-Za-z0-9_%+-]+)*@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,})$/;

describe('validateAlipayAccount', () => {
  describe('when the value is an 11-digit number starting with 1', () => {
    it('passes', () => {
      expect(validateAlipayAccount('13800138000')).toEqual({ ok: true });
    });
  });

  describe('when the value is an e-mail-like address', () => {
    it('passes, also beyond 50 characters', () => {
      expect(validateAlipayAccount('shop@example.com')).toEqual({ ok: true });
      expect(validateAlipayAccount(`${'a'.repeat(60)}@example.com`)).toEqual({ ok: true });
    });
  });

  describe('when it is neither', () => {
    it('fails with the Alipay remark code', () => {
      for (const text of ['23800138000', '1380013800', '138001380001', 'shop@', '']) {
        expect(validateAlipayAccount(text), text).toEqual({
          ok: false,
          code: 'validation.alipay',
          params: {},
        });
      }
    });
  });

  describe('when compared with the oracle regex', () => {
    it('agrees on every input', () => {
      fc.assert(
        fc.property(
          fc.oneof(
            fc.stringMatching(oracle),
            stringOf([...'0123456789'], 12),
            stringOf([...'1a.@-c_m '], 16),
          ),
          (text) => {
            expect(validateAlipayAccount(text).ok).toBe(oracle.test(text));
          },
        ),
        runs,
      );
    });
  });
});
