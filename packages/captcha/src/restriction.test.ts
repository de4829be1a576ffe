import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it } from 'vitest';
import { createRestriction, DEFAULT_RESTRICTION_KEY } from './restriction';

describe('createRestriction', () => {
  describe('when a window starts', () => {
    it('lasts 60 s by default and counts down with the clock', () => {
      let now = 1_000_000;
      const restriction = createRestriction({ storage: null, now: () => now });
      expect(restriction.remainingMs()).toBe(0);
      expect(restriction.start()).toBe(1_060_000);
      expect(restriction.remainingMs()).toBe(60_000);
      now += 59_001;
      expect(restriction.remainingMs()).toBe(999);
      now += 999;
      expect(restriction.remainingMs()).toBe(0);
      expect(restriction.until()).toBeUndefined();
    });

    it('never starts a window longer than the maximum, and treats a bad length as the maximum', () => {
      const restriction = createRestriction({ storage: null, now: () => 0 });
      restriction.start(10 * 60_000);
      expect(restriction.remainingMs()).toBe(60_000);
      restriction.start(23_000);
      expect(restriction.remainingMs()).toBe(23_000);
      restriction.start(Number.NaN);
      expect(restriction.remainingMs()).toBe(60_000);
      restriction.start(-1);
      expect(restriction.remainingMs()).toBe(60_000);
    });

    it('is kept in server time', () => {
      let offset = 5_000;
      const restriction = createRestriction({
        storage: null,
        now: () => 100_000,
        serverTimeOffset: () => offset,
      });
      expect(restriction.start()).toBe(165_000);
      // The server clock turns out to be 20 s further ahead: 20 s less are left.
      offset = 25_000;
      expect(restriction.remainingMs()).toBe(40_000);
      expect(restriction.until()).toBe(165_000);
    });

    it('ignores a non-finite server offset', () => {
      const restriction = createRestriction({
        storage: null,
        now: () => 0,
        serverTimeOffset: () => Number.NaN,
      });
      expect(restriction.start()).toBe(60_000);
    });
  });

  describe('when the page reloads', () => {
    it('finds the window in storage and keeps counting', () => {
      const storage = memoryStorage();
      createRestriction({ storage, now: () => 0 }).start();
      expect(JSON.parse(storage.data.get(DEFAULT_RESTRICTION_KEY)!)).toEqual({ until: 60_000 });
      const reloaded = createRestriction({ storage, now: () => 45_000 });
      expect(reloaded.remainingMs()).toBe(15_000);
    });

    it('uses its own key when told', () => {
      const storage = memoryStorage();
      createRestriction({ storage, storageKey: 'site-a', now: () => 0 }).start();
      expect(createRestriction({ storage, storageKey: 'site-b', now: () => 0 }).remainingMs()).toBe(0);
      expect(createRestriction({ storage, storageKey: 'site-a', now: () => 0 }).remainingMs()).toBe(60_000);
    });

    it('removes an ended window from storage', () => {
      const storage = memoryStorage({ [DEFAULT_RESTRICTION_KEY]: JSON.stringify({ until: 10 }) });
      expect(createRestriction({ storage, now: () => 11 }).remainingMs()).toBe(0);
      expect(storage.data.size).toBe(0);
    });

    it('cuts a stored window longer than 60 s (a changed clock) to 60 s', () => {
      const storage = memoryStorage({ [DEFAULT_RESTRICTION_KEY]: JSON.stringify({ until: 10 * 60_000 }) });
      expect(createRestriction({ storage, now: () => 0 }).remainingMs()).toBe(60_000);
    });
  });

  describe('when the stored value is corrupt', () => {
    it.each([
      ['not JSON', '{until:'],
      ['a number', '123'],
      ['null', 'null'],
      ['a string end', '{"until":"60000"}'],
      ['no end', '{}'],
      ['an infinite end', '{"until":1e400}'],
    ])('discards %s without throwing', (_what, raw) => {
      const storage = memoryStorage({ [DEFAULT_RESTRICTION_KEY]: raw });
      const restriction = createRestriction({ storage, now: () => 0 });
      expect(restriction.remainingMs()).toBe(0);
      expect(storage.data.has(DEFAULT_RESTRICTION_KEY)).toBe(false);
    });
  });

  describe('when storage throws', () => {
    it('keeps the window in memory', () => {
      const broken = memoryStorage({}, { failWith: new Error('denied') });
      const restriction = createRestriction({ storage: broken, now: () => 0 });
      expect(restriction.remainingMs()).toBe(0);
      restriction.start();
      expect(restriction.remainingMs()).toBe(60_000);
      restriction.clear();
      expect(restriction.remainingMs()).toBe(0);
    });

    it('discards a corrupt value even when removing it fails', () => {
      const storage = {
        getItem: () => 'garbage',
        setItem: () => undefined,
        removeItem: () => {
          throw new Error('denied');
        },
      };
      expect(createRestriction({ storage, now: () => 0 }).remainingMs()).toBe(0);
    });
  });

  describe('when no storage is given', () => {
    it('uses localStorage', () => {
      localStorage.clear();
      createRestriction({ now: () => 0 }).start();
      expect(localStorage.getItem(DEFAULT_RESTRICTION_KEY)).toBe('{"until":60000}');
      localStorage.clear();
    });
  });

  describe('when cleared', () => {
    it('frees at once and forgets the stored window', () => {
      const storage = memoryStorage();
      const restriction = createRestriction({ storage, now: () => 0 });
      restriction.start();
      restriction.clear();
      expect(restriction.remainingMs()).toBe(0);
      expect(storage.data.size).toBe(0);
    });
  });
});
