import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderCard } from './cards';
import { createVariantEncoder, type SharpFactory } from './variants';

const card = renderCard({ title: 'Golden Fortune 2', provider: 'NEO', color: '#aa5500', badge: 'HOT' });

describe('variant encoder', () => {
  describe('when sharp loads', () => {
    it('encodes a card as WebP with the RIFF....WEBP signature and the PNG dimensions', async () => {
      const result = await createVariantEncoder().encode(card, 'webp');
      if (!result.ok) throw new Error(result.reason);
      expect(result.body.toString('latin1', 0, 4)).toBe('RIFF');
      expect(result.body.toString('latin1', 8, 12)).toBe('WEBP');
      expect(result.body.readUInt32LE(4)).toBe(result.body.length - 8);
      expect(await sharp(result.body).metadata()).toMatchObject({ format: 'webp', width: 200, height: 260 });
    });

    it('encodes a card as AVIF with the ftypavif brand and the PNG dimensions', async () => {
      const result = await createVariantEncoder().encode(card, 'avif');
      if (!result.ok) throw new Error(result.reason);
      expect(result.body.toString('latin1', 4, 12)).toBe('ftypavif');
      const meta = await sharp(result.body).metadata();
      expect([meta.width, meta.height]).toEqual([200, 260]);
      expect(meta.compression).toBe('av1');
    });

    it('answers encode-failed for bytes that are no image, and keeps working', async () => {
      const encoder = createVariantEncoder();
      const broken = await encoder.encode(Buffer.from('not a png'), 'webp');
      expect(broken).toMatchObject({ ok: false, code: 'encode-failed' });
      expect(!broken.ok && broken.reason).toMatch(/^webp encoding failed: /);
      expect((await encoder.encode(card, 'webp')).ok).toBe(true);
    });
  });

  describe('when sharp cannot be loaded', () => {
    it('answers encoder-unavailable with the reason, and tries the load only once', async () => {
      let loads = 0;
      const encoder = createVariantEncoder({
        load: () => {
          loads++;
          return Promise.reject(new Error('Could not load the "sharp" module using the linux-x64 runtime'));
        },
      });
      for (const format of ['webp', 'avif'] as const) {
        expect(await encoder.encode(card, format)).toEqual({
          ok: false,
          code: 'encoder-unavailable',
          reason: 'sharp could not be loaded: Could not load the "sharp" module using the linux-x64 runtime',
        });
      }
      expect(loads).toBe(1);
    });

    it('does not load sharp before the first encoding', async () => {
      let loads = 0;
      const encoder = createVariantEncoder({
        load: () => {
          loads++;
          return Promise.resolve(sharp as SharpFactory);
        },
      });
      expect(loads).toBe(0);
      await encoder.encode(card, 'webp');
      await encoder.encode(card, 'avif');
      expect(loads).toBe(1);
    });
  });
});
