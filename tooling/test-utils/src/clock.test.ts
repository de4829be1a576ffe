import { describe, expect, it } from 'vitest';
import { manualClock } from './clock';

describe('manualClock', () => {
  describe('when time is advanced past several timers', () => {
    it('runs the due ones earliest first, at their own time, and leaves the later ones', () => {
      const clock = manualClock(1_000);
      const ran: string[] = [];
      clock.timers.setTimeout(() => ran.push(`b@${String(clock.now())}`), 200);
      clock.timers.setTimeout(() => ran.push(`a@${String(clock.now())}`), 100);
      clock.timers.setTimeout(() => ran.push(`c@${String(clock.now())}`), 200);
      clock.timers.setTimeout(() => ran.push('late'), 301);

      clock.advance(300);

      expect(ran).toEqual(['a@1100', 'b@1200', 'c@1200']);
      expect(clock.now()).toBe(1_300);
      expect(clock.pending()).toEqual([1]);
    });

    it('also runs a timer set by a timer when it falls due within the same advance', () => {
      const clock = manualClock(0);
      const ran: number[] = [];
      clock.timers.setTimeout(() => {
        ran.push(clock.now());
        clock.timers.setTimeout(() => ran.push(clock.now()), 50);
      }, 50);

      clock.advance(100);

      expect(ran).toEqual([50, 100]);
    });
  });

  describe('when a timer is cleared', () => {
    it('never runs it', () => {
      const clock = manualClock();
      let ran = false;
      const handle = clock.timers.setTimeout(() => (ran = true), 10);
      clock.timers.clearTimeout(handle);

      clock.advance(1_000);

      expect(ran).toBe(false);
      expect(clock.pending()).toEqual([]);
    });
  });

  describe('when the clock jumps', () => {
    it('moves the time without running the timers that fell due', () => {
      const clock = manualClock(0);
      let ran = false;
      clock.timers.setTimeout(() => (ran = true), 10);

      clock.jump(60_000);

      expect(clock.now()).toBe(60_000);
      expect(ran).toBe(false);
      expect(clock.pending()).toEqual([-59_990]);
    });
  });
});
