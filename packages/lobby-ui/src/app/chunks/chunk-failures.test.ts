import { describe, expect, it, vi } from 'vitest';
import { createChunkFailures } from './chunk-failures';

describe('createChunkFailures', () => {
  describe('when a failure is reported', () => {
    it('tells every listener, and none that unsubscribed', () => {
      const failures = createChunkFailures();
      const first = vi.fn();
      const second = vi.fn();
      failures.subscribe(first);
      const stop = failures.subscribe(second);
      stop();
      const error = new TypeError('Failed to fetch dynamically imported module');
      failures.report(error);
      expect(first).toHaveBeenCalledExactlyOnceWith(error);
      expect(second).not.toHaveBeenCalled();
    });
  });

  describe('when a failure is reported while nobody listens', () => {
    it('tells the first listener once, and no later one', () => {
      const failures = createChunkFailures();
      const error = new TypeError('Failed to fetch dynamically imported module');
      failures.report(error);
      const first = vi.fn();
      const later = vi.fn();
      failures.subscribe(first);
      failures.subscribe(later);
      expect(first).toHaveBeenCalledExactlyOnceWith(error);
      expect(later).not.toHaveBeenCalled();
    });
  });
});
