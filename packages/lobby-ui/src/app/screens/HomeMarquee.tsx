import { useMarqueeQuery } from '@lobbykit/lobby-core/react';
import { Suspense, useDeferredValue } from 'react';
import { cx } from '../../shared/class-names';
import { dataAndError } from '../chrome/query-selectors';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';
import { LazyMarquee } from '../chrome/lazy-blocks';

export interface HomeMarqueeProps {
  readonly className?: string | undefined;
}

/**
 * The site's announcements. Asked for after the first paint (the snapshot does not carry them);
 * their row is kept from the start, so the page below does not move when they arrive.
 */
export function HomeMarquee({ className }: HomeMarqueeProps) {
  const painted = useAfterFirstPaint();
  const answer = useMarqueeQuery(undefined, { skip: !painted, selectFromResult: dataAndError });
  // Rendered in a transition once it arrives, not in the store update that brought it.
  const { data, isError } = useDeferredValue(answer);
  const items = data?.marqueeList ?? [];
  if (isError || (data && items.length === 0)) return null;
  // The line's own box, empty, so the row is its height in every theme and width.
  const slot = <div className={cx('lk-marquee lk-app-slot', className)} aria-hidden="true" />;
  if (!data) return slot;
  return (
    <Suspense fallback={slot}>
      <LazyMarquee className={className} items={items} intervalSeconds={data.interval} />
    </Suspense>
  );
}
