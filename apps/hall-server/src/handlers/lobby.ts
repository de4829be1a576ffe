// Lobby data: notices, frame boxes, activities, pop-up data, tasks, new-comer benefits, jackpot.
// Each answer has the shape of the contract's promotions schemas; amounts are decimal text.
import {
  TASK_CODES,
  type Activity,
  type CutOnce,
  type HallNotice,
  type NewComerBenefits,
  type TaskCode,
  type TaskItem,
} from '@lobbykit/contract';
import { cutCents, cutClaimKey, cutOpenTo, cutResetAt, cutTurnsLeft } from '../hall/cut-once';
import { moneyText, storedAmountText } from '../hall/money';
import { taskProgress, taskStatus, taskTarget } from '../hall/tasks';
import { fail, ok } from '../protocol/reply';
import type { UserRecord } from '../store/records';
import { jackpotAmount, type TaskContent } from '../world/content';
import { moneyOf } from '../world/money';
import { integer, text } from './params';
import type { CallContext, RouteTable } from './types';

const DAY_MS = 86_400_000;
const taskCodes: readonly string[] = Object.values(TASK_CODES);

function taskView(context: CallContext, task: TaskContent): TaskItem {
  const now = context.hall.now();
  return {
    taskId: task.taskId,
    code: task.code,
    title: task.title,
    reward: storedAmountText(task.reward),
    target: taskTarget(task),
    progress: taskProgress(task, context.user),
    status: taskStatus(task, context.user, now),
  };
}

function claimable(context: CallContext) {
  return context.hall.world
    .content(context.site.siteCode)
    .tasks.map((task) => taskView(context, task))
    .filter((task) => task.status === 1);
}

const hidden = { show: false } as const;

/** A cut's pop: shown to a player it is open to until its target is reached. */
function cutOncePop(context: CallContext, activityId: string): CutOnce {
  const { hall, site, user } = context;
  const rule = hall.world.content(site.siteCode).cuts.find((entry) => entry.activityId === activityId);
  const now = hall.now();
  if (!rule || !user || !cutOpenTo(rule, user.createdAt, now) || user.claims.includes(cutClaimKey(rule)))
    return hidden;
  const record = user.cuts?.[rule.activityId];
  const cents = cutCents(rule, record);
  return {
    show: true,
    activityId: rule.activityId,
    title: rule.title,
    target: moneyText(cents.target),
    progress: moneyText(cents.progress),
    turns: cutTurnsLeft(rule, record, now),
    resetAt: cutResetAt(now),
  };
}

function benefitStatus(user: UserRecord | undefined, day: number, currentDay: number): 0 | 1 | 2 {
  if (!user) return 0;
  if (user.claims.includes(`newcomer:${day}`)) return 2;
  return day <= currentDay ? 1 : 0;
}

export const lobbyRoutes: RouteTable = {
  notices: {
    auth: 'optional',
    handle: ({ hall, site, params }) => {
      // The request type names it `type`; the notice centre sends `noticeType`.
      const type = integer(params, 'noticeType', integer(params, 'type', 0, 0, 99), 0, 99);
      const page = integer(params, 'page', 1, 1, 10_000);
      const pageSize = integer(params, 'pageSize', 10, 1, 100);
      const all = hall.world
        .content(site.siteCode)
        .notices.filter((notice) => type === 0 || notice.type === type);
      const list: HallNotice[] = all
        .slice((page - 1) * pageSize, page * pageSize)
        .map((notice) => ({ ...notice, id: String(notice.id) }));
      return ok({
        list,
        total: all.length,
        page,
        pageSize,
      });
    },
  },

  frameBoxInfo: {
    auth: 'optional',
    handle: ({ hall, site }) => {
      const content = hall.world.content(site.siteCode);
      return ok({
        noticeFrameMsgList: content.frames,
        announcementFrameMsgList: content.announcements,
        publicityMsgList: content.publicity,
      });
    },
  },

  eventCategory: {
    auth: 'optional',
    handle: ({ hall, site }) => ok(hall.world.content(site.siteCode).eventCategories),
  },

  activityList: {
    auth: 'optional',
    handle: ({ hall, site, params }) => {
      const categoryId = integer(params, 'categoryId', 0, 0, 1000);
      const list: Activity[] = hall.world
        .content(site.siteCode)
        .activities.filter((activity) => categoryId === 0 || activity.categoryId === categoryId)
        // The reward stays in the hall: the lobby learns it from the claim's answer.
        .map(({ reward: _reward, id, ...activity }) => ({ ...activity, id: String(id) }));
      return ok(list);
    },
  },

  cutOncePop: { auth: 'optional', handle: (context) => ok(cutOncePop(context, 'cut-once')) },

  newCutOncePop: { auth: 'optional', handle: (context) => ok(cutOncePop(context, 'new-cut-once')) },

  firstChargePop: {
    auth: 'optional',
    handle: ({ user }) =>
      ok(
        user && user.depositCount === 0
          ? { show: true, currency: user.currency, tiers: moneyOf(user.currency).firstCharge }
          : { ...hidden, tiers: [] },
      ),
  },

  waitingCollectPop: {
    auth: 'optional',
    handle: (context) => {
      const items = context.user ? claimable(context) : [];
      return ok({ show: items.length > 0, items });
    },
  },

  taskData: {
    auth: 'optional',
    handle: (context) => {
      const code = text(context.params, 'code') ?? text(context.params, 'taskCode');
      if (!code || !taskCodes.includes(code))
        return fail('invalid-params', `code must be one of ${taskCodes.join(', ')}`);
      const tasks = context.hall.world
        .content(context.site.siteCode)
        .tasks.filter((task) => task.code === (code as TaskCode));
      return ok({ code, list: tasks.map((task) => taskView(context, task)) });
    },
  },

  newComerBenefits: {
    auth: 'optional',
    handle: ({ hall, site, user }) => {
      const currentDay = user ? Math.floor((hall.now() - user.createdAt) / DAY_MS) + 1 : 0;
      const answer: NewComerBenefits = {
        list: hall.world.content(site.siteCode).newComerBenefits.map((benefit) => ({
          day: benefit.day,
          title: benefit.title,
          reward: storedAmountText(benefit.reward),
          status: benefitStatus(user, benefit.day, currentDay),
        })),
        currentDay,
      };
      return ok(answer);
    },
  },

  jackpot: {
    handle: ({ hall, site }) =>
      ok(
        hall.world.content(site.siteCode).jackpots.map((pool) => ({
          poolId: pool.poolId,
          name: pool.name,
          currency: pool.currency,
          amount: jackpotAmount(pool, hall.now(), hall.world.builtAt),
          growthPerSecond: pool.perSecond,
          image: pool.image,
        })),
      ),
  },
};
