// The mid-autumn sky: the painted decoration, in its own chunk so a lobby without an active
// holiday never fetches it.

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

/** The moonlit sky with lanterns behind the top of the main area, hidden from assistive technology. */
export function MidAutumnSky() {
  return (
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
  );
}
