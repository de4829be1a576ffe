import { describe, expect, it } from 'vitest';
import { CaptchaError } from './errors';
import { captchaMessage, captchaMessageKey, secondsLeft } from './messages';

describe('captchaMessage', () => {
  describe('when the error is a restriction', () => {
    const error = new CaptchaError({
      kind: 'restricted',
      code: 'error_12',
      serviceCode: '1124',
      remainingMs: 60_000,
    });

    it('states the seconds remaining', () => {
      expect(captchaMessage(error)).toBe('Too many verification attempts. Try again in 60 s.');
    });

    it('uses the live remaining time when given, rounded up', () => {
      expect(captchaMessage(error, { remainingMs: 41_200 })).toBe(
        'Too many verification attempts. Try again in 42 s.',
      );
    });

    it('takes translated templates', () => {
      expect(captchaMessage(error, { remainingMs: 5000, texts: { restricted: '{seconds} 秒后再试' } })).toBe(
        '5 秒后再试',
      );
    });
  });

  describe('when the challenge failed', () => {
    it('shows the code and the lot number', () => {
      const error = new CaptchaError({
        kind: 'failed',
        code: 'error_11',
        serviceCode: '1124',
        lotNumber: 'lot-abc',
      });
      expect(captchaMessage(error)).toBe('Verification failed (code error_11, lot lot-abc).');
    });

    it('leaves the lot out when there is none', () => {
      const error = new CaptchaError({ kind: 'failed', code: '1130', serviceCode: '1124' });
      expect(captchaMessage(error)).toBe('Verification failed (code 1130).');
    });

    it('keeps unknown placeholders as written', () => {
      const error = new CaptchaError({ kind: 'unsupported', code: 'unsupported', serviceCode: '1125' });
      expect(captchaMessage(error, { texts: { failedNoLot: '{code} {nope}' } })).toBe('unsupported {nope}');
    });
  });

  describe('when the user cancelled or the caller aborted', () => {
    it('returns no message', () => {
      expect(
        captchaMessage(new CaptchaError({ kind: 'cancelled', code: 'cancelled', serviceCode: '1124' })),
      ).toBeUndefined();
      expect(
        captchaMessage(new CaptchaError({ kind: 'aborted', code: 'aborted', serviceCode: '1124' })),
      ).toBeUndefined();
    });
  });
});

describe('captchaMessageKey', () => {
  describe('when the error is a restriction', () => {
    const error = new CaptchaError({
      kind: 'restricted',
      code: 'error_12',
      serviceCode: '1124',
      remainingMs: 60_000,
    });

    it('gives the restriction key of @lobbykit/contract with the seconds left', () => {
      expect(captchaMessageKey(error)).toEqual({ key: 'error.captchaRestricted', params: { seconds: 60 } });
      expect(captchaMessageKey(error, { remainingMs: 41_200 })).toEqual({
        key: 'error.captchaRestricted',
        params: { seconds: 42 },
      });
    });
  });

  describe('when the challenge failed or no provider handles it', () => {
    it.each([
      ['failed', 'error_11', 'lot-abc', 'lot-abc'],
      ['failed', '1130', undefined, ''],
      ['unsupported', 'unsupported', undefined, ''],
    ] as const)('gives the captcha key for a %s error %s', (kind, code, lotNumber, shownLot) => {
      const error = new CaptchaError({ kind, code, serviceCode: '1125', lotNumber });
      expect(captchaMessageKey(error)).toEqual({
        key: 'error.captcha',
        params: { code, lotNumber: shownLot },
      });
    });
  });

  describe('when the user cancelled or the caller aborted', () => {
    it('gives no key', () => {
      expect(
        captchaMessageKey(new CaptchaError({ kind: 'cancelled', code: 'cancelled', serviceCode: '1124' })),
      ).toBeUndefined();
      expect(
        captchaMessageKey(new CaptchaError({ kind: 'aborted', code: 'aborted', serviceCode: '1124' })),
      ).toBeUndefined();
    });
  });
});

describe('secondsLeft', () => {
  describe('when time remains', () => {
    it('rounds up to whole seconds', () => {
      expect(secondsLeft(1)).toBe(1);
      expect(secondsLeft(1000)).toBe(1);
      expect(secondsLeft(1001)).toBe(2);
    });
  });

  describe('when nothing remains or the value is bad', () => {
    it('returns 0', () => {
      for (const ms of [0, -5, Number.NaN, Number.POSITIVE_INFINITY]) expect(secondsLeft(ms)).toBe(0);
    });
  });
});
