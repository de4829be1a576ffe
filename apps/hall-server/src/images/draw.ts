// Drawing on an RGBA raster: solid fills, vertical gradients, discs and bitmap text.
import { GLYPH_HEIGHT, GLYPH_WIDTH, glyph } from './font';
import type { Raster } from './png';

export type Rgba = readonly [r: number, g: number, b: number, a?: number];

/** '#rrggbb' to a colour; anything else is a clear error. */
export function hexColor(hex: string): Rgba {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new TypeError(`hexColor: expected #rrggbb, got ${hex}`);
  return [parseInt(match[1]!, 16), parseInt(match[2]!, 16), parseInt(match[3]!, 16), 255];
}

function setPixel(raster: Raster, x: number, y: number, color: Rgba): void {
  if (x < 0 || y < 0 || x >= raster.width || y >= raster.height) return;
  const i = (y * raster.width + x) * 4;
  const alpha = (color[3] ?? 255) / 255;
  const p = raster.pixels;
  p[i] = Math.round(color[0] * alpha + p[i]! * (1 - alpha));
  p[i + 1] = Math.round(color[1] * alpha + p[i + 1]! * (1 - alpha));
  p[i + 2] = Math.round(color[2] * alpha + p[i + 2]! * (1 - alpha));
  p[i + 3] = Math.max(p[i + 3]!, color[3] ?? 255);
}

export function fillRect(raster: Raster, x: number, y: number, w: number, h: number, color: Rgba): void {
  for (let row = Math.max(0, y); row < Math.min(raster.height, y + h); row++) {
    for (let col = Math.max(0, x); col < Math.min(raster.width, x + w); col++)
      setPixel(raster, col, row, color);
  }
}

/** Fills the whole raster with a top-to-bottom gradient. */
export function verticalGradient(raster: Raster, top: Rgba, bottom: Rgba): void {
  const p = raster.pixels;
  for (let y = 0; y < raster.height; y++) {
    const t = raster.height === 1 ? 0 : y / (raster.height - 1);
    const r = Math.round(top[0] + (bottom[0] - top[0]) * t);
    const g = Math.round(top[1] + (bottom[1] - top[1]) * t);
    const b = Math.round(top[2] + (bottom[2] - top[2]) * t);
    for (let x = 0; x < raster.width; x++) {
      const i = (y * raster.width + x) * 4;
      p[i] = r;
      p[i + 1] = g;
      p[i + 2] = b;
      p[i + 3] = 255;
    }
  }
}

export function fillDisc(raster: Raster, cx: number, cy: number, radius: number, color: Rgba): void {
  const r2 = radius * radius;
  for (let y = Math.floor(cy - radius); y <= Math.ceil(cy + radius); y++) {
    for (let x = Math.floor(cx - radius); x <= Math.ceil(cx + radius); x++) {
      if ((x - cx) ** 2 + (y - cy) ** 2 <= r2) setPixel(raster, x, y, color);
    }
  }
}

/** Draws text with the 5x7 font, each font pixel `scale` pixels wide, centred on `cx`. */
export function drawText(
  raster: Raster,
  text: string,
  cx: number,
  top: number,
  scale: number,
  color: Rgba,
): void {
  const advance = (GLYPH_WIDTH + 1) * scale;
  const width = text.length * advance - scale;
  let left = Math.round(cx - width / 2);
  for (const char of text) {
    const rows = glyph(char);
    for (let row = 0; row < GLYPH_HEIGHT; row++) {
      const bits = rows[row] ?? 0;
      for (let col = 0; col < GLYPH_WIDTH; col++) {
        if (bits & (1 << (GLYPH_WIDTH - 1 - col))) {
          fillRect(raster, left + col * scale, top + row * scale, scale, scale, color);
        }
      }
    }
    left += advance;
  }
}
