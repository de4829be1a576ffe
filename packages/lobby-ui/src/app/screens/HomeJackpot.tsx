import { useCurrency, useJackpotQuery } from '@lobbykit/lobby-core/react';
import { Suspense, useDeferredValue } from 'react';
import { cx } from '../../shared/class-names';
import { dataAndError } from '../chrome/query-selectors';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { LazyJackpotCounter } from '../chrome/lazy-blocks';

/** How often the pools are read again: the counter rises on its own in between. */
const JACKPOT_POLL_MS = 30_000;

export interface HomeJackpotProps {
  readonly className?: string | undefined;
}

/**
 * The first jackpot pool, rising between two answers. Never in the snapshot (it grows), so it is
 * asked for after the first paint, in a row kept from the start.
 */
export function HomeJackpot({ className }: HomeJackpotProps) {
  const painted = useAfterFirstPaint();
  const { currency } = useCurrency();
  const answer = useJackpotQuery(undefined, {
    skip: !painted,
    pollingInterval: JACKPOT_POLL_MS,
    selectFromResult: dataAndError,
  });
  // Rendered in a transition once it arrives, not in the store update that brought it.
  const { data, isError } = useDeferredValue(answer);
  const pool = data?.[0];
  const code = pool?.currency ?? currency?.code;
  if (isError || (data && (!pool || !code))) return null;
  // The counter's own box with blank lines, so the row is its height in every theme and width.
  const slot = (
    <div className={cx('lk-jackpot lk-app-slot', className)} aria-hidden="true">
      <span className="lk-jackpot__title">&nbsp;</span>
      <span className="lk-jackpot__amount">&nbsp;</span>
    </div>
  );
  if (!pool || !code) return slot;
  return (
    <Suspense fallback={slot}>
      <LazyJackpotCounter
        className={className}
        amount={pool.amount}
        currency={code}
        growthPerSecond={pool.growthPerSecond}
        title={pool.name}
      />
    </Suspense>
  );
}
