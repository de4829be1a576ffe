// Generated artwork: game cards, activity banners, site and provider logos and small icons,
// made on first request and kept in a small cache. Deterministic for a given name, so a test can compare bytes.
import { createHash } from 'node:crypto';
import { drawText, fillDisc, fillRect, hexColor, verticalGradient, type Rgba } from './draw';
import { createRaster, encodePng } from './png';

const CARD_WIDTH = 200;
const CARD_HEIGHT = 260;

const shade = (color: Rgba, factor: number): Rgba => [
  Math.round(color[0] * factor),
  Math.round(color[1] * factor),
  Math.round(color[2] * factor),
  255,
];

function seeded(text: string): () => number {
  let state = createHash('sha256').update(text).digest().readUInt32BE(0) || 1;
  return () => {
    state ^= state << 13;
    state ^= state >>> 17;
    state ^= state << 5;
    return (state >>> 0) / 0x100000000;
  };
}

/** Up to three initials of a name ('Golden Fortune 2' -> 'GF2'). */
function initials(name: string): string {
  const words = name.split(/\s+/).filter((word) => /^[A-Za-z0-9]/.test(word));
  return (words.map((word) => word[0]!.toUpperCase()).join('') || '?').slice(0, 3);
}

export interface CardArt {
  readonly title: string;
  readonly provider: string;
  readonly color: string;
  readonly badge?: 'HOT' | 'NEW' | undefined;
}

export function renderCard(art: CardArt): Buffer {
  const raster = createRaster(CARD_WIDTH, CARD_HEIGHT);
  const base = hexColor(art.color);
  verticalGradient(raster, base, shade(base, 0.35));
  const random = seeded(art.title);
  for (let i = 0; i < 6; i++) {
    fillDisc(raster, random() * CARD_WIDTH, random() * CARD_HEIGHT, 12 + random() * 40, [255, 255, 255, 28]);
  }
  fillDisc(raster, CARD_WIDTH / 2, 110, 62, [0, 0, 0, 70]);
  fillDisc(raster, CARD_WIDTH / 2, 106, 58, [255, 255, 255, 40]);
  drawText(raster, initials(art.title), CARD_WIDTH / 2, 85, 7, [255, 255, 255, 255]);
  fillRect(raster, 0, CARD_HEIGHT - 44, CARD_WIDTH, 44, [0, 0, 0, 110]);
  drawText(raster, art.provider, CARD_WIDTH / 2, CARD_HEIGHT - 32, 3, [255, 230, 170, 255]);
  if (art.badge) {
    fillRect(raster, 8, 8, 54, 26, art.badge === 'HOT' ? [220, 40, 40, 255] : [30, 160, 90, 255]);
    drawText(raster, art.badge, 35, 14, 2, [255, 255, 255, 255]);
  }
  return encodePng(raster);
}

export function renderBanner(label: string, color: string): Buffer {
  const raster = createRaster(750, 300);
  const base = hexColor(color);
  verticalGradient(raster, base, shade(base, 0.3));
  const random = seeded(label);
  for (let i = 0; i < 10; i++)
    fillDisc(raster, random() * 750, random() * 300, 20 + random() * 70, [255, 255, 255, 30]);
  drawText(raster, label, 375, 122, 8, [255, 255, 255, 255]);
  return encodePng(raster);
}

export function renderLogo(label: string, color: string): Buffer {
  const raster = createRaster(240, 64);
  verticalGradient(raster, hexColor(color), shade(hexColor(color), 0.5));
  drawText(raster, label, 120, 18, 4, [255, 255, 255, 255]);
  return encodePng(raster);
}

/** A provider's logo: its code large, its name small under it. */
export function renderProviderLogo(code: string, name: string, color: string): Buffer {
  const raster = createRaster(200, 80);
  const base = hexColor(color);
  verticalGradient(raster, base, shade(base, 0.45));
  drawText(raster, code, 100, 12, 5, [255, 255, 255, 255]);
  // The 5x7 font is 6 px a character at scale 1: long names get scale 1, short ones 2.
  drawText(raster, name.toUpperCase(), 100, 56, name.length > 15 ? 1 : 2, [255, 236, 190, 255]);
  return encodePng(raster);
}

/** A square icon with up to three characters (social networks, licences). */
export function renderIcon(label: string, color: string): Buffer {
  const raster = createRaster(64, 64);
  fillDisc(raster, 32, 32, 31, hexColor(color));
  const text = label.toUpperCase().slice(0, 3);
  const scale = text.length > 2 ? 2 : 3;
  drawText(raster, text, 32, Math.round(32 - (7 * scale) / 2), scale, [255, 255, 255, 255]);
  return encodePng(raster);
}

/** The 1x1 image of the speed test. */
export function renderPixel(): Buffer {
  const raster = createRaster(1, 1);
  raster.pixels.set([255, 255, 255, 0]);
  return encodePng(raster);
}
