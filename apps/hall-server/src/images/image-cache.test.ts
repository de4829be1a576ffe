import { describe, expect, it } from 'vitest';
import { createImageCache } from './image-cache';
import type { VariantEncoder, VariantFormat, VariantResult } from './variants';

/** An encoder that tags the PNG bytes with the format and counts its calls. */
function fakeEncoder(fail: () => boolean = () => false) {
  const calls: VariantFormat[] = [];
  const encoder: VariantEncoder = {
    async encode(png, format): Promise<VariantResult> {
      calls.push(format);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (fail()) return { ok: false, code: 'encode-failed', reason: 'broken' };
      return { ok: true, body: Buffer.concat([Buffer.from(`${format}:`), png]) };
    },
  };
  return { encoder, calls };
}

describe('image cache', () => {
  describe('when a PNG is requested', () => {
    it('draws it once and gives a quoted strong ETag of its bytes', () => {
      const { encoder } = fakeEncoder();
      const cache = createImageCache({ encoder });
      let draws = 0;
      const make = () => {
        draws++;
        return Buffer.from('png-a');
      };
      const first = cache.png('a', make);
      expect(cache.png('a', make)).toBe(first);
      expect(draws).toBe(1);
      expect(first.etag).toMatch(/^"[A-Za-z0-9_-]{27}"$/);
      expect(cache.png('b', () => Buffer.from('png-b')).etag).not.toBe(first.etag);
      expect(createImageCache({ encoder }).png('c', () => Buffer.from('png-a')).etag).toBe(first.etag);
    });

    it('drops the oldest image past max and draws it again on demand', () => {
      const cache = createImageCache({ encoder: fakeEncoder().encoder, max: 2 });
      let draws = 0;
      const make = () => {
        draws++;
        return Buffer.from('png');
      };
      cache.png('a', make);
      cache.png('b', make);
      cache.png('c', make);
      cache.png('c', make);
      expect(draws).toBe(3);
      cache.png('a', make);
      expect(draws).toBe(4);
    });
  });

  describe('when a variant is requested', () => {
    it('encodes it from the cached PNG once, even for requests at the same time', async () => {
      const { encoder, calls } = fakeEncoder();
      const cache = createImageCache({ encoder });
      let draws = 0;
      const make = () => {
        draws++;
        return Buffer.from('png-a');
      };
      const [one, two] = await Promise.all([
        cache.variant('a', make, 'webp'),
        cache.variant('a', make, 'webp'),
      ]);
      const three = await cache.variant('a', make, 'webp');
      expect(one).toBe(two);
      expect(three).toBe(one);
      expect(one.ok && one.image.body.toString()).toBe('webp:png-a');
      await cache.variant('a', make, 'avif');
      expect(calls).toEqual(['webp', 'avif']);
      expect(draws).toBe(1);
      const avif = await cache.variant('a', make, 'avif');
      expect(one.ok && avif.ok && avif.image.etag !== one.image.etag).toBe(true);
    });

    it('does not keep a failed encoding, so the next request tries again', async () => {
      let failing = true;
      const { encoder, calls } = fakeEncoder(() => failing);
      const cache = createImageCache({ encoder });
      const make = () => Buffer.from('png-a');
      expect(await cache.variant('a', make, 'avif')).toEqual({
        ok: false,
        code: 'encode-failed',
        reason: 'broken',
      });
      failing = false;
      expect((await cache.variant('a', make, 'avif')).ok).toBe(true);
      expect((await cache.variant('a', make, 'avif')).ok).toBe(true);
      expect(calls).toEqual(['avif', 'avif']);
    });
  });
});
