import type { NoticeFrameBox } from '@lobbykit/contract';
import { manualClock } from '@lobbykit/test-utils/clock';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createFrameStore,
  FRAME_CHOICE_TTL_MS,
  FRAME_CHOICES_PER_ACCOUNT,
  frameStorageKey,
  VISITOR_ACCOUNT,
} from './frame-store';

const DAY = 24 * 60 * 60 * 1000;
const KEY = frameStorageKey('demo');

function setUp(initial: Record<string, string> = {}) {
  const clock = manualClock(1_700_000_000_000);
  const storage = memoryStorage(initial);
  const frames = createFrameStore({ storage, siteCode: 'demo', clock: clock.now });
  return { clock, storage, frames };
}

const box = (): NoticeFrameBox => ({
  noticeFrameMsgList: [{ id: 'n1' }, { id: 'n2' }],
  announcementFrameMsgList: [{ id: 'a1' }],
  publicityMsgList: [{ id: 'p1' }],
});

const idsOf = (visible: NoticeFrameBox) => ({
  notice: visible.noticeFrameMsgList.map((frame) => frame.id),
  announcement: visible.announcementFrameMsgList.map((frame) => frame.id),
  publicity: visible.publicityMsgList.map((frame) => frame.id),
});

describe('createFrameStore', () => {
  describe('when nothing is stored', () => {
    it('has no choices and shows every frame', () => {
      const { clock, frames } = setUp();
      expect(frames.choicesOf('alice').size).toBe(0);
      expect(idsOf(frames.visibleFrames('alice', box(), clock.now()))).toEqual({
        notice: ['n1', 'n2'],
        announcement: ['a1'],
        publicity: ['p1'],
      });
    });
  });

  describe('when the player reads and dismisses frames', () => {
    it('remembers each choice by account, and hides the dismissed ones', () => {
      const { clock, frames } = setUp();
      frames.markRead('alice', 'n1');
      frames.dismiss('alice', 'n2', 'again');
      frames.dismiss('alice', 'a1', 'login');
      expect(frames.choicesOf('alice').get('n1')).toEqual({
        read: true,
        not_remind_again: false,
        not_remind_login: false,
      });
      expect(idsOf(frames.visibleFrames('alice', box(), clock.now()))).toEqual({
        notice: ['n1'],
        announcement: [],
        publicity: ['p1'],
      });
      expect(frames.visibleFrames('bob', box(), clock.now()).noticeFrameMsgList).toHaveLength(2);
    });

    it('keeps the visitor apart from players', () => {
      const { clock, frames } = setUp();
      frames.dismiss(VISITOR_ACCOUNT, 'p1', 'again');
      expect(frames.visibleFrames(VISITOR_ACCOUNT, box(), clock.now()).publicityMsgList).toEqual([]);
      expect(frames.visibleFrames('alice', box(), clock.now()).publicityMsgList).toHaveLength(1);
    });

    it('adds a choice to the earlier ones of the same frame', () => {
      const { frames } = setUp();
      frames.markRead('alice', 'n1');
      frames.dismiss('alice', 'n1', 'login');
      expect(frames.choicesOf('alice').get('n1')).toEqual({
        read: true,
        not_remind_again: false,
        not_remind_login: true,
      });
    });
  });

  describe('when the account logs in again', () => {
    it('shows the "not after login" frames again, and keeps the others', () => {
      const { clock, frames } = setUp();
      frames.dismiss('alice', 'n1', 'login');
      frames.dismiss('alice', 'n2', 'again');
      frames.markRead('alice', 'a1');
      frames.dismiss('alice', 'a1', 'login');
      frames.dismiss('bob', 'n1', 'login');
      frames.loggedIn('alice');
      expect(idsOf(frames.visibleFrames('alice', box(), clock.now())).notice).toEqual(['n1']);
      expect(frames.choicesOf('alice').has('n1')).toBe(false);
      expect(frames.choicesOf('alice').get('a1')?.read).toBe(true);
      expect(frames.choicesOf('alice').get('a1')?.not_remind_login).toBe(false);
      expect(frames.choicesOf('bob').get('n1')?.not_remind_login).toBe(true);
    });
  });

  describe('when a sixth account appears', () => {
    it('drops the least recently used one', () => {
      const { frames } = setUp();
      for (const account of ['a', 'b', 'c', 'd', 'e']) frames.dismiss(account, 'n1', 'again');
      frames.loggedIn('a');
      frames.dismiss('f', 'n1', 'again');
      expect(frames.accounts()).toEqual(['f', 'a', 'e', 'd', 'c']);
      expect(frames.choicesOf('b').size).toBe(0);
      expect(frames.choicesOf('a').get('n1')?.not_remind_again).toBe(true);
    });
  });

  describe('when a choice is older than its expiry', () => {
    it('drops it 7 days after it was written when the frame gives no expiry', () => {
      const { clock, frames } = setUp();
      frames.dismiss('alice', 'n1', 'again');
      clock.jump(FRAME_CHOICE_TTL_MS - 1);
      expect(frames.choicesOf('alice').has('n1')).toBe(true);
      clock.jump(1);
      expect(frames.choicesOf('alice').has('n1')).toBe(false);
      expect(frames.visibleFrames('alice', box(), clock.now()).noticeFrameMsgList).toHaveLength(2);
    });

    it("drops it at the frame's storageExpirationTime", () => {
      const { clock, frames } = setUp();
      frames.dismiss('alice', 'n1', 'again', clock.now() + 30 * DAY);
      frames.dismiss('alice', 'n2', 'again', clock.now() + DAY);
      clock.jump(2 * DAY);
      expect([...frames.choicesOf('alice').keys()]).toEqual(['n1']);
      clock.jump(28 * DAY);
      expect(frames.choicesOf('alice').size).toBe(0);
    });

    it('does not keep a choice whose frame expiry has already passed', () => {
      const { clock, frames, storage } = setUp();
      frames.markRead('alice', 'n1', clock.now() - 1);
      expect(storage.data.has(KEY)).toBe(false);
    });
  });

  describe('when an account makes more choices than are kept', () => {
    it('keeps the latest ones', () => {
      const { clock, frames } = setUp();
      for (let id = 0; id <= FRAME_CHOICES_PER_ACCOUNT; id += 1) {
        frames.markRead('alice', `f${id}`);
        clock.jump(1);
      }
      const kept = frames.choicesOf('alice');
      expect(kept.size).toBe(FRAME_CHOICES_PER_ACCOUNT);
      expect(kept.has('f0')).toBe(false);
      expect(kept.has(`f${FRAME_CHOICES_PER_ACCOUNT}`)).toBe(true);
    });
  });

  describe('when the stored value is not one the store wrote', () => {
    it.each([
      ['not JSON', '{"v":1,'],
      ['another format', '{"v":2,"accounts":[]}'],
      ['not an object', '"alice"'],
      ['oversized', `{"v":1,"accounts":[],"pad":"${'x'.repeat(300_000)}"}`],
    ])('reads %s as empty, and the next write replaces it', (_what, stored) => {
      const { frames, storage } = setUp({ [KEY]: stored });
      expect(frames.accounts()).toEqual([]);
      frames.dismiss('alice', 'n1', 'again');
      expect(frames.choicesOf('alice').get('n1')?.not_remind_again).toBe(true);
      expect(JSON.parse(storage.data.get(KEY)!)).toEqual({
        v: 1,
        accounts: [['alice', [['n1', 2, expect.any(Number), expect.any(Number)]]]],
      });
    });

    it('reads prototype keys as plain data', () => {
      const stored = '{"v":1,"accounts":[["__proto__",[["__proto__",2,0,9e15]]]],"__proto__":{"polluted":1}}';
      const { frames } = setUp({ [KEY]: stored });
      expect(frames.accounts()).toEqual(['__proto__']);
      expect(frames.choicesOf('__proto__').get('__proto__')?.not_remind_again).toBe(true);
      expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
    });

    it('skips the bad entries and keeps the good ones', () => {
      const stored = JSON.stringify({
        v: 1,
        accounts: [
          [
            'alice',
            [
              ['n1', 2, 0, 9e15],
              ['n2', 64, 0, 9e15],
              ['', 1, 0, 9e15],
              ['n3', 1, 'x', 9e15],
            ],
          ],
          [42, []],
          ['alice', [['n2', 2, 0, 9e15]]],
          ['bob', 'nothing'],
        ],
      });
      const { frames } = setUp({ [KEY]: stored });
      expect(frames.accounts()).toEqual(['alice', 'bob']);
      expect([...frames.choicesOf('alice').keys()]).toEqual(['n1']);
      expect(frames.choicesOf('bob').size).toBe(0);
    });
  });

  describe('when the storage throws', () => {
    it('shows every frame and loses only the choice', () => {
      const clock = manualClock();
      const storage = memoryStorage({}, { failWith: new Error('QuotaExceededError') });
      const frames = createFrameStore({ storage, siteCode: 'demo', clock: clock.now });
      expect(() => frames.dismiss('alice', 'n1', 'again')).not.toThrow();
      expect(() => frames.loggedIn('alice')).not.toThrow();
      expect(frames.visibleFrames('alice', box(), clock.now()).noticeFrameMsgList).toHaveLength(2);
    });

    it('works without a storage', () => {
      const frames = createFrameStore({ storage: undefined, siteCode: 'demo' });
      frames.markRead('alice', 'n1');
      expect(frames.choicesOf('alice').size).toBe(0);
    });
  });

  describe('when any string is stored', () => {
    const stored = fc.oneof(
      fc.string(),
      fc.json(),
      fc
        .array(
          fc.tuple(
            fc.oneof(fc.string({ maxLength: 8 }), fc.constant('__proto__'), fc.integer()),
            fc.array(fc.tuple(fc.string({ maxLength: 4 }), fc.integer(), fc.double(), fc.double())),
          ),
        )
        .map((accounts) => JSON.stringify({ v: 1, accounts })),
    );

    it('never throws and never keeps more than 5 accounts', () => {
      fc.assert(
        fc.property(stored, fc.string({ maxLength: 8 }), (value, account) => {
          const { clock, frames, storage } = setUp({ [KEY]: value });
          expect(frames.accounts().length).toBeLessThanOrEqual(5);
          frames.visibleFrames(account, box(), clock.now());
          frames.dismiss(account, 'n1', 'login');
          frames.loggedIn(account);
          frames.markRead(account, 'n2');
          const written = JSON.parse(storage.data.get(KEY)!) as { accounts: unknown[] };
          expect(written.accounts.length).toBeLessThanOrEqual(5);
          expect(frames.accounts()[0]).toBe(account);
          expect(frames.choicesOf(account).get('n2')?.read).toBe(true);
        }),
      );
    });
  });
});
