// The float bar's entries: fixed on screen, but nothing the first paint needs, so their code
// (the entries, their icons) loads from its own chunk once the page has painted.
import { Suspense, type ReactElement } from 'react';
import { LazyFloatBarEntriesView } from '../chrome/lazy-blocks';
import { useAfterFirstPaint } from '../chrome/use-after-first-paint';

export type FloatBarEntry = 'home' | 'top' | 'support' | 'download';

export interface FloatBarEntriesProps {
  /** @default ['home', 'top', 'support', 'download'] */
  readonly entries?: readonly FloatBarEntry[] | undefined;
  /** @default 'vertical' */
  readonly orientation?: 'vertical' | 'horizontal' | undefined;
  readonly className?: string | undefined;
}

/**
 * The home, top, support and app download shortcuts (spec §2). They appear after the first
 * contentful paint.
 */
export function FloatBarEntries(props: FloatBarEntriesProps): ReactElement | null {
  const painted = useAfterFirstPaint();
  if (!painted) return null;
  return (
    <Suspense fallback={null}>
      <LazyFloatBarEntriesView {...props} />
    </Suspense>
  );
}
