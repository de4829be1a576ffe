import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { renderCard, renderPixel } from './cards';
import { makePuzzle, PIECE_SIZE, PUZZLE_WIDTH } from './puzzle';
import { crc32, createRaster, encodePng } from './png';

/** Splits a PNG into chunks and checks every CRC, as a decoder would. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  expect([...png.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const out: { type: string; data: Buffer }[] = [];
  for (let offset = 8; offset < png.length;) {
    const length = png.readUInt32BE(offset);
    const type = png.toString('latin1', offset + 4, offset + 8);
    const data = png.subarray(offset + 8, offset + 8 + length);
    expect(png.readUInt32BE(offset + 8 + length)).toBe(crc32(png.subarray(offset + 4, offset + 8 + length)));
    out.push({ type, data });
    offset += 12 + length;
  }
  return out;
}

describe('png encoder', () => {
  describe('when computing CRC-32', () => {
    it('gives the check value of the standard', () => {
      expect(crc32(Buffer.from('123456789'))).toBe(0xcbf43926);
    });
  });

  describe('when encoding a raster', () => {
    it('writes IHDR, IDAT and IEND whose pixels inflate back to the raster', () => {
      const raster = createRaster(3, 2);
      raster.pixels.set([
        255, 0, 0, 255, 0, 255, 0, 255, 0, 0, 255, 255, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12,
      ]);
      const parts = chunks(encodePng(raster));
      expect(parts.map((part) => part.type)).toEqual(['IHDR', 'IDAT', 'IEND']);
      const header = parts[0]!.data;
      expect([header.readUInt32BE(0), header.readUInt32BE(4), header[8], header[9]]).toEqual([3, 2, 8, 6]);
      const rows = inflateSync(parts[1]!.data);
      expect(rows.length).toBe(2 * (1 + 3 * 4));
      expect([...rows.subarray(1, 13)]).toEqual([...raster.pixels.subarray(0, 12)]);
      expect([...rows.subarray(14, 26)]).toEqual([...raster.pixels.subarray(12, 24)]);
    });

    it('refuses a raster whose pixel buffer does not match its size', () => {
      expect(() => encodePng({ width: 2, height: 2, pixels: new Uint8Array(3) })).toThrow(
        /expected 16 bytes/,
      );
      expect(() => createRaster(0, 5)).toThrow(RangeError);
    });
  });

  describe('when generating artwork', () => {
    it('makes the same card for the same game and a different one for another', () => {
      const card = renderCard({ title: 'Golden Fortune', provider: 'HBR', color: '#e67e22', badge: 'HOT' });
      expect(
        renderCard({ title: 'Golden Fortune', provider: 'HBR', color: '#e67e22', badge: 'HOT' }).equals(card),
      ).toBe(true);
      expect(renderCard({ title: 'Wild Tiger', provider: 'HBR', color: '#e67e22' }).equals(card)).toBe(false);
      expect(chunks(card)[0]!.data.readUInt32BE(0)).toBe(200);
      expect(chunks(renderPixel()).length).toBe(3);
    });

    it('cuts the puzzle piece out of the background where the hole is', () => {
      const puzzle = makePuzzle();
      expect(puzzle.x).toBeGreaterThan(PIECE_SIZE);
      expect(puzzle.x).toBeLessThan(PUZZLE_WIDTH - PIECE_SIZE);
      expect(chunks(puzzle.piece)[0]!.data.readUInt32BE(0)).toBe(PIECE_SIZE);
    });
  });
});
