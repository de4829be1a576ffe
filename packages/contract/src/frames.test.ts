import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { hasFrameToShow, noticeFrameBoxSchema, noticeFrameSchema } from './frames';

describe('noticeFrameSchema', () => {
  describe('when the frame is valid', () => {
    it('parses flags and times', () => {
      expect(
        v.parse(noticeFrameSchema, {
          id: 5,
          frameType: 1,
          frameEndTime: '1700000000000',
          not_remind_again: 0,
          not_remind_login: true,
          read: '1',
        }),
      ).toMatchObject({
        id: '5',
        frameEndTime: 1700000000000,
        not_remind_again: false,
        not_remind_login: true,
        read: true,
      });
    });
  });

  describe('when the frame has no id', () => {
    it('fails at id', () => {
      const result = v.safeParse(noticeFrameSchema, { frameType: 1 });
      expect(v.getDotPath(result.issues![0])).toBe('id');
    });
  });
});

describe('noticeFrameBoxSchema', () => {
  describe('when lists are missing', () => {
    it('gives empty lists', () => {
      expect(v.parse(noticeFrameBoxSchema, { noticeFrameMsgList: [{ id: 'a' }] })).toEqual({
        noticeFrameMsgList: [{ id: 'a' }],
        announcementFrameMsgList: [],
        publicityMsgList: [],
      });
    });
  });
});

describe('hasFrameToShow', () => {
  describe('when some frame has neither flag', () => {
    it('is true', () => {
      expect(hasFrameToShow([{ id: '1', not_remind_again: true }, { id: '2' }])).toBe(true);
    });
  });

  describe('when every frame has a flag, or there are none', () => {
    it('is false', () => {
      expect(
        hasFrameToShow([
          { id: '1', not_remind_again: true },
          { id: '2', not_remind_login: true },
        ]),
      ).toBe(false);
      expect(hasFrameToShow([])).toBe(false);
    });
  });
});
