// A jackpot pool's amount, rising smoothly, formatted in the pool's currency.
import type { Clock } from '@lobbykit/contract';
import { formatCurrency, hasCurrency } from '@lobbykit/currency-format';
import { useId, useLayoutEffect, useRef, type ReactNode } from 'react';
import { cx } from '../shared/class-names';
import { browserFrames, type FrameScheduler } from '../shared/frames';
import { usePrefersReducedMotion } from '../shared/reduced-motion';
import { useLobbyText } from '../shared/texts';
import { jackpotValueAt, type JackpotMotion } from './jackpot-motion';

/** Props of {@link JackpotCounter}. */
export interface JackpotCounterProps {
  /** The pool's amount in the hall's last answer, in major units. */
  readonly amount: number;
  /** Currency code the amount is in (the pool's, else the player's). */
  readonly currency: string;
  /**
   * Growth of the amount per second, so the number keeps rising between two answers.
   * @default 0
   */
  readonly growthPerSecond?: number | undefined;
  /**
   * The heading; e.g. the pool's name.
   * @default the "Jackpot" text
   */
  readonly title?: ReactNode;
  /**
   * How long the number takes to catch up with a new amount, in ms.
   * @default 1500
   */
  readonly catchUpMs?: number | undefined;
  /**
   * The shortest time between two changes of the number while it rises, in ms. Each change
   * costs the page a paint; a phone does not need sixty a second to see a pool grow.
   * @default 1000
   */
  readonly tickMs?: number | undefined;
  /**
   * Show each amount at once, without the rising animation.
   * @default the system's prefers-reduced-motion
   */
  readonly reducedMotion?: boolean | undefined;
  /** @default requestAnimationFrame / cancelAnimationFrame */
  readonly frames?: FrameScheduler | undefined;
  /** @default performance.now */
  readonly now?: Clock | undefined;
  readonly className?: string | undefined;
}

const performanceNow: Clock = () => globalThis.performance?.now() ?? Date.now();

function format(value: number, currency: string): string {
  return hasCurrency(currency)
    ? formatCurrency(value, currency)
    : formatCurrency(value, 'USD', { symbol: '' });
}

/**
 * The jackpot counter: the amount eases to each new value of the pool and keeps rising at its
 * growth rate, written straight to the page (no React render per change) at most every
 * `tickMs`. Assistive technology reads the amount of the last answer, which changes only when
 * the hall sends a new one: the moving digits are hidden from it and never announced.
 */
export function JackpotCounter({
  amount,
  currency,
  growthPerSecond = 0,
  title,
  catchUpMs = 1500,
  tickMs = 1000,
  reducedMotion,
  frames = browserFrames,
  now = performanceNow,
  className,
}: JackpotCounterProps) {
  const text = useLobbyText();
  const reduced = usePrefersReducedMotion(reducedMotion);
  const headingId = useId();
  const digitsRef = useRef<HTMLSpanElement>(null);
  const motion = useRef<JackpotMotion | undefined>(undefined);

  // Before paint, so the first frame already shows a number: a new amount starts a catch-up
  // from whatever is on screen, then each animation frame writes the number if it changed.
  useLayoutEffect(() => {
    const digits = digitsRef.current;
    if (!digits) return undefined;
    const start = now();
    const from = motion.current ? jackpotValueAt(motion.current, start) : amount;
    const current: JackpotMotion = {
      from: reduced ? amount : from,
      amount,
      growthPerSecond: reduced ? 0 : Math.max(0, growthPerSecond),
      since: start,
      catchUpMs: reduced ? 0 : catchUpMs,
    };
    motion.current = current;
    let last = '';
    let paintedAt = start;
    const paint = (at: number) => {
      const formatted = format(jackpotValueAt(current, at), currency);
      paintedAt = at;
      // Most frames of a slow pool change nothing on screen: leave the DOM alone then.
      if (formatted !== last) digits.textContent = last = formatted;
    };
    paint(start);
    if (reduced) return undefined;
    let handle: unknown;
    const loop = () => {
      const at = now();
      // A pool that does not grow needs no frames once the number has caught up.
      const settled = current.growthPerSecond === 0 && at - current.since >= current.catchUpMs;
      // Easing to a new amount from the hall runs every frame, so it looks smooth; the steady
      // growth after it changes the number once a tick.
      const easing = current.from !== current.amount && at - current.since < current.catchUpMs;
      if (settled || easing || at - paintedAt >= tickMs) paint(at);
      if (settled) handle = undefined;
      else if (easing || !frames.requestAfter) handle = frames.request(loop);
      // Steady growth: no frame until the next tick is due.
      else handle = frames.requestAfter(Math.max(0, tickMs - (at - paintedAt)), loop);
    };
    handle = frames.request(loop);
    return () => {
      if (handle !== undefined) frames.cancel(handle);
    };
  }, [amount, growthPerSecond, catchUpMs, tickMs, reduced, currency, frames, now]);

  const settled = format(amount, currency);
  return (
    <section className={cx('lk-jackpot', className)} aria-labelledby={headingId}>
      <h2 className="lk-jackpot__title" id={headingId}>
        {title ?? text('lobby.jackpot.title')}
      </h2>
      <p className="lk-jackpot__amount">
        {/* Written by the animation frames, not by React. */}
        <span className="lk-jackpot__digits" aria-hidden="true" ref={digitsRef} />
        <span className="lk-visually-hidden">{settled}</span>
      </p>
    </section>
  );
}
