import type { WithdrawOutcome } from '@lobbykit/lobby-core';
import type { WithdrawInfo, WithdrawOrder } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import type { LobbyText } from '../shared/texts';
import { amountProblemText, reactionOf } from './withdraw-outcome';

// The key and its values, so each case shows which words it picked.
const text: LobbyText = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

const info: WithdrawInfo = {
  currency: 'USD',
  balance: '1500',
  withdrawable: '1200',
  betRequirement: '0',
  min: '50',
  max: '1000',
  fee: { rate: '0.01', fixed: '2' },
  hasWithdrawPassword: true,
};

const order: WithdrawOrder = {
  orderId: '9007199254740993',
  kind: 'withdraw',
  amount: '100',
  currency: 'USD',
  status: 'pending',
  createdAt: 0,
  fee: '2',
  receive: '98',
};

const react = (outcome: WithdrawOutcome, typed = '100') => reactionOf(outcome, { info, typed, text });

describe('reactionOf', () => {
  describe('when the withdrawal was sent', () => {
    it('shows the order under review', () => {
      expect(react({ ok: true, order })).toEqual({ kind: 'done', order });
    });
  });

  describe('when the feature must answer a code itself (spec §8)', () => {
    it('3003 asks for the withdrawal password with the way to set it', () => {
      expect(react({ ok: false, reason: 'withdrawPasswordRequired' })).toEqual({
        kind: 'notice',
        notice: { message: 'error.withdrawPasswordRequired', tone: 'error', action: 'setPassword' },
      });
    });

    it('9527 says the centre wallet holds too little', () => {
      expect(react({ ok: false, reason: 'walletShort' })).toEqual({
        kind: 'notice',
        notice: { message: 'lobby.withdraw.walletShort', tone: 'error' },
      });
    });

    it('70202 names the bindings to make first', () => {
      expect(react({ ok: false, reason: 'mustBind', bindings: ['phone', 'email'] })).toEqual({
        kind: 'notice',
        notice: {
          message: 'lobby.withdraw.mustBind',
          tone: 'error',
          action: 'bind',
          bindings: ['phone', 'email'],
        },
      });
    });

    it('an open bet requirement says how much is left, in the currency', () => {
      const reaction = react({ ok: false, reason: 'betRequirement', betRequirement: '350.5' });
      expect(reaction).toEqual({
        kind: 'notice',
        notice: { message: 'lobby.withdraw.betBlocked {"amount":"$350.50"}', tone: 'error' },
      });
    });
  });

  describe('when the password is the problem', () => {
    it('says how many tries are left, or how long it is locked, under the pad', () => {
      expect(react({ ok: false, reason: 'passwordWrong', attemptsLeft: 2 })).toEqual({
        kind: 'pin',
        message: 'lobby.pin.attemptsLeft {"count":2}',
      });
      expect(react({ ok: false, reason: 'passwordWrong', lockedMs: 90_000 })).toEqual({
        kind: 'pin',
        message: 'lobby.pin.locked {"minutes":2}',
      });
      expect(react({ ok: false, reason: 'passwordWrong' })).toEqual({
        kind: 'pin',
        message: 'lobby.pin.wrong',
      });
    });

    it('asks for it again after a lost answer (the same digits resend the same withdrawal)', () => {
      const lost = {
        ok: false,
        reason: 'unsettled',
        error: { kind: 'timeout' },
      } as unknown as WithdrawOutcome;
      expect(react(lost)).toEqual({ kind: 'pin', message: 'lobby.withdraw.unsettled' });
    });
  });

  describe('when the lobby refused before sending', () => {
    it('waits for a submit already on its way, and says when another tab sends one', () => {
      expect(react({ ok: false, reason: 'inFlight' })).toEqual({ kind: 'wait' });
      expect(react({ ok: false, reason: 'busyElsewhere' })).toEqual({
        kind: 'notice',
        notice: { message: 'lobby.withdraw.busyElsewhere', tone: 'wait' },
      });
    });

    it('puts an amount rule under the amount', () => {
      expect(react({ ok: false, reason: 'invalid', field: 'amount', code: 'aboveMax' })).toEqual({
        kind: 'amount',
        message: 'lobby.withdraw.aboveMax {"amount":"$1,000.00"}',
      });
    });
  });

  describe('when the hall refused for another reason', () => {
    it('shows its message, or the generic failure without one', () => {
      expect(react({ ok: false, reason: 'refused', code: 'x', message: 'Channel closed' })).toEqual({
        kind: 'notice',
        notice: { message: 'Channel closed', tone: 'error' },
      });
      expect(react({ ok: false, reason: 'notPlayer' })).toEqual({
        kind: 'notice',
        notice: { message: 'lobby.security.failed', tone: 'error' },
      });
    });
  });
});

describe('amountProblemText', () => {
  describe('when the rule refuses an amount', () => {
    it.each([
      ['belowMin', '10', 'lobby.withdraw.belowMin {"amount":"$50.00"}'],
      ['aboveWithdrawable', '1100', 'lobby.withdraw.aboveWithdrawable {"amount":"$1,200.00"}'],
      ['feeTakesAll', '2', 'lobby.withdraw.feeTakesAll'],
      ['format', '1.234', 'validation.amount {"decimals":2}'],
      // Zero fails the number check, but what the player needs to hear is the minimum.
      ['format', '0.00', 'lobby.withdraw.belowMin {"amount":"$50.00"}'],
    ] as const)('%s of %s says %s', (code, typed, words) => {
      expect(amountProblemText(code, typed, info, text)).toBe(words);
    });
  });
});
