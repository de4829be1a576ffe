import type { PayChannel } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { checkDepositForm } from './deposit-form';

const pix: PayChannel = {
  channelId: 'pix',
  name: 'PIX',
  kind: 'pix',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: '10',
  max: '50000',
  presets: [{ amount: '50', bonusPercent: '5' }],
  payerFields: ['name', 'cpf'],
  transferConfirm: false,
  voucher: false,
  expiresInMs: 900_000,
};
const crypto: PayChannel = { ...pix, channelId: 'btc', kind: 'crypto', payerFields: ['walletAddress'] };
const ted: PayChannel = { ...pix, channelId: 'ted', kind: 'bank', payerFields: ['name', 'phone', 'email'] };

describe('checkDepositForm', () => {
  describe('when the form is complete', () => {
    it('gives the request the hall takes, the amount exact and the fields trimmed', () => {
      expect(
        checkDepositForm({
          channel: pix,
          amount: '50.00',
          payer: { name: ' Ana Souza ', cpf: '12345678901' },
          bonusOptOut: true,
        }),
      ).toEqual({
        ok: true,
        request: {
          channelId: 'pix',
          amount: '50',
          payer: { name: 'Ana Souza', cpf: '12345678901' },
          bonusOptOut: true,
        },
      });
    });

    it('sends only the fields the channel asks for', () => {
      const checked = checkDepositForm({
        channel: crypto,
        amount: '20',
        payer: { walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq', name: 'not asked' },
      });
      expect(checked.ok && checked.request.payer).toEqual({
        walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq',
      });
    });
  });

  describe('when the amount is wrong', () => {
    it('names the amount and its rule first', () => {
      expect(checkDepositForm({ channel: pix, amount: '5', payer: {} })).toEqual({
        ok: false,
        field: 'amount',
        code: 'belowMin',
        min: '10',
        max: '50000',
      });
    });
  });

  describe('when a payer field is missing or malformed', () => {
    it.each([
      ['pix', { name: 'Ana Souza' }, 'cpf', 'required'],
      ['pix', { name: 'Ana Souza', cpf: '123456789012' }, 'cpf', 'format'],
      ['pix', { name: 'Ana Souza', cpf: '123.456' }, 'cpf', 'format'],
      ['pix', { name: 'A', cpf: '1' }, 'name', 'format'],
      ['ted', { name: 'Ana Souza', phone: '12345', email: 'ana@example.com' }, 'phone', 'format'],
      ['ted', { name: 'Ana Souza', phone: '11987654321', email: 'ana@' }, 'email', 'format'],
      ['btc', { walletAddress: 'short' }, 'walletAddress', 'format'],
    ] as const)('on %s with %j, names %s as %s', (channelId, payer, field, code) => {
      const channel = [pix, ted, crypto].find((candidate) => candidate.channelId === channelId)!;
      expect(checkDepositForm({ channel, amount: '20', payer })).toEqual({ ok: false, field, code });
    });
  });
});
