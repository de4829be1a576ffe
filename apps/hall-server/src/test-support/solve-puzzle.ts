// Solves the built-in slide puzzle from its two images, as a test robot: the hole is where
// the darkened background matches the piece. Reads only the PNGs this server makes (RGBA,
// filter 0 on every row).
import { inflateSync } from 'node:zlib';
import { PIECE_SIZE } from '../images/puzzle';

function decode(dataUrl: string): { width: number; height: number; pixels: Buffer } {
  const png = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  let offset = 8;
  let width = 0;
  let height = 0;
  const idat: Buffer[] = [];
  while (offset < png.length) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    if (type === 'IHDR') {
      width = data.readUInt32BE(0);
      height = data.readUInt32BE(4);
    }
    if (type === 'IDAT') idat.push(data);
    offset += 12 + length;
  }
  const rows = inflateSync(Buffer.concat(idat));
  const pixels = Buffer.alloc(width * height * 4);
  for (let y = 0; y < height; y++) {
    if (rows[y * (width * 4 + 1)] !== 0) throw new Error('solvePuzzle: only filter 0 rows are read');
    rows.copy(pixels, y * width * 4, y * (width * 4 + 1) + 1, (y + 1) * (width * 4 + 1));
  }
  return { width, height, pixels };
}

/** The x of the hole, given the challenge data of the captcha challenge call. */
export function solvePuzzle(challenge: { background: string; piece: string; pieceY: number }): number {
  const background = decode(challenge.background);
  const piece = decode(challenge.piece);
  // The hole is the background under black at alpha 150/255.
  const keep = 1 - 150 / 255;
  let best = { x: -1, error: Number.POSITIVE_INFINITY };
  for (let x = 0; x <= background.width - PIECE_SIZE; x++) {
    let error = 0;
    for (let row = 4; row < PIECE_SIZE - 4; row += 3) {
      for (let col = 4; col < PIECE_SIZE - 4; col += 3) {
        const b = ((challenge.pieceY + row) * background.width + x + col) * 4;
        const p = (row * PIECE_SIZE + col) * 4;
        for (let channel = 0; channel < 3; channel++)
          error += Math.abs(background.pixels[b + channel]! - piece.pixels[p + channel]! * keep);
      }
    }
    if (error < best.error) best = { x, error };
  }
  return best.x;
}
