import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it, vi } from 'vitest';
import {
  countUnread,
  createNoticeReadStore,
  NOTICE_READS_PER_ACCOUNT,
  noticeReadStorageKey,
  parseNoticeReads,
} from './notice-read-store';

const KEY = noticeReadStorageKey('demo');

function setUp(initial: Record<string, string> = {}) {
  const storage = memoryStorage(initial);
  const reads = createNoticeReadStore({ storage, siteCode: 'demo' });
  return { storage, reads };
}

describe('createNoticeReadStore', () => {
  describe('when a player opens notices', () => {
    it('keeps them read for that account only, across a new store on the same storage', () => {
      const { storage, reads } = setUp();
      reads.markRead('alice', 'n1');
      reads.markRead('alice', 'n2');
      const again = createNoticeReadStore({ storage, siteCode: 'demo' });
      expect([...again.readIds('alice')]).toEqual(['n1', 'n2']);
      expect(again.readIds('bob').size).toBe(0);
      expect(createNoticeReadStore({ storage, siteCode: 'other' }).readIds('alice').size).toBe(0);
    });

    it('tells listeners of a new read only', () => {
      const { reads } = setUp();
      const listener = vi.fn();
      const stop = reads.subscribe(listener);
      reads.markRead('alice', 'n1');
      reads.markRead('alice', 'n1');
      expect(listener).toHaveBeenCalledTimes(1);
      expect(reads.revision()).toBe(1);
      stop();
      reads.markRead('alice', 'n2');
      expect(listener).toHaveBeenCalledTimes(1);
    });
  });

  describe('when more accounts or reads come than are kept', () => {
    it('keeps the 5 most recently used accounts', () => {
      const { reads } = setUp();
      for (const name of ['a', 'b', 'c', 'd', 'e', 'f']) reads.markRead(name, 'n1');
      expect(reads.readIds('a').size).toBe(0);
      expect(reads.readIds('f').has('n1')).toBe(true);
      expect(reads.readIds('b').has('n1')).toBe(true);
    });

    it('drops the oldest reads past the limit', () => {
      const { reads } = setUp();
      for (let i = 0; i <= NOTICE_READS_PER_ACCOUNT; i++) reads.markRead('alice', `n${i}`);
      const ids = reads.readIds('alice');
      expect(ids.size).toBe(NOTICE_READS_PER_ACCOUNT);
      expect(ids.has('n0')).toBe(false);
    });
  });

  describe('when the stored value is not one it wrote', () => {
    it.each([
      ['not JSON', '{oops'],
      ['another format', '{"v":2,"accounts":[]}'],
      ['no accounts', '{"v":1}'],
    ])('drops %s and reads nothing', (_, raw) => {
      const { storage, reads } = setUp({ [KEY]: raw });
      expect(reads.readIds('alice').size).toBe(0);
      expect(storage.getItem(KEY)).toBeNull();
    });

    it('skips bad entries and ids but keeps the good ones', () => {
      const raw = JSON.stringify({
        v: 1,
        accounts: [
          [1, ['x']],
          ['alice', ['n1', 7, '', 'n1']],
        ],
      });
      expect(parseNoticeReads(raw)).toEqual([{ account: 'alice', ids: ['n1'] }]);
    });
  });

  describe('when storage throws', () => {
    it('reads nothing and loses only the read being written', () => {
      const failing = {
        getItem: () => {
          throw new Error('blocked');
        },
        setItem: () => {
          throw new Error('full');
        },
        removeItem: () => undefined,
      };
      const reads = createNoticeReadStore({ storage: failing, siteCode: 'demo' });
      expect(() => reads.markRead('alice', 'n1')).not.toThrow();
      expect(reads.readIds('alice').size).toBe(0);
    });
  });
});

describe('countUnread', () => {
  it.each([
    [['a', 'b', 'c'], ['b'], 2],
    [[], ['b'], 0],
    [['a'], [], 1],
  ])('counts %j less %j as %i', (ids, read, expected) => {
    expect(countUnread(ids, new Set(read))).toBe(expected);
  });
});
