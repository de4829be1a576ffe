import { describe, expect, it } from 'vitest';
import { CAPTCHA_MAX_FAILURES, createRisk } from './risk';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

/** Fails a fresh challenge from this IP once. */
function failOnce(risk: ReturnType<typeof createRisk>, ip: string) {
  const challenge = risk.createChallenge({ siteCode: 'demo', siteId: 1001, type: 'slide', answer: '100' });
  return risk.validate({ siteCode: 'demo', ip, lotNumber: challenge.lotNumber, output: '-500' });
}

describe('risk bounds', () => {
  describe('when failed logins come for more accounts and IPs than the cap', () => {
    it('keeps at most the cap of keys, the most recent ones', () => {
      const risk = createRisk(clock().now, { maxEntries: 100 });
      for (let i = 0; i < 1000; i++) risk.recordLoginFailure('demo', `user${i}`, `10.0.${i >> 8}.${i & 255}`);
      expect(risk.sizes().loginFailureKeys).toBeLessThanOrEqual(100);
      expect(risk.loginFailures('demo', 'user999', '9.9.9.9')).toBe(1);
    });

    it('keeps no key for a login that was only checked, never failed', () => {
      const risk = createRisk(clock().now, { maxEntries: 100 });
      for (let i = 0; i < 1000; i++) risk.loginFailures('demo', `user${i}`, `10.1.${i >> 8}.${i & 255}`);
      expect(risk.sizes().loginFailureKeys).toBe(0);
    });

    it('keeps a bounded list per key however often one account fails', () => {
      const risk = createRisk(clock().now, { maxEntries: 100 });
      for (let i = 0; i < 10_000; i++) risk.recordLoginFailure('demo', 'ana', '1.1.1.1');
      expect(risk.sizes().loginFailureTimes).toBeLessThanOrEqual(2 * 100);
      expect(risk.loginFailures('demo', 'ana', '1.1.1.1')).toBeGreaterThanOrEqual(3);
    });
  });

  describe('when captcha failures and challenges flood in', () => {
    it('keeps the maps bounded and never forgets an IP still restricted', () => {
      const time = clock();
      const risk = createRisk(time.now, { maxEntries: 50 });
      for (let i = 0; i < CAPTCHA_MAX_FAILURES; i++) failOnce(risk, 'restricted-ip');
      expect(risk.restrictedMs('demo', 'restricted-ip')).toBeGreaterThan(0);
      for (let i = 0; i < 1000; i++) failOnce(risk, `flood-${i}`);
      for (let i = 0; i < 1000; i++)
        risk.createChallenge({ siteCode: 'demo', siteId: 1001, type: 'slide', answer: '1' });
      const sizes = risk.sizes();
      expect(sizes.captchaFailures).toBeLessThanOrEqual(50);
      expect(sizes.challenges).toBeLessThanOrEqual(50);
      expect(risk.restrictedMs('demo', 'restricted-ip')).toBeGreaterThan(0);
    });
  });

  describe('when pass tokens are minted faster than they are used', () => {
    it('keeps at most the cap, dropping the oldest', () => {
      const risk = createRisk(clock().now, { maxEntries: 50 });
      let last = '';
      for (let i = 0; i < 500; i++) {
        const challenge = risk.createChallenge({
          siteCode: 'demo',
          siteId: 1001,
          type: 'slide',
          answer: '100',
        });
        const outcome = risk.validate({
          siteCode: 'demo',
          ip: `ip-${i}`,
          lotNumber: challenge.lotNumber,
          output: '100',
        });
        if (outcome.ok) last = outcome.passToken;
      }
      expect(risk.sizes().passTokens).toBeLessThanOrEqual(50);
      expect(risk.consumePassToken('demo', undefined, last, undefined)).toBe(true);
    });
  });
});
