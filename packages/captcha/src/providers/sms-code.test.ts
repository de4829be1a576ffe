import { describe, expect, it } from 'vitest';
import { fakeContext } from '../test-support/fake-context';
import { createSmsCodeProvider, maskPhone } from './sms-code';

describe('maskPhone', () => {
  describe('when the number is long', () => {
    it('shows only the last 4 digits, with at most 8 dots', () => {
      expect(maskPhone('+55 11 98765-4321')).toBe('••••••••4321');
      expect(maskPhone('0812345678')).toBe('••••••5678');
    });
  });

  describe('when there is little or nothing to hide', () => {
    it('shows short numbers as they are and drops empty ones', () => {
      expect(maskPhone('1234')).toBe('1234');
      expect(maskPhone('+--')).toBeUndefined();
      expect(maskPhone(undefined)).toBeUndefined();
    });
  });
});

describe('createSmsCodeProvider', () => {
  describe('when the user types the code', () => {
    it('asks the hall to text the phone of the call, prompts with the masked number and answers the trimmed code', async () => {
      const context = fakeContext({
        kind: 'sms',
        serviceCode: '1127',
        params: { phone: ' +5511987654321 ' },
        challenge: (params) => ({
          ok: true,
          data: { captcha_id: 'sms-id', lot_number: 'lot-s', type: 'sms', phone: params.phone },
        }),
      });
      const result = createSmsCodeProvider().solve(context);
      expect(await context.prompted()).toEqual({ type: 'sms', phone: '••••••••4321', lotNumber: 'lot-s' });
      expect(context.fetched).toEqual([{ type: 'sms', phone: '+5511987654321' }]);
      context.answer(' 004211 ');
      await expect(result).resolves.toEqual({
        status: 'solved',
        fields: { captcha_id: 'sms-id', lot_number: 'lot-s', captcha_output: '004211' },
      });
    });

    it('lets the hall pick the phone after login, and uses the context captcha id', async () => {
      const context = fakeContext({
        kind: 'sms',
        captchaId: 'ctx-id',
        challenge: () => ({ ok: true, data: { lot_number: 'lot-t' } }),
      });
      const result = createSmsCodeProvider({ name: 'texts', phone: () => undefined }).solve(context);
      expect(await context.prompted()).toEqual({ type: 'sms', phone: undefined, lotNumber: 'lot-t' });
      expect(context.fetched).toEqual([{ type: 'sms' }]);
      context.answer('1');
      await expect(result).resolves.toEqual({
        status: 'solved',
        fields: { captcha_id: 'ctx-id', lot_number: 'lot-t', captcha_output: '1' },
      });
    });
  });

  describe('when the code cannot be sent', () => {
    it('fails with the hall code (1216 without a phone)', async () => {
      const context = fakeContext({
        kind: 'sms',
        challenge: () => ({ ok: false, code: '1216', message: 'an SMS captcha needs a phone number' }),
      });
      await expect(createSmsCodeProvider().solve(context)).resolves.toEqual({
        status: 'failed',
        code: '1216',
        message: 'an SMS captcha needs a phone number',
      });
    });

    it('fails with bad-challenge when no lot number comes back', async () => {
      const context = fakeContext({ kind: 'sms', challenge: () => ({ ok: true, data: {} }) });
      await expect(createSmsCodeProvider().solve(context)).resolves.toEqual({
        status: 'failed',
        code: 'bad-challenge',
      });
    });

    it('reports a cancel when the fetch ended by an abort', async () => {
      const context = fakeContext({
        kind: 'sms',
        challenge: () => {
          context.abort();
          return { ok: false, code: 'aborted' };
        },
      });
      await expect(createSmsCodeProvider().solve(context)).resolves.toEqual({ status: 'cancelled' });
    });
  });

  describe('when the user closes the prompt', () => {
    it('resolves cancelled', async () => {
      const context = fakeContext({
        kind: 'sms',
        challenge: () => ({ ok: true, data: { lot_number: 'x' } }),
      });
      const result = createSmsCodeProvider().solve(context);
      await context.prompted();
      context.abort();
      await expect(result).resolves.toEqual({ status: 'cancelled' });
    });
  });
});
