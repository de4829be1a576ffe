import { describe, expect, it } from 'vitest';
import { newRequestId } from './money-runner';

describe('newRequestId', () => {
  describe('when ids are made', () => {
    it('gives the prefix and 32 random hex digits, a new one each time, in the shape the hall takes', () => {
      const ids = Array.from({ length: 50 }, () => newRequestId(globalThis.crypto, 'dep'));
      for (const id of ids) expect(id).toMatch(/^dep-[0-9a-f]{32}$/);
      expect(new Set(ids).size).toBe(ids.length);
    });
  });
});
