// Lobby content of a site: frames, announcements, activities, tasks, banners, jackpots and
// channels. Built from the site code so every site has its own, deterministic content.
import type { NoticeFrame, TaskCode } from '@lobbykit/contract';
import { TASK_CODES } from '@lobbykit/contract';
import type { CutOnceRule } from '../hall/cut-once';
import type { SeedSite } from './sites';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

interface FrameContent extends NoticeFrame {
  readonly title: string;
  readonly content: string;
  readonly image?: string;
}

interface ActivityContent {
  readonly id: number;
  readonly categoryId: number;
  readonly title: string;
  readonly banner: string;
  readonly content: string;
  /** Epoch ms; absent: no limit. */
  readonly startTime?: number;
  readonly endTime?: number;
  /** Reward credited as bonus by the receive endpoints that name this activity (never sent). */
  readonly reward: number;
}

export interface TaskContent {
  readonly taskId: number;
  readonly code: TaskCode;
  readonly title: string;
  /** What completes it: 'login' (any logged-in user), 'deposit' (one deposit), 'deposit3'. */
  readonly condition: 'login' | 'deposit' | 'deposit3';
  readonly reward: number;
}

interface NoticeContent {
  readonly id: number;
  /** 1 system, 2 announcement, 3 promotion. */
  readonly type: number;
  readonly title: string;
  readonly content: string;
  readonly publishedAt: number;
}

interface JackpotPool {
  readonly poolId: string;
  readonly name: string;
  readonly currency: string;
  readonly base: number;
  /** Growth per second, so the pool ticks up while the lobby shows it. */
  readonly perSecond: number;
  readonly image: string;
}

/**
 * A pool's amount at `now`: its base plus its growth since the world was built. Only the
 * hall clock moves it, so a test with an injected clock knows every amount in advance.
 */
export function jackpotAmount(pool: JackpotPool, now: number, builtAt: number): number {
  const seconds = Math.max(0, now - builtAt) / 1000;
  return Math.round((pool.base + pool.perSecond * seconds) * 100) / 100;
}

/** A banner of the home carousel (`messageBannerIndex`); times are absolute epoch ms. */
interface BannerContent {
  readonly id: number;
  readonly img: string;
  readonly title: string;
  readonly jumpType: string;
  readonly jumpValue: string;
  readonly openWindow: boolean;
  /** Seconds on screen. */
  readonly stay_time: number;
  readonly showStartTime: number;
  readonly showEndTime: number;
  readonly sort: number;
}

export interface SiteContent {
  readonly frames: readonly FrameContent[];
  readonly announcements: readonly FrameContent[];
  readonly publicity: readonly FrameContent[];
  readonly eventCategories: readonly { readonly id: number; readonly name: string; readonly sort: number }[];
  readonly activities: readonly ActivityContent[];
  /** The one-time cuts: one for every player, one for accounts younger than 7 days. */
  readonly cuts: readonly CutOnceRule[];
  readonly tasks: readonly TaskContent[];
  readonly notices: readonly NoticeContent[];
  /** Every banner, also those outside their window (the system status leaves those out). */
  readonly banners: readonly BannerContent[];
  readonly jackpots: readonly JackpotPool[];
  readonly vipLevels: readonly {
    readonly level: number;
    readonly name: string;
    readonly depositRequired: number;
  }[];
  readonly socialMedia: readonly { readonly type: string; readonly url: string }[];
  readonly newComerBenefits: readonly {
    readonly day: number;
    readonly reward: number;
    readonly title: string;
  }[];
}

/** Builds the content of a site; times are resolved against `now` (the server's start). */
export function buildSiteContent(site: SeedSite, now: number): SiteContent {
  const code = site.siteCode;
  const currency = site.currencies[0] ?? 'USD';
  const frame = (
    id: number,
    frameType: number,
    title: string,
    extra: Partial<NoticeFrame> = {},
  ): FrameContent => ({
    id: `${site.siteId}${String(id).padStart(3, '0')}`,
    frameType,
    frameEndTime: now + 30 * DAY_MS,
    not_remind_again: false,
    not_remind_login: false,
    storageExpirationTime: now + 7 * DAY_MS,
    read: false,
    title,
    content: `<p><strong>${title}</strong></p><p>${site.siteName} welcomes you. Offers follow the site rules.</p>`,
    image: `/active/${code}-banner-${(id % 3) + 1}.png`,
    ...extra,
  });
  const tasks: TaskContent[] = [];
  const taskTitles: Readonly<Record<TaskCode, string>> = {
    xrfl: 'New player benefit',
    mrrw: 'Daily task',
    mzrw: 'Weekly task',
    smrw: 'Every-3-days task',
  };
  let taskId = site.siteId * 100;
  for (const taskCode of Object.values(TASK_CODES)) {
    tasks.push(
      {
        taskId: ++taskId,
        code: taskCode,
        title: `${taskTitles[taskCode]}: log in`,
        condition: 'login',
        reward: 1,
      },
      {
        taskId: ++taskId,
        code: taskCode,
        title: `${taskTitles[taskCode]}: make a deposit`,
        condition: 'deposit',
        reward: 5,
      },
      {
        taskId: ++taskId,
        code: taskCode,
        title: `${taskTitles[taskCode]}: make 3 deposits`,
        condition: 'deposit3',
        reward: 20,
      },
    );
  }
  return {
    frames: [frame(1, 1, 'Welcome bonus'), frame(2, 1, 'Weekend cashback', { not_remind_again: true })],
    announcements: [frame(3, 2, 'Scheduled maintenance notice'), frame(4, 2, 'New games this week')],
    publicity: [frame(5, 3, 'Invite friends, earn rewards')],
    eventCategories: [
      { id: 1, name: 'Deposit offers', sort: 1 },
      { id: 2, name: 'Daily rewards', sort: 2 },
      { id: 3, name: 'VIP', sort: 3 },
    ],
    activities: [
      {
        id: 101,
        categoryId: 1,
        title: 'First deposit +100%',
        banner: `/active/${code}-banner-1.png`,
        content: '<p>Double your first deposit.</p>',
        reward: 10,
      },
      {
        id: 102,
        categoryId: 1,
        title: 'Reload Friday',
        banner: `/active/${code}-banner-2.png`,
        content: '<p>Every Friday, 20% more.</p>',
        startTime: now - 2 * DAY_MS,
        reward: 5,
      },
      {
        id: 201,
        categoryId: 2,
        title: 'Daily spin',
        banner: `/active/${code}-banner-3.png`,
        content: '<p>One free spin each day.</p>',
        reward: 2,
      },
      {
        id: 202,
        categoryId: 2,
        title: 'Red packet rain',
        banner: `/active/${code}-banner-1.png`,
        content: '<p>Catch a red packet.</p>',
        startTime: now - DAY_MS,
        endTime: now + 7 * DAY_MS,
        reward: 3,
      },
      {
        id: 301,
        categoryId: 3,
        title: 'VIP level-up gift',
        banner: `/active/${code}-banner-2.png`,
        content: '<p>A gift at every level.</p>',
        reward: 8,
      },
    ],
    cuts: [
      { activityId: 'cut-once', title: 'Chop once, win 50', target: 50, turnsPerDay: 3 },
      {
        activityId: 'new-cut-once',
        title: 'New player: chop once, win 100',
        target: 100,
        turnsPerDay: 3,
        forAccountsYoungerThanMs: 7 * DAY_MS,
      },
    ],
    tasks,
    notices: Array.from({ length: 25 }, (_, index) => ({
      id: site.siteId * 1000 + index + 1,
      type: (index % 3) + 1,
      title: `${site.siteName} notice ${index + 1}`,
      content: `<p>Notice ${index + 1} of ${site.siteName}.</p>`,
      publishedAt: now - index * HOUR_MS,
    })),
    banners: bannersOf(site, now),
    jackpots: [
      { poolId: `${code}-grand`, name: 'Grand', currency, base: 250_000, perSecond: 0.75 },
      { poolId: `${code}-major`, name: 'Major', currency, base: 25_000, perSecond: 0.12 },
      { poolId: `${code}-mini`, name: 'Mini', currency, base: 500, perSecond: 0.01 },
    ].map((pool) => ({ ...pool, image: `/active/${code}-jackpot.png` })),
    vipLevels: [0, 1, 2, 3, 4, 5].map((level) => ({
      level,
      name: `VIP ${level}`,
      depositRequired: level * level * 1000,
    })),
    socialMedia: site.layoutDesign.icons?.footer?.map((icon) => ({ type: icon.key, url: icon.value })) ?? [],
    newComerBenefits: [1, 2, 3, 4, 5, 6, 7].map((day) => ({
      day,
      reward: day * 2,
      title: `Day ${day} gift`,
    })),
  };
}

/**
 * Five banners, one per kind of jump: three showing, one that starts in two days and one that
 * ended yesterday, so the lobby and the tests see the window applied.
 */
function bannersOf(site: SeedSite, now: number): BannerContent[] {
  const code = site.siteCode;
  const showing = { showStartTime: now - DAY_MS, showEndTime: now + 30 * DAY_MS };
  const banner = (id: number, fields: Omit<BannerContent, 'id' | 'img' | 'sort'>): BannerContent => ({
    id,
    img: `/active/${code}-banner-${id}.png`,
    sort: id,
    ...fields,
  });
  return [
    banner(1, {
      title: 'First deposit +100%',
      jumpType: 'activity',
      jumpValue: '101',
      openWindow: false,
      stay_time: 5,
      ...showing,
    }),
    banner(2, {
      title: 'Game of the week',
      jumpType: 'game',
      jumpValue: '30001',
      openWindow: false,
      stay_time: 4,
      ...showing,
    }),
    banner(3, {
      title: 'New studio: Harbor Reels',
      jumpType: 'provider',
      jumpValue: 'HBR',
      openWindow: false,
      stay_time: 6,
      ...showing,
    }),
    banner(4, {
      title: 'Coming soon',
      jumpType: 'url',
      jumpValue: `https://news.${code}.example/launch`,
      openWindow: true,
      stay_time: 5,
      showStartTime: now + 2 * DAY_MS,
      showEndTime: now + 20 * DAY_MS,
    }),
    banner(5, {
      title: 'Last weekend',
      jumpType: 'category',
      jumpValue: '3',
      openWindow: false,
      stay_time: 5,
      showStartTime: now - 10 * DAY_MS,
      showEndTime: now - DAY_MS,
    }),
  ];
}
