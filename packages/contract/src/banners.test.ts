import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { bannerListSchema, bannerSchema, isInShowWindow, jumpTypes } from './banners';

const banner = {
  id: 7,
  img: '/active/demo-banner-1.png',
  title: 'Welcome',
  jumpType: 'activity',
  jumpValue: 101,
  openWindow: 0,
  stay_time: '6',
  showStartTime: 1_000,
  showEndTime: '2000',
  sort: 1,
};

describe('bannerSchema', () => {
  describe('when the banner is valid', () => {
    it('reads ids and jump values as strings and times as numbers', () => {
      expect(v.parse(bannerSchema, banner)).toEqual({
        id: '7',
        img: '/active/demo-banner-1.png',
        title: 'Welcome',
        jumpType: 'activity',
        jumpValue: '101',
        openWindow: false,
        stay_time: 6,
        showStartTime: 1_000,
        showEndTime: 2_000,
        sort: 1,
      });
    });

    it('keeps a jump type it does not know, for the lobby to ignore', () => {
      expect(v.parse(bannerSchema, { ...banner, jumpType: 'wheel' }).jumpType).toBe('wheel');
      expect(jumpTypes).toContain('provider');
    });
  });

  describe('when the banner is malformed', () => {
    it('reports a missing image at its path', () => {
      const result = v.safeParse(bannerSchema, { id: 1 });
      expect(result.success).toBe(false);
      expect(v.getDotPath(result.issues![0])).toBe('img');
    });

    it('refuses a negative stay time', () => {
      expect(v.safeParse(bannerSchema, { ...banner, stay_time: -1 }).success).toBe(false);
    });
  });
});

describe('bannerListSchema', () => {
  describe('when some entries are malformed', () => {
    it('keeps the valid ones in order', () => {
      const out = v.parse(bannerListSchema, [{ id: 1 }, banner, 'junk', { ...banner, id: 8 }]);
      expect(out.map((entry) => entry.id)).toEqual(['7', '8']);
    });
  });

  describe('when the list is null', () => {
    it('gives an empty list', () => {
      expect(v.parse(bannerListSchema, null)).toEqual([]);
    });
  });

  describe('when the value is not a list', () => {
    it('fails', () => {
      expect(v.safeParse(bannerListSchema, { banners: [] }).success).toBe(false);
    });
  });
});

describe('isInShowWindow', () => {
  describe('when the window has both ends', () => {
    it('includes the start and excludes the end', () => {
      const window = { showStartTime: 1_000, showEndTime: 2_000 };
      expect(isInShowWindow(window, 999)).toBe(false);
      expect(isInShowWindow(window, 1_000)).toBe(true);
      expect(isInShowWindow(window, 1_999)).toBe(true);
      expect(isInShowWindow(window, 2_000)).toBe(false);
    });
  });

  describe('when an end is absent', () => {
    it('leaves that side open', () => {
      expect(isInShowWindow({}, 0)).toBe(true);
      expect(isInShowWindow({ showEndTime: 5 }, -1e12)).toBe(true);
      expect(isInShowWindow({ showStartTime: 5 }, 1e12)).toBe(true);
    });
  });
});
