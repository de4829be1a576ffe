import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it } from 'vitest';
import { memoryLocks } from './locks.test-util';
import { createTabClaims } from './tab-claim';

const now = () => 1_000_000;

describe('createTabClaims', () => {
  describe('when two tabs of one browser claim the same notice at once', () => {
    it('gives it to one of them', async () => {
      const storage = memoryStorage();
      const locks = memoryLocks();
      const first = createTabClaims(storage, locks, now);
      const second = createTabClaims(storage, locks, now);
      const results = await Promise.all([
        first.claim('deposit:1'),
        second.claim('deposit:1'),
        first.claim('deposit:1'),
        second.claim('deposit:2'),
      ]);
      expect(results).toEqual([true, false, false, true]);
    });
  });

  describe('when the claims in storage are corrupt', () => {
    it('starts them again rather than failing', async () => {
      const storage = memoryStorage();
      storage.setItem('lobbykit:money-shown', '{not json');
      expect(await createTabClaims(storage, undefined, now).claim('deposit:1')).toBe(true);
    });
  });

  describe('when a claim is older than a day', () => {
    it('is forgotten', async () => {
      const storage = memoryStorage();
      let time = 0;
      const tab = createTabClaims(storage, undefined, () => time);
      await tab.claim('deposit:1');
      time = 25 * 3_600_000;
      expect(await createTabClaims(storage, undefined, () => time).claim('deposit:1')).toBe(true);
    });
  });

  describe('when there is no storage', () => {
    it('claims once per tab', async () => {
      const tab = createTabClaims(undefined, undefined, now);
      expect([await tab.claim('x'), await tab.claim('x')]).toEqual([true, false]);
    });
  });
});
