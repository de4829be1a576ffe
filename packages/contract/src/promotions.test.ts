import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  activityListSchema,
  claimCodes,
  cutOnceDrawSchema,
  cutOnceSchema,
  eventCategoryListSchema,
  hallNoticePageSchema,
  newComerBenefitsSchema,
  rewardReceivedSchema,
  taskItemSchema,
  taskListSchema,
  waitingCollectSchema,
} from './promotions';

const task = {
  taskId: 100104,
  code: 'mrrw',
  title: 'Daily task: log in',
  reward: '1',
  target: 1,
  progress: 1,
  status: 1,
};

describe('eventCategoryListSchema and activityListSchema', () => {
  describe('when the hall sends numbers as text and leaves fields out', () => {
    it('reads ids as text, numbers as numbers and gives the defaults', () => {
      expect(v.parse(eventCategoryListSchema, [{ id: '2', name: 'Daily rewards' }])).toEqual([
        { id: 2, name: 'Daily rewards', sort: 0 },
      ]);
      expect(
        v.parse(activityListSchema, [{ id: 101, categoryId: '1', title: 'First deposit', endTime: null }]),
      ).toEqual([
        {
          id: '101',
          categoryId: 1,
          title: 'First deposit',
          banner: undefined,
          content: '',
          startTime: undefined,
          endTime: undefined,
        },
      ]);
      expect(v.parse(activityListSchema, null)).toEqual([]);
    });
  });
});

describe('cutOnceSchema', () => {
  describe('when the pop is shown or hidden', () => {
    it.each([
      { when: 'hidden with nothing else', input: { show: 0 }, output: { show: false } },
      {
        when: 'shown with amounts as numbers',
        input: {
          show: 1,
          activityId: 'cut-once',
          target: 50,
          progress: 12.5,
          turns: '3',
          resetAt: 1_700_000_000_000,
        },
        output: {
          show: true,
          activityId: 'cut-once',
          target: '50',
          progress: '12.5',
          turns: 3,
          resetAt: 1_700_000_000_000,
        },
      },
      {
        when: 'shown with amounts as text',
        input: { show: true, activityId: 7, target: '100.00', progress: '0', turns: 0 },
        output: { show: true, activityId: '7', target: '100', progress: '0', turns: 0 },
      },
    ])('reads a pop $when', ({ input, output }) => {
      expect(v.parse(cutOnceSchema, input)).toMatchObject(output);
    });
  });

  describe('when an amount is negative', () => {
    it('fails at that amount', () => {
      const result = v.safeParse(cutOnceSchema, { show: true, progress: -1 });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('progress');
    });
  });
});

describe('cutOnceDrawSchema', () => {
  describe('when a draw completes the cut or not', () => {
    it.each([
      { input: { amount: '31.47', progress: '31.47', target: '50', turns: 2 }, completed: false },
      { input: { amount: 1.5, progress: 50, target: 50, turns: '1', completed: 1 }, completed: true },
    ])('reads completed as $completed', ({ input, completed }) => {
      expect(v.parse(cutOnceDrawSchema, input).completed).toBe(completed);
    });
  });

  describe('when the draw has no amount', () => {
    it('fails at amount', () => {
      const result = v.safeParse(cutOnceDrawSchema, { progress: '1', target: '50', turns: 2 });
      expect(v.getDotPath(result.issues![0])).toBe('amount');
    });
  });
});

describe('taskItemSchema and taskListSchema', () => {
  describe('when a field is outside the contract', () => {
    it.each([
      { field: 'status', value: 3 },
      { field: 'code', value: 'daily' },
      { field: 'reward', value: '-5' },
    ])('fails at $field for $value', ({ field, value }) => {
      const result = v.safeParse(taskItemSchema, { ...task, [field]: value });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe(field);
    });
  });

  describe('when the list of a code is read', () => {
    it('keeps the code and reads every task', () => {
      expect(v.parse(taskListSchema, { code: 'mrrw', list: [task, { ...task, status: '2' }] })).toEqual({
        code: 'mrrw',
        list: [task, { ...task, status: 2 }],
      });
    });
  });
});

describe('waitingCollectSchema and newComerBenefitsSchema', () => {
  describe('when lists or the current day are missing', () => {
    it('gives empty lists and day 0', () => {
      expect(v.parse(waitingCollectSchema, { show: false })).toEqual({ show: false, items: [] });
      expect(v.parse(newComerBenefitsSchema, {})).toEqual({ list: [], currentDay: 0 });
    });
  });

  describe('when a benefit is read', () => {
    it('reads its reward as text and its status', () => {
      expect(
        v.parse(newComerBenefitsSchema, {
          list: [{ day: 1, title: 'Day 1 gift', reward: 2, status: 1 }],
          currentDay: 1,
        }),
      ).toEqual({ list: [{ day: 1, title: 'Day 1 gift', reward: '2', status: 1 }], currentDay: 1 });
    });
  });
});

describe('rewardReceivedSchema', () => {
  describe('when a claim paid or paid nothing', () => {
    it.each([
      {
        input: { received: true, reward: '5', bonus: '55' },
        output: { received: true, reward: '5', bonus: '55' },
      },
      {
        input: { received: 0, reward: 0, bonus: null },
        output: { received: false, reward: '0', bonus: undefined },
      },
    ])('reads received $output.received', ({ input, output }) => {
      expect(v.parse(rewardReceivedSchema, input)).toEqual(output);
    });
  });
});

describe('hallNoticePageSchema', () => {
  describe('when a page of notices is read', () => {
    it('reads ids as text and gives empty content and time 0 when missing', () => {
      expect(
        v.parse(hallNoticePageSchema, { list: [{ id: 1001003, type: 3, title: 'Promo' }], total: '8' }),
      ).toEqual({
        list: [{ id: '1001003', type: 3, title: 'Promo', content: '', publishedAt: 0 }],
        total: 8,
        page: undefined,
        pageSize: undefined,
      });
    });
  });
});

describe('claimCodes', () => {
  describe('when the hall refuses a claim', () => {
    it('names the three refusals apart', () => {
      expect(new Set(Object.values(claimCodes))).toEqual(
        new Set(['already-received', 'not-claimable', 'no-turns']),
      );
    });
  });
});
