// The one-time cut's rules (spec §4 "new-user one-time cut, one-time cut"): a player draws with
// a few turns a day; each draw adds a share of what remains to the target, the fifth draw
// reaches it. Amounts are cents and depend only on the player, the cut and the draw number,
// so a test knows every answer in advance. Turns come back at the next UTC day start.

import type { CutOnceRecord } from '../store/records';
import { centsOf, moneyNumber } from './money';

const DAY_MS = 86_400_000;

/** One cut a site offers (world content). */
export interface CutOnceRule {
  readonly activityId: string;
  readonly title: string;
  /** What the cut pays once progress reaches it, in the site's currency unit. */
  readonly target: number;
  readonly turnsPerDay: number;
  /** Only accounts younger than this may draw; absent: any player. */
  readonly forAccountsYoungerThanMs?: number;
}

/** The claim key of a completed cut, kept in the user's claims: its reward is paid once. */
export const cutClaimKey = (rule: CutOnceRule): string => `cut:${rule.activityId}`;

/** The draw that reaches the target, whoever draws: the first four add a share of what remains. */
export const CUT_COMPLETING_DRAW = 5;

/** Percent of what remains that draws 1 to 4 add: a range, picked in by the player's hash. */
const SHARE_RANGES: readonly (readonly [low: number, high: number])[] = [
  [50, 70],
  [30, 50],
  [20, 40],
  [10, 30],
];

/** FNV-1a: a stable 32-bit hash, so a draw's amount is the same on every run and machine. */
function hash32(text: string): number {
  let value = 0x811c9dc5;
  for (let index = 0; index < text.length; index++) {
    value ^= text.charCodeAt(index);
    value = Math.imul(value, 0x01000193) >>> 0;
  }
  return value;
}

/** The key a player's draws on a cut hash from: `<site>:<username lower case>:<activityId>`. */
export function cutSeed(siteCode: string, username: string, activityId: string): string {
  return `${siteCode}:${username.toLowerCase()}:${activityId}`;
}

/**
 * Cents draw number `draw` (1-based) adds when `remaining` cents are left to the target: a share
 * of the remainder for draws 1 to 4 (at least a cent), all of it from draw 5 on.
 */
export function cutDrawCents(seed: string, draw: number, remaining: bigint): bigint {
  if (remaining <= 0n) return 0n;
  const range = SHARE_RANGES[draw - 1];
  if (!range) return remaining;
  const [low, high] = range;
  const percent = low + (hash32(`${seed}:${draw}`) % (high - low + 1));
  const cents = (remaining * BigInt(percent)) / 100n;
  return cents < 1n ? 1n : cents;
}

/** UTC day number of `now`, the period of the daily turns. */
const dayOf = (now: number): number => Math.floor(now / DAY_MS);

/** When the turns come back: the next UTC day start after `now`. */
export function cutResetAt(now: number): number {
  return (dayOf(now) + 1) * DAY_MS;
}

/** Whether an account created at `createdAt` may take part in the cut at `now`. */
export function cutOpenTo(rule: CutOnceRule, createdAt: number, now: number): boolean {
  return rule.forAccountsYoungerThanMs === undefined || now - createdAt < rule.forAccountsYoungerThanMs;
}

/** Draws left at `now`: the day's turns, all of them again on a new day. */
export function cutTurnsLeft(rule: CutOnceRule, record: CutOnceRecord | undefined, now: number): number {
  if (!record || record.day !== dayOf(now)) return rule.turnsPerDay;
  return Math.max(0, rule.turnsPerDay - record.usedToday);
}

export type CutDrawOutcome =
  | {
      readonly ok: true;
      readonly record: CutOnceRecord;
      readonly amountCents: bigint;
      readonly completed: boolean;
    }
  | { readonly ok: false; readonly reason: 'no-turns' | 'completed' };

/** The cents of the target and of a record's progress. */
export function cutCents(rule: CutOnceRule, record: CutOnceRecord | undefined) {
  return { target: centsOf(rule.target), progress: record ? centsOf(record.progress) : 0n };
}

/** One draw at `now`: the record after it and what it added, or why there is none. */
export function drawCut(
  rule: CutOnceRule,
  record: CutOnceRecord | undefined,
  seed: string,
  now: number,
): CutDrawOutcome {
  const { target: targetCents, progress: progressCents } = cutCents(rule, record);
  if (progressCents >= targetCents) return { ok: false, reason: 'completed' };
  const turns = cutTurnsLeft(rule, record, now);
  if (turns === 0) return { ok: false, reason: 'no-turns' };
  const draws = (record?.draws ?? 0) + 1;
  const amountCents = cutDrawCents(seed, draws, targetCents - progressCents);
  const progress = progressCents + amountCents;
  return {
    ok: true,
    record: {
      progress: moneyNumber(progress),
      draws,
      day: dayOf(now),
      usedToday: rule.turnsPerDay - turns + 1,
    },
    amountCents,
    completed: progress >= targetCents,
  };
}
