import { describe, expect, it, vi } from 'vitest';
import type { HallConnection } from '../network/hall-connection';
import { sendSignUpCode } from './sign-up-code';

describe('sendSignUpCode', () => {
  describe('when the hall connection does not load', () => {
    it('answers a failure to show above the form, and throws nothing', async () => {
      const outcome = await sendSignUpCode(Promise.reject(new Error('chunk 404')), {
        channel: 'email',
        email: 'ana@example.com',
      });
      expect(outcome).toMatchObject({
        ok: false,
        reason: 'failed',
        error: { kind: 'network', field: 'form' },
      });
    });
  });

  describe('when the input is refused', () => {
    it('asks nothing of the hall', async () => {
      const request = vi.fn();
      const hall = Promise.resolve({ client: { request } } as unknown as HallConnection);
      expect(await sendSignUpCode(hall, { channel: 'sms', phone: '12', areaCode: '+55' })).toMatchObject({
        reason: 'invalid',
        field: 'phone',
      });
      expect(request).not.toHaveBeenCalled();
    });
  });
});
