import { endpoints } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { fetchChallenge, isCaptchaEndpoint, pickCaptchaFields, validateCaptcha } from './hall-calls';
import { fakeHallClient } from './test-support/fake-client';

describe('isCaptchaEndpoint', () => {
  describe('when the path is a captcha call', () => {
    it('is true for both validations and both challenges', () => {
      for (const path of [
        '/home/captcha/validate',
        '/user/captcha/validate',
        '/home/captcha/challenge',
        '/user/captcha/challenge',
      ]) {
        expect(isCaptchaEndpoint(path)).toBe(true);
      }
    });

    it("matches the contract's paths of the four captcha calls", () => {
      const { captchaChallenge, userCaptchaChallenge, captchaValidate, userCaptchaValidate } = endpoints;
      for (const endpoint of [captchaChallenge, userCaptchaChallenge, captchaValidate, userCaptchaValidate]) {
        expect(isCaptchaEndpoint(endpoint.path), endpoint.name).toBe(true);
      }
    });
  });

  describe('when the path is any other call', () => {
    it('is false', () => {
      expect(isCaptchaEndpoint('/home/login')).toBe(false);
    });
  });
});

describe('pickCaptchaFields', () => {
  describe('when the source mixes fields', () => {
    it('keeps the five captcha fields with a value, numbers as text', () => {
      expect(
        pickCaptchaFields({
          captcha_id: 'c',
          lot_number: '',
          captcha_output: 12,
          pass_token: null,
          gen_time: '1',
          account: 'a',
          result: 'success',
        }),
      ).toEqual({ captcha_id: 'c', captcha_output: '12', gen_time: '1' });
    });
  });
});

describe('fetchChallenge', () => {
  describe('when logged out', () => {
    it('calls the public challenge endpoint silently with the params', async () => {
      const hall = fakeHallClient({ captchaChallenge: () => ({ data: { lot_number: 'l' } }) });
      await expect(fetchChallenge(hall, { loggedIn: false, params: { type: 'slide' } })).resolves.toEqual({
        ok: true,
        data: { lot_number: 'l' },
      });
      expect(hall.calls).toEqual([{ endpoint: 'captchaChallenge', params: { type: 'slide' }, silent: true }]);
    });
  });

  describe('when logged in', () => {
    it('calls the user challenge endpoint', async () => {
      const hall = fakeHallClient({ userCaptchaChallenge: () => ({ data: null }) });
      await expect(fetchChallenge(hall, { loggedIn: true })).resolves.toEqual({ ok: true, data: {} });
      expect(hall.calls[0]!.endpoint).toBe('userCaptchaChallenge');
    });
  });

  describe('when the hall answers a restriction', () => {
    it('returns a failure with the code and time', async () => {
      const hall = fakeHallClient({
        captchaChallenge: () => ({ data: { restricted: true, code: 'error_01', restrictedMs: 12_000 } }),
      });
      await expect(fetchChallenge(hall, { loggedIn: false })).resolves.toEqual({
        ok: false,
        code: 'error_01',
        restrictedMs: 12_000,
        lotNumber: undefined,
      });
    });

    it('defaults to error_01 and ignores a bad time', async () => {
      const hall = fakeHallClient({
        captchaChallenge: () => ({ data: { restricted: true, restrictedMs: -4 } }),
      });
      await expect(fetchChallenge(hall, { loggedIn: false })).resolves.toMatchObject({
        ok: false,
        code: 'error_01',
        restrictedMs: undefined,
      });
    });
  });

  describe('when the call fails', () => {
    it('returns the service code and message', async () => {
      const hall = fakeHallClient({ captchaChallenge: () => ({ code: '1216', message: 'phone needed' }) });
      await expect(fetchChallenge(hall, { loggedIn: false })).resolves.toEqual({
        ok: false,
        code: '1216',
        message: 'phone needed',
        lotNumber: undefined,
      });
    });

    it('returns an aborted failure when the signal aborts', async () => {
      const hall = fakeHallClient({ captchaChallenge: () => new Promise(() => undefined) });
      const controller = new AbortController();
      const pending = fetchChallenge(hall, { loggedIn: false, signal: controller.signal });
      controller.abort();
      await expect(pending).resolves.toMatchObject({ ok: false, code: 'aborted' });
    });
  });
});

describe('validateCaptcha', () => {
  const request = { account: 'ana', captcha_id: 'c1', lot_number: 'lot-1', captcha_output: '88' };

  describe('when the hall accepts', () => {
    it('merges the returned fields over the sent ones', async () => {
      const hall = fakeHallClient({
        captchaValidate: () => ({ data: { result: 'success', pass_token: 'p', gen_time: '9' } }),
      });
      await expect(validateCaptcha(hall, request, { loggedIn: false })).resolves.toEqual({
        ok: true,
        fields: {
          captcha_id: 'c1',
          lot_number: 'lot-1',
          captcha_output: '88',
          pass_token: 'p',
          gen_time: '9',
        },
      });
      expect(hall.calls).toEqual([{ endpoint: 'captchaValidate', params: request, silent: true }]);
    });

    it('uses the after-login endpoint when logged in', async () => {
      const hall = fakeHallClient({ userCaptchaValidate: () => ({ data: { result: 'success' } }) });
      await validateCaptcha(hall, request, { loggedIn: true });
      expect(hall.calls[0]!.endpoint).toBe('userCaptchaValidate');
    });
  });

  describe('when the hall refuses', () => {
    it('returns its code, lot number, message and restriction time', async () => {
      const hall = fakeHallClient({
        captchaValidate: () => ({
          data: {
            result: 'fail',
            code: 'error_12',
            lot_number: 'lot-x',
            message: 'too many',
            restrictedMs: 60_000,
          },
        }),
      });
      await expect(validateCaptcha(hall, request, { loggedIn: false })).resolves.toEqual({
        ok: false,
        code: 'error_12',
        lotNumber: 'lot-x',
        message: 'too many',
        restrictedMs: 60_000,
      });
    });

    it('falls back to "fail" and the sent lot number', async () => {
      const hall = fakeHallClient({ captchaValidate: () => ({ data: { result: 'nope' } }) });
      await expect(validateCaptcha(hall, request, { loggedIn: false })).resolves.toMatchObject({
        ok: false,
        code: 'fail',
        lotNumber: 'lot-1',
      });
    });

    it('returns the transport error kind of a failed call', async () => {
      const hall = fakeHallClient({ captchaValidate: () => ({ fail: 'invalid-data' }) });
      await expect(validateCaptcha(hall, request, { loggedIn: false })).resolves.toMatchObject({
        ok: false,
        code: 'invalid-data',
        lotNumber: 'lot-1',
      });
    });
  });
});
