// Lobby data: notices, frame boxes, activities, pop-up data, tasks, new-comer benefits, jackpot.
import { TASK_CODES, type TaskCode } from '@lobbykit/contract';
import { taskProgress, taskStatus, taskTarget } from '../hall/tasks';
import { fail, ok } from '../protocol/reply';
import { jackpotAmount, type TaskContent } from '../world/content';
import { moneyOf } from '../world/money';
import { integer, text } from './params';
import type { CallContext, RouteTable } from './types';

const DAY_MS = 86_400_000;
const taskCodes: readonly string[] = Object.values(TASK_CODES);

function taskView(context: CallContext, task: TaskContent) {
  const now = context.hall.now();
  return {
    taskId: task.taskId,
    code: task.code,
    title: task.title,
    reward: task.reward,
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

export const lobbyRoutes: RouteTable = {
  notices: {
    auth: 'optional',
    handle: ({ hall, site, params }) => {
      const type = integer(params, 'type', 0, 0, 99);
      const page = integer(params, 'page', 1, 1, 10_000);
      const pageSize = integer(params, 'pageSize', 10, 1, 100);
      const all = hall.world
        .content(site.siteCode)
        .notices.filter((notice) => type === 0 || notice.type === type);
      return ok({
        list: all.slice((page - 1) * pageSize, page * pageSize),
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
      return ok(
        hall.world
          .content(site.siteCode)
          .activities.filter((activity) => categoryId === 0 || activity.categoryId === categoryId),
      );
    },
  },

  cutOncePop: {
    auth: 'optional',
    handle: ({ user }) =>
      ok(
        user && !user.claims.includes('cutOnce')
          ? { show: true, activityId: 'cut-once', title: 'Chop once, win up to 50', target: 50, progress: 10 }
          : hidden,
      ),
  },

  newCutOncePop: {
    auth: 'optional',
    handle: ({ user, hall }) =>
      ok(
        user && !user.claims.includes('newCutOnce') && hall.now() - user.createdAt < 7 * DAY_MS
          ? {
              show: true,
              activityId: 'new-cut-once',
              title: 'New player: chop once, win up to 100',
              target: 100,
              progress: 20,
            }
          : hidden,
      ),
  },

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
      const day = user ? Math.floor((hall.now() - user.createdAt) / DAY_MS) + 1 : 0;
      return ok({
        list: hall.world.content(site.siteCode).newComerBenefits.map((benefit) => ({
          ...benefit,
          status: !user
            ? 0
            : user.claims.includes(`newcomer:${benefit.day}`)
              ? 2
              : benefit.day <= day
                ? 1
                : 0,
        })),
        currentDay: day,
      });
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
