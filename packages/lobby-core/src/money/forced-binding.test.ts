import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forcedBindingInputOf, forcedBindingOf, type ForcedBindingInput } from './forced-binding';

const sysInfo = {
  largeAmountRange: { BRL: 5000, 'BTC1:100000': 5000 },
  largeAmountMustBind: { phone: true, email: true, googleAuth: false },
};
const unbound = { phone: false, email: false, googleAuth: false };
const base: ForcedBindingInput = {
  loggedIn: true,
  tryMode: false,
  currency: 'BRL',
  balance: 5000,
  sysInfo,
  bound: unbound,
};

describe('forcedBindingOf', () => {
  describe('when every condition holds', () => {
    it('shows, with the bindings the site asks for and the limit', () => {
      expect(forcedBindingOf(base)).toEqual({ show: true, required: ['phone', 'email'], limit: '5000' });
    });
  });

  describe('when one condition fails', () => {
    it.each([
      ['a visitor', { loggedIn: false }],
      ['try mode', { tryMode: true }],
      ['below the limit', { balance: 4999.99 }],
      ['below the limit, as text', { balance: '4999.99' }],
      ['no limit for the currency', { currency: 'THB' }],
      ['no currency', { currency: undefined }],
      ['no balance', { balance: undefined }],
      ['a phone bound', { bound: { ...unbound, phone: true } }],
      ['an e-mail bound', { bound: { ...unbound, email: true } }],
      ['no sys info', { sysInfo: undefined }],
      ['nothing required', { sysInfo: { ...sysInfo, largeAmountMustBind: {} } }],
    ] as const)('does not show for %s', (_, change) => {
      expect(forcedBindingOf({ ...base, ...change })).toEqual({ show: false });
    });

    it('still shows when only a binding the site does not ask for exists', () => {
      expect(forcedBindingOf({ ...base, bound: { ...unbound, googleAuth: true } }).show).toBe(true);
    });
  });

  describe('for any input', () => {
    it('shows exactly when logged in, not in try mode, at or above the limit and with none of the required bindings', () => {
      const input = fc.record({
        loggedIn: fc.boolean(),
        tryMode: fc.boolean(),
        currency: fc.constantFrom('BRL', 'THB', 'BTC1:100000'),
        balanceCents: fc.bigInt({ min: 0n, max: 2n ** 64n }),
        limit: fc.option(fc.integer({ min: 0, max: 1_000_000 }), { nil: undefined }),
        mustBind: fc.record({ phone: fc.boolean(), email: fc.boolean(), googleAuth: fc.boolean() }),
        bound: fc.record({ phone: fc.boolean(), email: fc.boolean(), googleAuth: fc.boolean() }),
      });
      fc.assert(
        fc.property(input, (value) => {
          const balance = `${value.balanceCents / 100n}.${String(value.balanceCents % 100n).padStart(2, '0')}`;
          const range = value.limit === undefined ? {} : { [value.currency]: value.limit };
          const decision = forcedBindingOf({
            loggedIn: value.loggedIn,
            tryMode: value.tryMode,
            currency: value.currency,
            balance,
            sysInfo: { largeAmountRange: range, largeAmountMustBind: value.mustBind },
            bound: value.bound,
          });
          const required = (['phone', 'email', 'googleAuth'] as const).filter((kind) => value.mustBind[kind]);
          const expected =
            value.loggedIn &&
            !value.tryMode &&
            value.limit !== undefined &&
            value.balanceCents >= BigInt(value.limit) * 100n &&
            required.length > 0 &&
            !required.some((kind) => value.bound[kind]);
          expect(decision.show).toBe(expected);
          if (decision.show) expect(decision.required).toEqual(required);
        }),
        { numRuns: 1000 },
      );
    });
  });
});

describe('forcedBindingInputOf', () => {
  describe('when the session is a player with a masked phone', () => {
    it('reads the facts the rule needs', () => {
      expect(
        forcedBindingInputOf(
          {
            status: 'player',
            kind: 'player',
            account: { currency: 'BRL', game_gold: 20000, phone: '+55***321', googleAuthBound: false },
          },
          sysInfo,
        ),
      ).toEqual({
        loggedIn: true,
        tryMode: false,
        currency: 'BRL',
        balance: 20000,
        sysInfo,
        bound: { phone: true, email: false, googleAuth: false },
      });
    });
  });

  describe('when the session is a demo guest', () => {
    it('is try mode and not logged in', () => {
      expect(forcedBindingInputOf({ status: 'demoGuest', kind: 'demoGuest' }, sysInfo)).toMatchObject({
        loggedIn: false,
        tryMode: true,
      });
    });
  });
});
