import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { rawCall, startTestHall } from '../test-support/hall';

interface IpCheck {
  ip: string;
  isAreaAllowed: boolean;
}

/** The IP and region verdict the hall gives a call that carries this X-Forwarded-For. */
async function ipCheckWith(server: HallServer, forwardedFor: string): Promise<IpCheck> {
  const answer = await rawCall(server, {
    method: 'GET',
    path: '/ipCheck',
    headers: { 'x-forwarded-for': forwardedFor },
  });
  return answer.body?.data as IpCheck;
}

/** One wrong answer to a fresh siam captcha challenge, sent with this X-Forwarded-For. */
async function failCaptchaAs(server: HallServer, forwardedFor: string): Promise<string | undefined> {
  const headers = { 'x-forwarded-for': forwardedFor };
  const challenge = await rawCall(server, { siteCode: 'siam', path: '/home/captcha/challenge', headers });
  const { lot_number, captcha_id } = challenge.body?.data as { lot_number: string; captcha_id: string };
  const answer = await rawCall(server, {
    siteCode: 'siam',
    path: '/home/captcha/validate',
    params: { lot_number, captcha_id, captcha_output: '-500' },
    headers,
  });
  return (answer.body?.data as { code?: string }).code;
}

describe('client IP', () => {
  describe('when X-Forwarded-For comes from a client that is not a trusted proxy', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startTestHall();
    });
    afterAll(async () => {
      await server.close();
    });

    it('ignores it: a client cannot pick its region', async () => {
      const check = await ipCheckWith(server, '203.0.113.9');
      expect(check.ip).not.toBe('203.0.113.9');
      expect(check.isAreaAllowed).toBe(true);
    });

    it('ignores it: a new forwarded address per try does not escape the captcha restriction', async () => {
      const codes: (string | undefined)[] = [];
      for (let i = 1; i <= 5; i++) codes.push(await failCaptchaAs(server, `192.0.2.${i}`));
      expect(codes).toEqual(['error_11', 'error_11', 'error_11', 'error_11', 'error_12']);
    });
  });

  describe('when X-Forwarded-For comes from a proxy listed in trustProxy', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startTestHall({ trustProxy: ['127.0.0.1'] });
    });
    afterAll(async () => {
      await server.close();
    });

    it('takes the address the proxy saw, the right-most entry it did not add itself', async () => {
      expect(await ipCheckWith(server, '203.0.113.9')).toMatchObject({
        ip: '203.0.113.9',
        isAreaAllowed: false,
      });
      // The client wrote the first entry itself; the proxy appended the address it saw.
      expect(await ipCheckWith(server, '198.51.100.7, 203.0.113.9')).toMatchObject({ ip: '203.0.113.9' });
      expect(await ipCheckWith(server, '203.0.113.9, 127.0.0.1')).toMatchObject({ ip: '203.0.113.9' });
    });
  });
});
