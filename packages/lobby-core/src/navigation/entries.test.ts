import { describe, expect, it } from 'vitest';
import { selfExclusionEntry, withdrawEntry, type WithdrawEntry, type WithdrawEntryInput } from './entries';

describe('withdrawEntry', () => {
  describe.each<[string, WithdrawEntryInput, WithdrawEntry]>([
    ['a visitor', { kind: 'visitor' }, 'login'],
    ['a demo guest', { kind: 'demoGuest', hasWithdrawPassword: true }, 'login'],
    ['a player without a withdraw password', { kind: 'player', hasWithdrawPassword: false }, 'security'],
    ['a player with one', { kind: 'player', hasWithdrawPassword: true }, 'withdraw'],
    ['a player whose password is not known yet', { kind: 'player' }, 'withdraw'],
  ])('when %s opens it', (_who, input, expected) => {
    it(`leads to ${expected}`, () => {
      expect(withdrawEntry(input)).toBe(expected);
    });
  });
});

describe('selfExclusionEntry', () => {
  describe.each([
    ['visitor', 'login'],
    ['demoGuest', 'login'],
    ['player', 'page'],
  ] as const)('when a %s opens it', (kind, expected) => {
    it(`leads to ${expected}`, () => {
      expect(selfExclusionEntry(kind)).toBe(expected);
    });
  });
});
