import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context';
import { slideChallengeData } from '../test-support/fake-client';
import { createSlidePuzzleProvider, parseSlideChallenge, slideMaxX } from './slide-puzzle';

describe('parseSlideChallenge', () => {
  describe('when the hall sends a full challenge', () => {
    it('reads sizes, images, lot number and captcha id', () => {
      expect(parseSlideChallenge(slideChallengeData('lot-5'))).toEqual({
        captchaId: 'lk-puzzle-1',
        lotNumber: 'lot-5',
        width: 300,
        height: 160,
        pieceSize: 50,
        pieceY: 40,
        background: 'data:image/png;base64,AAAA',
        piece: 'data:image/png;base64,BBBB',
      });
    });

    it('falls back to the given captcha id and accepts http(s) and same-site images', () => {
      const data = {
        ...slideChallengeData(),
        captcha_id: '',
        background: 'https://cdn.example/bg.png',
        piece: '/captcha/piece.png',
      };
      expect(parseSlideChallenge(data, 'fallback')).toMatchObject({
        captchaId: 'fallback',
        background: 'https://cdn.example/bg.png',
        piece: '/captcha/piece.png',
      });
    });
  });

  describe('when a field is missing or wrong', () => {
    it.each([
      ['no width', { width: undefined }],
      ['a zero height', { height: 0 }],
      ['a huge width', { width: 1e9 }],
      ['a text piece size', { pieceSize: '50' }],
      ['a negative piece y', { pieceY: -1 }],
      ['a piece wider than the picture', { pieceSize: 300 }],
      ['a piece below the picture', { pieceY: 120 }],
      ['a script URL', { background: 'javascript:alert(1)' }],
      ['a protocol-relative URL', { piece: '//evil.example/p.png' }],
      ['a data URL that is not an image', { piece: 'data:text/html,<b>x</b>' }],
      ['no lot number', { lot_number: '' }],
    ])('returns undefined for %s', (_what, change) => {
      expect(parseSlideChallenge({ ...slideChallengeData(), ...change })).toBeUndefined();
    });
  });
});

describe('slideMaxX', () => {
  it('is the picture width less the piece', () => {
    expect(slideMaxX({ width: 300, pieceSize: 50 })).toBe(250);
  });
});

describe('createSlidePuzzleProvider', () => {
  describe('when the user slides the piece', () => {
    it('fetches a slide challenge, prompts with it and answers the rounded x with the lot number', async () => {
      const context = fakeContext({ challenge: () => ({ ok: true, data: slideChallengeData('lot-2') }) });
      const provider = createSlidePuzzleProvider();
      expect(provider.name).toBe('slide-puzzle');
      const result = provider.solve(context);
      const prompt = await context.prompted();
      expect(prompt).toMatchObject({ type: 'slide', challenge: { lotNumber: 'lot-2', width: 300 } });
      expect(context.fetched).toEqual([{ type: 'slide' }]);
      context.answer('131.6');
      await expect(result).resolves.toEqual({
        status: 'solved',
        fields: { captcha_id: 'lk-puzzle-1', lot_number: 'lot-2', captcha_output: '132' },
      });
    });

    it('keeps the answer inside the track and reads nonsense as 0', async () => {
      for (const [output, expected] of [
        ['999', '250'],
        ['-20', '0'],
        ['abc', '0'],
      ] as const) {
        const context = fakeContext({
          challenge: () => ({ ok: true, data: { ...slideChallengeData(), captcha_id: undefined } }),
        });
        const result = createSlidePuzzleProvider({ name: 'mine' }).solve(context);
        await context.prompted();
        context.answer(output);
        await expect(result).resolves.toEqual({
          status: 'solved',
          fields: { lot_number: 'lot-1', captcha_output: expected },
        });
      }
    });
  });

  describe('when the challenge cannot be had', () => {
    it('fails with the hall failure, restriction included', async () => {
      const context = fakeContext({
        challenge: () => ({ ok: false, code: 'error_01', restrictedMs: 30_000 }),
      });
      await expect(createSlidePuzzleProvider().solve(context)).resolves.toEqual({
        status: 'failed',
        code: 'error_01',
        restrictedMs: 30_000,
      });
    });

    it('fails with bad-challenge on a challenge it cannot show', async () => {
      const context = fakeContext({ challenge: () => ({ ok: true, data: { type: 'slide' } }) });
      await expect(createSlidePuzzleProvider().solve(context)).resolves.toEqual({
        status: 'failed',
        code: 'bad-challenge',
      });
    });

    it('reports a cancel when the fetch failed because of an abort', async () => {
      const context = fakeContext({
        challenge: () => {
          context.abort();
          return { ok: false, code: 'aborted' };
        },
      });
      await expect(createSlidePuzzleProvider().solve(context)).resolves.toEqual({ status: 'cancelled' });
    });
  });

  describe('when the prompt is aborted', () => {
    it('resolves cancelled', async () => {
      const context = fakeContext({ challenge: () => ({ ok: true, data: slideChallengeData() }) });
      const result = createSlidePuzzleProvider().solve(context);
      await context.prompted();
      context.abort();
      await expect(result).resolves.toEqual({ status: 'cancelled' });
    });
  });
});
