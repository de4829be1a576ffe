// The number a jackpot counter shows at a moment: it eases from what it showed to the pool's
// new amount, and keeps rising at the pool's growth rate in between two answers of the hall.

export interface JackpotMotion {
  /** What the counter showed when the new amount arrived. */
  readonly from: number;
  /** The pool's amount in the last answer. */
  readonly amount: number;
  /** Growth of the amount per second (0: it stays). */
  readonly growthPerSecond: number;
  /** Clock time (ms) the amount arrived. */
  readonly since: number;
  /** How long the counter takes to catch up with a new amount, in ms. */
  readonly catchUpMs: number;
}

const easeOutCubic = (t: number) => 1 - (1 - t) ** 3;

/** The amount the pool has at `now`: its last amount plus the growth since. */
export function poolAmountAt(motion: JackpotMotion, now: number): number {
  const elapsed = Math.max(0, now - motion.since);
  return motion.amount + (motion.growthPerSecond * elapsed) / 1000;
}

/** The number to show at `now`: easing towards the pool's amount, then following it. */
export function jackpotValueAt(motion: JackpotMotion, now: number): number {
  const target = poolAmountAt(motion, now);
  const progress = motion.catchUpMs > 0 ? (now - motion.since) / motion.catchUpMs : 1;
  if (progress >= 1) return target;
  return motion.from + (target - motion.from) * easeOutCubic(Math.max(0, progress));
}
