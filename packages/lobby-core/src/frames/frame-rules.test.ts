import type { NoticeFrame, NoticeFrameBox } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { boxHasFrameToShow, framesToShow, mergeFrames, type FrameChoices } from './frame-rules';

const NOW = 1_700_000_000_000;

describe('mergeFrames', () => {
  const hall: NoticeFrame[] = [
    { id: '1', title: 'Welcome' },
    { id: '2', read: true },
    { id: '3', not_remind_login: true },
  ];

  describe.each<[string, FrameChoices, NoticeFrame[]]>([
    ['nothing is stored', new Map(), hall],
    [
      'a frame was read and another dismissed for good',
      new Map([
        ['1', { read: true }],
        ['3', { not_remind_again: true }],
      ]),
      [
        { id: '1', title: 'Welcome', read: true },
        { id: '2', read: true },
        { id: '3', not_remind_login: true, not_remind_again: true },
      ],
    ],
    [
      'a stored choice has false flags (the hall keeps its own)',
      new Map([['2', { read: false, not_remind_login: false }]]),
      hall,
    ],
    ['choices of frames the hall no longer sends', new Map([['9', { not_remind_again: true }]]), hall],
  ])('when %s', (_what, stored, expected) => {
    it('applies the choices by id, keeping the order', () => {
      expect(mergeFrames(hall, stored)).toEqual(expected);
    });
  });
});

describe('framesToShow', () => {
  describe.each<[string, NoticeFrame[], string[]]>([
    ['no frame has an end or a flag', [{ id: 'a' }, { id: 'b' }], ['a', 'b']],
    [
      'one has ended',
      [
        { id: 'a', frameEndTime: NOW - 1 },
        { id: 'b', frameEndTime: NOW + 1 },
      ],
      ['b'],
    ],
    ['one ends right now', [{ id: 'a', frameEndTime: NOW }], []],
    [
      'the player dismissed some',
      [
        { id: 'a', not_remind_again: true },
        { id: 'b', not_remind_login: true },
        { id: 'c', read: true },
        { id: 'd' },
      ],
      ['c', 'd'],
    ],
    ['there is no frame', [], []],
  ])('when %s', (_what, frames, ids) => {
    it(`shows ${ids.join(', ') || 'none'}`, () => {
      expect(framesToShow(frames, NOW).map((frame) => frame.id)).toEqual(ids);
    });
  });
});

describe('boxHasFrameToShow', () => {
  const box = (lists: Partial<NoticeFrameBox>): NoticeFrameBox => ({
    noticeFrameMsgList: [],
    announcementFrameMsgList: [],
    publicityMsgList: [],
    ...lists,
  });

  describe.each<[string, NoticeFrameBox, boolean]>([
    ['the box is empty', box({}), false],
    ['only the publicity list has a frame', box({ publicityMsgList: [{ id: 'p' }] }), true],
    [
      'every frame is dismissed',
      box({
        noticeFrameMsgList: [{ id: 'n', not_remind_again: true }],
        announcementFrameMsgList: [{ id: 'a', not_remind_login: true }],
      }),
      false,
    ],
    [
      'the only frame left has ended',
      box({ noticeFrameMsgList: [{ id: 'n', frameEndTime: NOW - 1 }] }),
      false,
    ],
  ])('when %s', (_what, frames, expected) => {
    it(`is ${String(expected)}`, () => {
      expect(boxHasFrameToShow(frames, NOW)).toBe(expected);
    });
  });
});
