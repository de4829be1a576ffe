import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { marqueeItemSchema, marqueeSchema } from './marquee';

describe('marqueeSchema', () => {
  describe('when the marquee is valid', () => {
    it('reads the texts and the interval', () => {
      expect(
        v.parse(marqueeSchema, {
          marqueeList: [{ id: 3, content: '<b>Welcome</b>', sort: '1' }],
          interval: '4',
        }),
      ).toEqual({
        marqueeList: [
          { id: '3', content: '<b>Welcome</b>', sort: 1, showStartTime: undefined, showEndTime: undefined },
        ],
        interval: 4,
      });
    });

    it('reads an absent list as empty', () => {
      expect(v.parse(marqueeSchema, {}).marqueeList).toEqual([]);
    });
  });

  describe('when an item is malformed', () => {
    it('reports it at its path', () => {
      const result = v.safeParse(marqueeSchema, { marqueeList: [{ id: 1, content: 'a' }, { id: 2 }] });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('marqueeList.1.content');
    });

    it('refuses a negative interval', () => {
      expect(v.safeParse(marqueeSchema, { marqueeList: [], interval: -2 }).success).toBe(false);
    });

    it('refuses an item without an id', () => {
      expect(v.safeParse(marqueeItemSchema, { content: 'x' }).success).toBe(false);
    });
  });
});
