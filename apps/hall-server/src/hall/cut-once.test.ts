import { describe, expect, it } from 'vitest';
import type { CutOnceRecord } from '../store/records';
import {
  CUT_COMPLETING_DRAW,
  cutDrawCents,
  cutOpenTo,
  cutResetAt,
  cutSeed,
  cutTurnsLeft,
  drawCut,
  type CutOnceRule,
} from './cut-once';

const DAY_MS = 86_400_000;
const DAY = 20_000;
const NOON = DAY * DAY_MS + DAY_MS / 2;
const rule: CutOnceRule = { activityId: 'cut-once', title: 'Chop once', target: 50, turnsPerDay: 3 };
const newPlayers: CutOnceRule = { ...rule, activityId: 'new-cut-once', forAccountsYoungerThanMs: 7 * DAY_MS };
const seed = cutSeed('demo', 'Player01', 'cut-once');

describe('cutDrawCents', () => {
  describe('when draws 1 to 4 are made', () => {
    it.each([
      [1, 50, 70],
      [2, 30, 50],
      [3, 20, 40],
      [4, 10, 30],
    ])('draw %i adds %i to %i percent of what remains', (draw, low, high) => {
      const cents = cutDrawCents(seed, draw, 10_000n);
      expect(cents).toBeGreaterThanOrEqual(BigInt(low * 100));
      expect(cents).toBeLessThanOrEqual(BigInt(high * 100));
    });

    it('gives the same amount for the same player, cut and draw, and differs between players', () => {
      expect(cutDrawCents(seed, 1, 5000n)).toBe(
        cutDrawCents(cutSeed('demo', 'player01', 'cut-once'), 1, 5000n),
      );
      const amounts = new Set(
        ['a', 'b', 'c', 'd', 'e', 'f'].map((name) =>
          cutDrawCents(cutSeed('demo', name, 'cut-once'), 1, 5000n),
        ),
      );
      expect(amounts.size).toBeGreaterThan(1);
    });
  });

  describe('when the completing draw or a tiny remainder comes', () => {
    it.each([
      [CUT_COMPLETING_DRAW, 1234n, 1234n],
      [CUT_COMPLETING_DRAW + 3, 7n, 7n],
      [1, 1n, 1n],
      [2, 0n, 0n],
    ])('draw %i of %i cents left adds %i', (draw, remaining, expected) => {
      expect(cutDrawCents(seed, draw, remaining)).toBe(expected);
    });
  });
});

describe('cut turns and reset', () => {
  describe('when the day changes', () => {
    const used: CutOnceRecord = { progress: 10, draws: 3, day: DAY, usedToday: 3 };
    it.each([
      { when: 'no draw yet', record: undefined, now: NOON, turns: 3 },
      { when: 'all turns used today', record: used, now: NOON, turns: 0 },
      { when: 'one turn used today', record: { ...used, usedToday: 1 }, now: NOON, turns: 2 },
      { when: 'all turns used yesterday', record: used, now: NOON + DAY_MS, turns: 3 },
    ])('leaves $turns turns with $when', ({ record, now, turns }) => {
      expect(cutTurnsLeft(rule, record, now)).toBe(turns);
    });

    it('resets at the next UTC day start', () => {
      expect(cutResetAt(NOON)).toBe((DAY + 1) * DAY_MS);
      expect(cutResetAt((DAY + 1) * DAY_MS)).toBe((DAY + 2) * DAY_MS);
    });
  });

  describe('when the cut is for new accounts', () => {
    it.each([
      { cut: rule, age: 30 * DAY_MS, open: true },
      { cut: newPlayers, age: 0, open: true },
      { cut: newPlayers, age: 7 * DAY_MS - 1, open: true },
      { cut: newPlayers, age: 7 * DAY_MS, open: false },
    ])('$cut.activityId to an account $age ms old: $open', ({ cut, age, open }) => {
      expect(cutOpenTo(cut, NOON - age, NOON)).toBe(open);
    });
  });
});

describe('drawCut', () => {
  describe('when a player draws until the target', () => {
    it('spends the turns, waits for the reset and reaches the target exactly on the fifth draw', () => {
      let record: CutOnceRecord | undefined;
      const amounts: bigint[] = [];
      const days = [NOON, NOON + 1, NOON + 2, NOON + DAY_MS, NOON + DAY_MS + 1];
      days.forEach((now, index) => {
        const outcome = drawCut(rule, record, seed, now);
        if (!outcome.ok) throw new Error(outcome.reason);
        expect(outcome.completed).toBe(index === 4);
        amounts.push(outcome.amountCents);
        record = outcome.record;
        if (index === 2)
          expect(drawCut(rule, record, seed, NOON + 3)).toEqual({ ok: false, reason: 'no-turns' });
      });
      expect(amounts.reduce((sum, cents) => sum + cents, 0n)).toBe(5000n);
      expect(amounts.every((cents) => cents > 0n)).toBe(true);
      expect(record).toEqual({ progress: 50, draws: 5, day: DAY + 1, usedToday: 2 });
      expect(drawCut(rule, record, seed, NOON + 2 * DAY_MS)).toEqual({ ok: false, reason: 'completed' });
    });
  });
});
