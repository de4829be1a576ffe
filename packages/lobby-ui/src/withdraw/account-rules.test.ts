import { describe, expect, it } from 'vitest';
import { accountFieldsOf, accountRequestOf, checkAccountDraft, type AccountDraft } from './account-rules';

const label = (field: string) => `<${field}>`;
const bank: AccountDraft = { kind: 'bank', name: 'Banco Azul', holder: 'Ana Souza', number: '1234 5678-90' };

describe('account rules', () => {
  describe('when a bank account is complete', () => {
    it('passes, and is sent with the number’s spaces and dashes dropped', () => {
      expect(checkAccountDraft(bank, label)).toEqual({});
      expect(accountRequestOf(bank)).toEqual({
        kind: 'bank',
        name: 'Banco Azul',
        holder: 'Ana Souza',
        number: '1234567890',
      });
    });
  });

  describe('when fields are empty', () => {
    it('asks for each by its name', () => {
      expect(checkAccountDraft({ kind: 'ewallet', name: ' ', holder: '', number: '' }, label)).toEqual({
        name: { key: 'validation.required', params: { item: '<name>' } },
        holder: { key: 'validation.required', params: { item: '<holder>' } },
        number: { key: 'validation.required', params: { item: '<number>' } },
      });
    });
  });

  describe('when a value breaks its kind’s rule', () => {
    it.each([
      ['bank', '12345', 'lobby.account.numberFormat', 6, 20],
      ['bank', '12ab5678', 'lobby.account.numberFormat', 6, 20],
      ['ewallet', 'a b', 'lobby.account.walletFormat', 4, 40],
      ['crypto', 'TXyz0123456789', 'lobby.account.addressFormat', 20, 100],
      ['crypto', 'TXyz0123456789abcdef-gh', 'lobby.account.addressFormat', 20, 100],
    ] as const)('a %s number %s is refused with %s', (kind, number, key, min, max) => {
      const problems = checkAccountDraft({ kind, name: 'X', holder: 'Ana Souza', number }, label);
      expect(problems.number).toEqual({ key, params: { min, max } });
    });

    it('refuses a one-letter holder', () => {
      expect(checkAccountDraft({ ...bank, holder: 'A' }, label).holder).toEqual({
        key: 'lobby.account.holderFormat',
        params: { min: 2, max: 60 },
      });
    });
  });

  describe('when the account is a crypto address', () => {
    it('has no holder, asks for none and sends none', () => {
      const crypto: AccountDraft = {
        kind: 'crypto',
        name: 'USDT-TRC20',
        holder: '',
        number: 'TQ7n1x3mYf2k9aBcDeFgHiJkLmNoPqRsT',
      };
      expect(accountFieldsOf('crypto')).toEqual(['name', 'number']);
      expect(checkAccountDraft(crypto, label)).toEqual({});
      expect(accountRequestOf(crypto)).toEqual({
        kind: 'crypto',
        name: 'USDT-TRC20',
        number: 'TQ7n1x3mYf2k9aBcDeFgHiJkLmNoPqRsT',
      });
    });
  });
});
