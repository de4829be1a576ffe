// The generated images an asset host has served: each PNG is drawn on first request, and its
// WebP and AVIF variants are encoded from that PNG on their own first request, so start-up
// draws and encodes nothing. Bounded: the oldest image leaves with its variants.
import { createHash } from 'node:crypto';
import type { VariantEncoder, VariantFormat, VariantResult } from './variants';

export interface CachedImage {
  readonly body: Buffer;
  /** A strong validator of the bytes, quoted as the `etag` header wants it. */
  readonly etag: string;
}

type CachedVariant =
  { readonly ok: true; readonly image: CachedImage } | Extract<VariantResult, { ok: false }>;

export interface ImageCacheOptions {
  readonly encoder: VariantEncoder;
  /**
   * Images kept (each with its variants); past it the oldest is dropped and made again on demand.
   * @default 400
   */
  readonly max?: number;
}

export interface ImageCache {
  png(key: string, make: () => Buffer): CachedImage;
  variant(key: string, make: () => Buffer, format: VariantFormat): Promise<CachedVariant>;
}

interface Entry {
  readonly png: CachedImage;
  /** The encoding in flight or done, so two first requests at once encode once. */
  readonly variants: Map<VariantFormat, Promise<CachedVariant>>;
}

const cached = (body: Buffer): CachedImage => ({
  body,
  etag: `"${createHash('sha1').update(body).digest('base64url')}"`,
});

export function createImageCache(options: ImageCacheOptions): ImageCache {
  const { encoder, max = 400 } = options;
  const entries = new Map<string, Entry>();

  const entry = (key: string, make: () => Buffer): Entry => {
    let found = entries.get(key);
    if (!found) {
      found = { png: cached(make()), variants: new Map() };
      entries.set(key, found);
      if (entries.size > max) entries.delete(entries.keys().next().value as string);
    }
    return found;
  };

  return {
    png: (key, make) => entry(key, make).png,
    variant(key, make, format) {
      const { png, variants } = entry(key, make);
      let pending = variants.get(format);
      if (!pending) {
        pending = encoder.encode(png.body, format).then((result): CachedVariant => {
          if (!result.ok) {
            // Not kept: a failed encoding is tried again by the next request.
            variants.delete(format);
            return result;
          }
          return { ok: true, image: cached(result.body) };
        });
        variants.set(format, pending);
      }
      return pending;
    },
  };
}
