import type { DepositOrder, PayChannel } from '@lobbykit/contract';
import type { MessageKey } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { depositStepOf } from './deposit-outcome';

/** Texts as their key and parameters, so a test reads which text was chosen. */
const text = (key: MessageKey, params?: Readonly<Record<string, string | number>>) =>
  params ? `${key} ${JSON.stringify(params)}` : key;

const channel: PayChannel = {
  channelId: 'pix',
  name: 'PIX',
  kind: 'pix',
  currency: 'BRL',
  payCurrency: 'BRL',
  min: '10',
  max: '50000',
  presets: [],
  payerFields: ['name', 'cpf'],
  transferConfirm: false,
  voucher: false,
  expiresInMs: 900_000,
};

const order: DepositOrder = {
  orderId: '900001',
  kind: 'deposit',
  amount: '50',
  currency: 'BRL',
  status: 'pending',
  createdAt: 0,
  channelId: 'pix',
  expiresAt: 900_000,
  payment: { payAmount: '50', payCurrency: 'BRL', fields: [] },
};

const refused = (code: string, data?: unknown, message?: string) =>
  ({ ok: false, reason: 'refused', code, data, message }) as const;

describe('depositStepOf', () => {
  describe('when the deposit was made', () => {
    it('shows its order', () => {
      expect(depositStepOf({ ok: true, order }, '50', channel, text)).toEqual({
        kind: 'order',
        order,
        pending: false,
      });
    });
  });

  describe('when a deposit is still waiting for its payment', () => {
    it('shows that order, marked as the one waiting', () => {
      expect(depositStepOf({ ok: false, reason: 'pendingOrder', order }, '50', channel, text)).toEqual({
        kind: 'order',
        order,
        pending: true,
      });
    });
  });

  describe('when the hall refuses the amount', () => {
    it('says the minimum under the amount when it was below', () => {
      const step = depositStepOf(
        refused('amount-out-of-range', { min: '10', max: '50000' }),
        '5',
        channel,
        text,
      );
      expect(step).toEqual({
        kind: 'form',
        result: {
          ok: false,
          field: 'amount',
          message: expect.stringMatching(/^lobby\.deposit\.belowMin .*10,00/),
        },
      });
    });

    it('says the maximum when it was above', () => {
      const step = depositStepOf(
        refused('amount-out-of-range', { min: '10', max: '500' }),
        '900',
        channel,
        text,
      );
      expect(step.kind === 'form' && !step.result.ok && step.result.message).toMatch(
        /^lobby\.deposit\.aboveMax .*500,00/,
      );
    });
  });

  describe('when the hall refuses a payer field', () => {
    it('puts its format rule under that field', () => {
      expect(depositStepOf(refused('payer-field', { field: 'cpf' }), '50', channel, text)).toEqual({
        kind: 'form',
        result: { ok: false, field: 'cpf', message: 'validation.cpf {"min":1,"max":11}' },
      });
    });
  });

  describe('when the hall refuses for another reason', () => {
    it('shows the hall’s message, or the code when it sent none', () => {
      expect(
        depositStepOf(refused('1334', undefined, 'Recharging is restricted'), '50', channel, text),
      ).toEqual({
        kind: 'form',
        result: { ok: false, message: 'Recharging is restricted' },
      });
      expect(depositStepOf(refused('channel-unavailable'), '50', channel, text)).toEqual({
        kind: 'form',
        result: { ok: false, message: 'error.requestFailed {"code":"channel-unavailable"}' },
      });
    });
  });

  describe('when no answer came', () => {
    it('says the same deposit may be sent again safely', () => {
      const step = depositStepOf(
        { ok: false, reason: 'unsettled', error: { kind: 'timeout' } as never },
        '50',
        channel,
        text,
      );
      expect(step).toEqual({ kind: 'form', result: { ok: false, message: 'lobby.deposit.unsettled' } });
    });
  });

  describe('when another tab is sending, or this one already is', () => {
    it('asks to wait for the other tab, and leaves a double tap to the first answer', () => {
      expect(depositStepOf({ ok: false, reason: 'busyElsewhere' }, '50', channel, text)).toEqual({
        kind: 'form',
        result: { ok: false, message: 'lobby.deposit.busyElsewhere' },
      });
      expect(depositStepOf({ ok: false, reason: 'inFlight' }, '50', channel, text)).toEqual({
        kind: 'form',
        result: { ok: true },
      });
    });
  });

  describe('when the player is gone', () => {
    it('closes the modal', () => {
      expect(depositStepOf({ ok: false, reason: 'notPlayer' }, '50', channel, text)).toEqual({
        kind: 'close',
      });
    });
  });
});
