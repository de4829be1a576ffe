import { manualClock } from '@lobbykit/test-utils/clock';
import { describe, expect, it, vi } from 'vitest';
import { createClickDelay } from './click-delay';

describe('createClickDelay', () => {
  describe('when a control is clicked once', () => {
    it('runs the action after 500 ms, not before', () => {
      const clock = manualClock();
      const action = vi.fn();
      const delay = createClickDelay({ timers: clock.timers });
      delay.click(action);
      clock.advance(499);
      expect(action).not.toHaveBeenCalled();
      expect(delay.pending()).toBe(true);
      clock.advance(1);
      expect(action).toHaveBeenCalledOnce();
      expect(delay.pending()).toBe(false);
    });
  });

  describe('when it is clicked again during the delay', () => {
    it('runs the first action once, at the first click’s time', () => {
      const clock = manualClock();
      const first = vi.fn();
      const second = vi.fn();
      const delay = createClickDelay({ timers: clock.timers });
      delay.click(first);
      clock.advance(300);
      delay.click(second);
      delay.click(first);
      clock.advance(200);
      expect(first).toHaveBeenCalledOnce();
      expect(second).not.toHaveBeenCalled();
      expect(clock.pending()).toEqual([]);
    });
  });

  describe('when it is clicked again after the action ran', () => {
    it('runs it again', () => {
      const clock = manualClock();
      const action = vi.fn();
      const delay = createClickDelay({ timers: clock.timers, delayMs: 100 });
      delay.click(action);
      clock.advance(100);
      delay.click(action);
      clock.advance(100);
      expect(action).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the waiting click is cancelled', () => {
    it('never runs it, and a later click runs', () => {
      const clock = manualClock();
      const action = vi.fn();
      const delay = createClickDelay({ timers: clock.timers });
      delay.click(action);
      delay.cancel();
      clock.advance(1000);
      expect(action).not.toHaveBeenCalled();
      delay.click(action);
      clock.advance(500);
      expect(action).toHaveBeenCalledOnce();
    });
  });
});
