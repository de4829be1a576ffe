// The mid-autumn holiday: a moonlit night sky with lanterns above the main area. The sky's
// drawing loads only when the holiday is on (the slot renders), so other days it costs nothing.
import { Suspense, lazy } from 'react';
import type { HolidayOverlay, HolidaySlotProps } from './holiday';

const LazyMidAutumnSky = lazy(() =>
  import('./mid-autumn-sky').then((module) => ({ default: module.MidAutumnSky })),
);

function MidAutumnMain({ children }: HolidaySlotProps) {
  return (
    <div data-lk-holiday-slot="main" style={{ position: 'relative', isolation: 'isolate' }}>
      {/* Only the decoration waits for its chunk: the main area renders at once either way. */}
      <Suspense fallback={null}>
        <LazyMidAutumnSky />
      </Suspense>
      {children}
    </div>
  );
}

/**
 * The mid-autumn overlay: answers to holiday `themeType` 'midAutumn' (spread it with
 * another `themeType` if a site uses a different code) and turns the accents moon gold.
 */
export const midAutumnOverlay: HolidayOverlay = {
  name: 'mid-autumn',
  themeType: 'midAutumn',
  slots: { main: MidAutumnMain },
  tokens: {
    color: { accent: '#ffd36b' },
    gradient: {
      hero: 'radial-gradient(60% 40% at 84% 0%,rgba(255,211,107,.22),transparent 70%),linear-gradient(#1c1850,var(--lk-color-bg) 320px)',
    },
  },
};
