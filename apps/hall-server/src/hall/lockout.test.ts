import { describe, expect, it } from 'vitest';
import { createLockouts, LOCKOUT_MAX_FAILURES, LOCKOUT_MS } from './lockout';

function clock(start = 1_000_000) {
  let time = start;
  return { now: () => time, advance: (ms: number) => (time += ms) };
}

describe('lockouts', () => {
  describe('when an account fails in a row', () => {
    it('locks on the fifth failure for 15 minutes, then starts a fresh run', () => {
      const time = clock();
      const lockouts = createLockouts(time.now, 100);
      for (let n = 1; n < LOCKOUT_MAX_FAILURES; n++) {
        expect(lockouts.recordFailure('demo', 'Ana', 'smsCode')).toEqual({
          lockedMs: 0,
          attemptsLeft: LOCKOUT_MAX_FAILURES - n,
        });
      }
      expect(lockouts.recordFailure('demo', 'ana', 'smsCode')).toEqual({
        lockedMs: LOCKOUT_MS,
        attemptsLeft: 0,
      });
      expect(lockouts.lockedMs('demo', 'ANA', 'smsCode')).toBe(LOCKOUT_MS);
      expect(lockouts.lockedMs('demo', 'ana', 'emailCode')).toBe(0);
      expect(lockouts.lockedMs('siam', 'ana', 'smsCode')).toBe(0);
      time.advance(LOCKOUT_MS);
      expect(lockouts.lockedMs('demo', 'ana', 'smsCode')).toBe(0);
      expect(lockouts.recordFailure('demo', 'ana', 'smsCode').attemptsLeft).toBe(LOCKOUT_MAX_FAILURES - 1);
    });

    it('forgets a run 15 minutes after its last failure, and at once after a success', () => {
      const time = clock();
      const lockouts = createLockouts(time.now, 100);
      for (let n = 1; n < LOCKOUT_MAX_FAILURES; n++)
        lockouts.recordFailure('demo', 'ana', 'withdrawPassword');
      time.advance(LOCKOUT_MS + 1);
      expect(lockouts.recordFailure('demo', 'ana', 'withdrawPassword').lockedMs).toBe(0);
      lockouts.recordSuccess('demo', 'ana', 'withdrawPassword');
      for (let n = 1; n < LOCKOUT_MAX_FAILURES; n++)
        lockouts.recordFailure('demo', 'ana', 'withdrawPassword');
      expect(lockouts.lockedMs('demo', 'ana', 'withdrawPassword')).toBe(0);
    });
  });

  describe('when failures come for more accounts than the cap', () => {
    it('keeps the map bounded and never forgets a running lock', () => {
      const lockouts = createLockouts(clock().now, 50);
      for (let n = 0; n < LOCKOUT_MAX_FAILURES; n++) lockouts.recordFailure('demo', 'locked', 'smsCode');
      for (let i = 0; i < 5000; i++) lockouts.recordFailure('demo', `user${i}`, 'smsCode');
      expect(lockouts.size()).toBeLessThanOrEqual(50);
      expect(lockouts.lockedMs('demo', 'locked', 'smsCode')).toBe(LOCKOUT_MS);
    });
  });
});
