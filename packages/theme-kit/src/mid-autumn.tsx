// The mid-autumn holiday: a moonlit night sky with lanterns above the main area.
import type { HolidayOverlay, HolidaySlotProps } from './holiday';

/** One background layer `w` x `h` px whose centre sits at `x`% of the width, top at `y` px. */
const layer = (image: string, x: number, y: number, w: number, h: number) =>
  `${image} calc(${x}% + ${(x / 100 - 0.5) * w}px) ${y}px/${w}px ${h}px no-repeat`;

const gold = 'linear-gradient(#d9a441,#d9a441)';

/** A lantern of size `s` hanging `drop` px on its string at `x`%: string, caps, body, tassel, glow. */
const lantern = (x: number, s: number, drop: number) =>
  [
    layer(gold, x, 0, 1, drop),
    layer(gold, x, drop, s / 2, 4),
    layer(
      'radial-gradient(closest-side,#ffe1b0,#ff7a45 45%,#d62d20 82%,transparent)',
      x,
      drop + 2,
      s,
      s * 1.25,
    ),
    layer(gold, x, drop + s * 1.25, s / 2, 4),
    layer('linear-gradient(#d62d20,#d62d20)', x, drop + s * 1.25 + 4, 2, s * 0.6),
    layer('radial-gradient(closest-side,rgba(255,128,64,.4),transparent)', x, drop - s, s * 3.2, s * 3.2),
  ].join();

// One painted layer, so the decoration costs no extra elements or stylesheet.
const sky = [
  lantern(60, 34, 40),
  lantern(71, 24, 76),
  lantern(95, 30, 28),
  'radial-gradient(circle 36px at 84% 64px,#fffdf0,#ffe7a3 55%,#f4c55a 97%,transparent)',
  'radial-gradient(circle 120px at 84% 64px,rgba(255,214,120,.42),transparent)',
  'linear-gradient(#1c1850,rgba(28,24,80,.5) 60%,transparent)',
].join();

function MidAutumnMain({ children }: HolidaySlotProps) {
  return (
    <div data-lk-holiday-slot="main" style={{ position: 'relative', isolation: 'isolate' }}>
      <div
        aria-hidden="true"
        style={{
          position: 'absolute',
          inset: '0 0 auto',
          height: 240,
          zIndex: -1,
          pointerEvents: 'none',
          background: sky,
        }}
      />
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
