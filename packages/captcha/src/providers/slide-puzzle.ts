// The built-in slide puzzle: the hall sends a picture with a gap and the piece that fills it;
// the user slides the piece to the gap and the x of the piece is the answer.
import type { CaptchaProvider, SlideChallenge } from '../types';

export interface SlidePuzzleProviderOptions {
  /** @default 'slide-puzzle' */
  name?: string;
}

const size = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 && value <= 4096 ? value : undefined;

// Images are shown in <img>: data:image URLs and http(s) or same-site paths only.
const imageUrl = (value: unknown): string | undefined =>
  typeof value === 'string' && /^(data:image\/[a-z+.-]+[;,]|https?:\/\/|\/(?!\/))/i.test(value)
    ? value
    : undefined;

/** Reads the hall's slide challenge; undefined when a field is missing or out of range. */
export function parseSlideChallenge(
  data: Readonly<Record<string, unknown>>,
  fallbackCaptchaId?: string,
): SlideChallenge | undefined {
  const width = size(data.width);
  const height = size(data.height);
  const pieceSize = size(data.pieceSize);
  const pieceY =
    typeof data.pieceY === 'number' && Number.isFinite(data.pieceY) && data.pieceY >= 0
      ? data.pieceY
      : undefined;
  const background = imageUrl(data.background);
  const piece = imageUrl(data.piece);
  const lotNumber =
    typeof data.lot_number === 'string' && data.lot_number !== '' ? data.lot_number : undefined;
  if (!width || !height || !pieceSize || pieceY === undefined || !background || !piece || !lotNumber)
    return undefined;
  if (pieceSize >= width || pieceY + pieceSize > height) return undefined;
  const captchaId =
    typeof data.captcha_id === 'string' && data.captcha_id !== '' ? data.captcha_id : fallbackCaptchaId;
  return { captchaId, lotNumber, width, height, pieceSize, pieceY, background, piece };
}

/** The largest x the piece can take. */
export const slideMaxX = (challenge: Pick<SlideChallenge, 'width' | 'pieceSize'>): number =>
  challenge.width - challenge.pieceSize;

export function createSlidePuzzleProvider(options: SlidePuzzleProviderOptions = {}): CaptchaProvider {
  return {
    name: options.name ?? 'slide-puzzle',
    async solve(context) {
      const response = await context.fetchChallenge({ type: 'slide' });
      if (!response.ok) {
        const { ok: _ok, ...failure } = response;
        return context.signal.aborted ? { status: 'cancelled' } : { ...failure, status: 'failed' };
      }
      const challenge = parseSlideChallenge(response.data, context.captchaId);
      if (!challenge) return { status: 'failed', code: 'bad-challenge' };
      let output: string;
      try {
        output = await context.prompt({ type: 'slide', challenge });
      } catch {
        return { status: 'cancelled' };
      }
      const x = Number(output);
      const clamped = Number.isFinite(x) ? Math.min(Math.max(Math.round(x), 0), slideMaxX(challenge)) : 0;
      return {
        status: 'solved',
        fields: {
          ...(challenge.captchaId === undefined ? {} : { captcha_id: challenge.captchaId }),
          lot_number: challenge.lotNumber,
          captcha_output: String(clamped),
        },
      };
    },
  };
}
