// WebP and AVIF variants of the generated PNGs, encoded by sharp (libvips). sharp is loaded on
// the first variant request, not at start: the native library costs start-up time that most
// runs (the API-only tests) never need, and a machine without its binaries still serves PNGs.
import type { FormatEnum, Sharp } from 'sharp';

/** The variant formats the asset hosts serve next to each card PNG (spec §4 image loading). */
export type VariantFormat = 'webp' | 'avif';

export const variantContentTypes: Readonly<Record<VariantFormat, string>> = {
  webp: 'image/webp',
  avif: 'image/avif',
};

/** The part of sharp's default export the encoder uses. */
export type SharpFactory = (input: Buffer) => Sharp;

export type VariantResult =
  | { readonly ok: true; readonly body: Buffer }
  | { readonly ok: false; readonly code: 'encoder-unavailable' | 'encode-failed'; readonly reason: string };

export interface VariantEncoderOptions {
  /**
   * Loads sharp. Tests inject a failing loader to walk the fallback.
   * @default () => import('sharp')
   */
  readonly load?: () => Promise<SharpFactory>;
}

export interface VariantEncoder {
  encode(png: Buffer, format: VariantFormat): Promise<VariantResult>;
}

// The fastest efforts (sharp's defaults are AVIF 4, WebP 4): a card's AVIF takes about 7 ms
// instead of 100 ms (effort 2: 24 ms) and its WebP about 4 ms, for files of 3 to 5 KB instead of
// 2. A development server encodes on request, on the same cores as the browser it serves: a
// category of 2,000 games scrolled in a test is 2,000 encodings while the page is measured.
const encoderOptions: {
  readonly [F in VariantFormat]: { readonly id: keyof FormatEnum; readonly effort: number };
} = {
  webp: { id: 'webp', effort: 0 },
  avif: { id: 'avif', effort: 0 },
};

const loadSharp = async (): Promise<SharpFactory> => (await import('sharp')).default;

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export function createVariantEncoder(options: VariantEncoderOptions = {}): VariantEncoder {
  const load = options.load ?? loadSharp;
  // Loaded once; a failed load stays failed, so every later request answers at once with the
  // same reason instead of retrying a native import that cannot succeed in this process.
  let loaded: Promise<{ ok: true; sharp: SharpFactory } | { ok: false; reason: string }> | undefined;

  return {
    async encode(png, format) {
      loaded ??= load().then(
        (sharp) => ({ ok: true as const, sharp }),
        (error: unknown) => ({
          ok: false as const,
          reason: `sharp could not be loaded: ${messageOf(error)}`,
        }),
      );
      const encoder = await loaded;
      if (!encoder.ok) return { ok: false, code: 'encoder-unavailable', reason: encoder.reason };
      const { id, effort } = encoderOptions[format];
      try {
        return { ok: true, body: await encoder.sharp(png).toFormat(id, { effort }).toBuffer() };
      } catch (error) {
        return { ok: false, code: 'encode-failed', reason: `${format} encoding failed: ${messageOf(error)}` };
      }
    },
  };
}
