import { describe, expect, it, vi } from 'vitest';
import { createStartupGate } from './startup-gate';

describe('createStartupGate', () => {
  describe('when two dialogs hold it', () => {
    it('is held until both released, and tells only the two changes', () => {
      const gate = createStartupGate();
      const listener = vi.fn();
      gate.subscribe(listener);

      const first = gate.hold();
      const second = gate.hold();
      first();
      first();
      expect(gate.held()).toBe(true);
      second();

      expect(gate.held()).toBe(false);
      expect(listener).toHaveBeenCalledTimes(2);
    });
  });
});
