import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  withdrawAccountListSchema,
  withdrawInfoSchema,
  withdrawOrderSchema,
  withdrawPasswordAnswerSchema,
} from './withdraw';

describe('withdrawInfoSchema', () => {
  describe('when the info is valid', () => {
    it('reads every amount exactly', () => {
      expect(
        v.parse(withdrawInfoSchema, {
          currency: 'BRL',
          balance: '1000.10',
          withdrawable: 0,
          betRequirement: '600',
          min: '1',
          max: '50000',
          fee: { rate: '0.01', fixed: '2' },
          hasWithdrawPassword: 1,
        }),
      ).toEqual({
        currency: 'BRL',
        balance: '1000.1',
        withdrawable: '0',
        betRequirement: '600',
        min: '1',
        max: '50000',
        fee: { rate: '0.01', fixed: '2' },
        hasWithdrawPassword: true,
      });
    });
  });

  describe('when the fee is missing', () => {
    it('fails at fee', () => {
      const result = v.safeParse(withdrawInfoSchema, { currency: 'BRL', balance: '1' });
      expect(result.success).toBe(false);
    });
  });
});

describe('withdrawAccountListSchema', () => {
  describe('when the accounts are read', () => {
    it('keeps each kind and its masked number', () => {
      expect(
        v.parse(withdrawAccountListSchema, [
          { accountId: 7, kind: 'bank', name: 'Banco do Brasil', holder: 'Ana', number: '***4321' },
          { accountId: '8', kind: 'crypto', name: 'USDT-TRC20', number: 'TX9***abc' },
        ]),
      ).toEqual([
        { accountId: '7', kind: 'bank', name: 'Banco do Brasil', holder: 'Ana', number: '***4321' },
        { accountId: '8', kind: 'crypto', name: 'USDT-TRC20', holder: undefined, number: 'TX9***abc' },
      ]);
    });
  });

  describe('when an account kind is unknown', () => {
    it('fails', () => {
      expect(
        v.safeParse(withdrawAccountListSchema, [{ accountId: '1', kind: 'cheque', name: 'x', number: '1' }])
          .success,
      ).toBe(false);
    });
  });
});

describe('withdrawOrderSchema', () => {
  describe('when a withdrawal is under review', () => {
    it('reads its fee and what it pays out', () => {
      expect(
        v.parse(withdrawOrderSchema, {
          orderId: '9007199254740993011',
          kind: 'withdraw',
          amount: '100',
          currency: 'BRL',
          status: 'pending',
          createdAt: 1,
          fee: '2',
          receive: '98',
          accountId: '7',
        }),
      ).toMatchObject({ status: 'pending', fee: '2', receive: '98', accountId: '7' });
    });
  });
});

describe('withdrawPasswordAnswerSchema', () => {
  describe('when the hall says a password is set', () => {
    it('reads the flag', () => {
      expect(v.parse(withdrawPasswordAnswerSchema, { hasWithdrawPassword: 1 })).toEqual({
        hasWithdrawPassword: true,
      });
    });
  });
});
