import { describe, expect, it, vi } from 'vitest';
import { debounce } from './scheduler';
import { createFakeScheduler } from '../../test/fake-scheduler';

describe('debounce', () => {
  describe('when called repeatedly', () => {
    it('runs once, the given time after the last call', () => {
      const scheduler = createFakeScheduler();
      const callback = vi.fn();
      const run = debounce(scheduler, 100, callback);
      run();
      scheduler.advance(60);
      run();
      scheduler.advance(99);
      expect(callback).not.toHaveBeenCalled();
      scheduler.advance(1);
      expect(callback).toHaveBeenCalledTimes(1);
    });
  });

  describe('when cancelled', () => {
    it('never runs', () => {
      const scheduler = createFakeScheduler();
      const callback = vi.fn();
      const run = debounce(scheduler, 50, callback);
      run();
      run.cancel();
      scheduler.advance(500);
      expect(callback).not.toHaveBeenCalled();
    });
  });
});
