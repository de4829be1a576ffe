import { describe, expect, it } from 'vitest';
import { memoryStorage } from './storage';

describe('memoryStorage', () => {
  describe('when it is used like Web Storage', () => {
    it('keeps strings by key, answers null for a missing one, and shows what it holds', () => {
      const storage = memoryStorage({ kept: 'before' });
      storage.setItem('language', 'th_TH');
      storage.removeItem('kept');

      expect(storage.getItem('language')).toBe('th_TH');
      expect(storage.getItem('kept')).toBeNull();
      expect([...storage.data]).toEqual([['language', 'th_TH']]);
    });
  });

  describe('when it is made to fail', () => {
    it('throws that error on every call and keeps nothing', () => {
      const denied = new Error('SecurityError');
      const storage = memoryStorage({ kept: 'before' }, { failWith: denied });

      expect(() => storage.getItem('kept')).toThrow(denied);
      expect(() => storage.setItem('language', 'th_TH')).toThrow(denied);
      expect(() => storage.removeItem('kept')).toThrow(denied);
      expect([...storage.data]).toEqual([['kept', 'before']]);
    });
  });
});
