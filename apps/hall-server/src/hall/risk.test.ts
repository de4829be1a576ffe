import { CAPTCHA_RESTRICTION_MS } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { CAPTCHA_MAX_FAILURES, createRisk, RISK_WINDOW_MS } from './risk';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('risk', () => {
  describe('when logins fail', () => {
    it('counts per account and per IP inside the window only', () => {
      const time = clock();
      const risk = createRisk(time.now);
      risk.recordLoginFailure('demo', 'Ana', '1.1.1.1');
      risk.recordLoginFailure('demo', 'ana', '2.2.2.2');
      expect(risk.loginFailures('demo', 'ANA', '3.3.3.3')).toBe(2);
      expect(risk.loginFailures('demo', 'bob', '1.1.1.1')).toBe(1);
      time.advance(RISK_WINDOW_MS + 1);
      expect(risk.loginFailures('demo', 'ana', '1.1.1.1')).toBe(0);
    });
  });

  describe('when a slide challenge is answered', () => {
    it('gives a pass token once for a close answer, usable once', () => {
      const risk = createRisk(clock().now);
      const challenge = risk.createChallenge({
        siteCode: 'demo',
        siteId: 1001,
        account: 'ana',
        type: 'slide',
        answer: '120',
      });
      const outcome = risk.validate({
        siteCode: 'demo',
        ip: 'x',
        lotNumber: challenge.lotNumber,
        output: '{"x":124}',
      });
      expect(outcome.ok).toBe(true);
      if (!outcome.ok) return;
      expect(risk.consumePassToken('demo', 'ana', outcome.passToken, challenge.lotNumber)).toBe(true);
      expect(risk.consumePassToken('demo', 'ana', outcome.passToken, challenge.lotNumber)).toBe(false);
      expect(
        risk.validate({ siteCode: 'demo', ip: 'x', lotNumber: challenge.lotNumber, output: '120' }),
      ).toMatchObject({ ok: false, code: 'error_02' });
    });

    it('refuses a pass token for another account or site', () => {
      const risk = createRisk(clock().now);
      const challenge = risk.createChallenge({
        siteCode: 'demo',
        siteId: 1001,
        account: 'ana',
        type: 'slide',
        answer: '50',
      });
      const outcome = risk.validate({
        siteCode: 'demo',
        ip: 'x',
        lotNumber: challenge.lotNumber,
        output: '50',
      });
      if (!outcome.ok) throw new Error('expected success');
      expect(risk.consumePassToken('demo', 'bob', outcome.passToken, undefined)).toBe(false);
    });

    it('restricts the IP for 60 s after too many wrong answers, then frees it', () => {
      const time = clock();
      const risk = createRisk(time.now);
      const attempt = () => {
        const challenge = risk.createChallenge({
          siteCode: 'demo',
          siteId: 1001,
          type: 'slide',
          answer: '200',
        });
        return risk.validate({
          siteCode: 'demo',
          ip: '9.9.9.9',
          lotNumber: challenge.lotNumber,
          output: '10',
        });
      };
      for (let i = 1; i < CAPTCHA_MAX_FAILURES; i++)
        expect(attempt()).toMatchObject({ ok: false, code: 'error_11' });
      expect(attempt()).toMatchObject({ ok: false, code: 'error_12', restrictedMs: CAPTCHA_RESTRICTION_MS });
      time.advance(10_000);
      expect(attempt()).toMatchObject({
        ok: false,
        code: 'error_01',
        restrictedMs: CAPTCHA_RESTRICTION_MS - 10_000,
      });
      expect(risk.restrictedMs('demo', '8.8.8.8')).toBe(0);
      time.advance(CAPTCHA_RESTRICTION_MS);
      expect(attempt()).toMatchObject({ ok: false, code: 'error_11' });
    });

    it('expires a challenge after two minutes', () => {
      const time = clock();
      const risk = createRisk(time.now);
      const challenge = risk.createChallenge({
        siteCode: 'demo',
        siteId: 1001,
        type: 'sms',
        answer: '123456',
      });
      time.advance(121_000);
      expect(
        risk.validate({ siteCode: 'demo', ip: 'x', lotNumber: challenge.lotNumber, output: '123456' }),
      ).toMatchObject({ code: 'error_04' });
    });
  });

  describe('when codes are sent', () => {
    it('keeps the last code per address and purpose for ten minutes', () => {
      const time = clock();
      const risk = createRisk(time.now);
      risk.sendCode('+5511999999999', 'sms', 'bind');
      const second = risk.sendCode('+5511999999999', 'sms', 'bind');
      expect(second.code).toMatch(/^\d{6}$/);
      expect(risk.lastCode('+5511999999999', 'bind')?.code).toBe(second.code);
      expect(risk.lastCode('+5511999999999', 'captcha')).toBeUndefined();
      time.advance(RISK_WINDOW_MS + 1);
      expect(risk.lastCode('+5511999999999', 'bind')).toBeUndefined();
    });
  });
});
