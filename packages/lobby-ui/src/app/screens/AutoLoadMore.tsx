// Loads the next page as the end of a long grid comes near, so scrolling a category of
// thousands of games never stops at a button (the button stays, for keyboards and failures).
import { useEffect, useRef } from 'react';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';

export interface AutoLoadMoreProps {
  /** Undefined while nothing more can load (all loaded, loading, or failed). */
  readonly onLoadMore: (() => void) | undefined;
  /** @default '1200px' */
  readonly margin?: string | undefined;
}

export function AutoLoadMore({ onLoadMore, margin = '1200px' }: AutoLoadMoreProps) {
  const ref = useRef<HTMLDivElement>(null);
  // A short first page leaves the end in view at once: the next one waits for the first paint,
  // which the snapshot's page makes without a request.
  const painted = useAfterFirstPaint();
  useEffect(() => {
    const element = ref.current;
    if (!painted || !onLoadMore || !element || typeof IntersectionObserver !== 'function') return undefined;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) onLoadMore();
      },
      { rootMargin: margin },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, [painted, onLoadMore, margin]);
  return <div ref={ref} className="lk-app-autoload" aria-hidden="true" />;
}
