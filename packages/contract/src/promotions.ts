// Promotions (spec §7 "Lobby calls", §6 receive-event endpoints): event categories and
// activities, the one-time cut, tasks by code, new-comer benefits, waiting-to-collect, the
// notice centre's notices and what a claim answers.
import * as v from 'valibot';
import { TASK_CODES, type TaskCode } from './endpoints';
import { moneyAmountSchema, type MoneyAmount } from './money';
import { flag, hallPageSchema, idString, list, numeric, opt, type HallPage } from './wire';

const text = opt(v.string());
const taskCodeSchema = v.picklist(Object.values(TASK_CODES) as TaskCode[]);

/** Where a task, a benefit or a reward stands: 0 in progress, 1 ready to claim, 2 claimed. */
export type RewardStatus = 0 | 1 | 2;
const rewardStatusSchema = v.pipe(
  numeric,
  v.check((value) => value === 0 || value === 1 || value === 2, 'expected a status of 0, 1 or 2'),
  v.transform((value) => value as RewardStatus),
);

/** GET /active/category: one tab of the promotions page. */
export interface EventCategory {
  id: number;
  name: string;
  sort: number;
}

export const eventCategorySchema: v.GenericSchema<unknown, EventCategory> = v.looseObject({
  id: numeric,
  name: v.string(),
  sort: v.optional(numeric, 0),
});
export const eventCategoryListSchema: v.GenericSchema<unknown, EventCategory[]> = list(eventCategorySchema);

/** GET /active/list: an activity with its detail (rich text). */
export interface Activity {
  id: string;
  categoryId: number;
  title: string;
  /** Banner picture path on the asset host. */
  banner?: string | undefined;
  /** The detail page's rich text (HTML the RichText block sanitises). */
  content: string;
  /** Epoch ms; absent: no limit. */
  startTime?: number | undefined;
  endTime?: number | undefined;
}

export const activitySchema: v.GenericSchema<unknown, Activity> = v.looseObject({
  id: idString,
  categoryId: numeric,
  title: v.string(),
  banner: text,
  content: v.optional(v.string(), ''),
  startTime: opt(numeric),
  endTime: opt(numeric),
});
export const activityListSchema: v.GenericSchema<unknown, Activity[]> = list(activitySchema);

/**
 * GET /active/cutOnce/pop and /active/newCutOnce/pop: the one-time cut. The player draws with
 * their turns; each draw adds to `progress`, and `target` reached pays the reward. The turns
 * come back at `resetAt`.
 */
export interface CutOnce {
  show: boolean;
  activityId?: string | undefined;
  title?: string | undefined;
  /** The amount the cut pays once progress reaches it. */
  target?: MoneyAmount | undefined;
  progress?: MoneyAmount | undefined;
  /** Draws left now. */
  turns?: number | undefined;
  /** Epoch ms at which the turns are given again (the reset countdown). */
  resetAt?: number | undefined;
}

export const cutOnceSchema: v.GenericSchema<unknown, CutOnce> = v.looseObject({
  show: flag,
  activityId: opt(idString),
  title: text,
  target: opt(moneyAmountSchema),
  progress: opt(moneyAmountSchema),
  turns: opt(numeric),
  resetAt: opt(numeric),
});

/** POST /active/chopOneKnife/turns: one draw of the cut. */
export interface CutOnceDraw {
  /** What this draw added. */
  amount: MoneyAmount;
  progress: MoneyAmount;
  target: MoneyAmount;
  turns: number;
  /** The target was reached: the reward was credited. */
  completed: boolean;
}

export const cutOnceDrawSchema: v.GenericSchema<unknown, CutOnceDraw> = v.looseObject({
  amount: moneyAmountSchema,
  progress: moneyAmountSchema,
  target: moneyAmountSchema,
  turns: numeric,
  completed: v.optional(flag, false),
});

/** One task of GET /task/constantTask, or one reward waiting to be collected. */
export interface TaskItem {
  taskId: number;
  code: TaskCode;
  title: string;
  reward: MoneyAmount;
  target: number;
  progress: number;
  status: RewardStatus;
}

export const taskItemSchema: v.GenericSchema<unknown, TaskItem> = v.looseObject({
  taskId: numeric,
  code: taskCodeSchema,
  title: v.string(),
  reward: moneyAmountSchema,
  target: numeric,
  progress: numeric,
  status: rewardStatusSchema,
});

/** GET /task/constantTask?code=: the tasks of one code. */
export interface TaskList {
  code: TaskCode;
  list: TaskItem[];
}

export const taskListSchema: v.GenericSchema<unknown, TaskList> = v.looseObject({
  code: taskCodeSchema,
  list: list(taskItemSchema),
});

/** GET /active/waitingCollect/pop: rewards earned and not collected yet. */
export interface WaitingCollect {
  show: boolean;
  items: TaskItem[];
}

export const waitingCollectSchema: v.GenericSchema<unknown, WaitingCollect> = v.looseObject({
  show: flag,
  items: list(taskItemSchema),
});

/** One day of GET /task/newComerBenefits. */
export interface NewComerBenefit {
  day: number;
  title: string;
  reward: MoneyAmount;
  status: RewardStatus;
}

/** GET /task/newComerBenefits: the new player's seven days; `currentDay` 0 for a visitor. */
export interface NewComerBenefits {
  list: NewComerBenefit[];
  currentDay: number;
}

export const newComerBenefitsSchema: v.GenericSchema<unknown, NewComerBenefits> = v.looseObject({
  list: list(
    v.looseObject({ day: numeric, title: v.string(), reward: moneyAmountSchema, status: rewardStatusSchema }),
  ),
  currentDay: v.optional(numeric, 0),
});

/** What a claim (a receive-event call) answers. */
export interface RewardReceived {
  received: boolean;
  reward: MoneyAmount;
  /** The player's bonus after the claim. */
  bonus?: MoneyAmount | undefined;
}

export const rewardReceivedSchema: v.GenericSchema<unknown, RewardReceived> = v.looseObject({
  received: flag,
  reward: moneyAmountSchema,
  bonus: opt(moneyAmountSchema),
});

/** Codes the hall answers a claim with besides 1334 (restricted). */
export const claimCodes = {
  /** Claimed already in this period. */
  alreadyReceived: 'already-received',
  /** Not complete yet, or not open yet (a later new-comer day). */
  notClaimable: 'not-claimable',
  /** No cut-once turns left until the reset. */
  noTurns: 'no-turns',
} as const;

/** The notice centre's types (`?noticeType=`): 1 system, 2 announcement, 3 promotion. */
export const hallNoticeTypes = [1, 2, 3] as const;
export type HallNoticeType = (typeof hallNoticeTypes)[number];

/** One notice of GET /home/notices. */
export interface HallNotice {
  id: string;
  type: number;
  title: string;
  /** Rich text (HTML the RichText block sanitises). */
  content: string;
  /** Epoch ms. */
  publishedAt: number;
}

export const hallNoticeSchema: v.GenericSchema<unknown, HallNotice> = v.looseObject({
  id: idString,
  type: numeric,
  title: v.string(),
  content: v.optional(v.string(), ''),
  publishedAt: v.optional(numeric, 0),
});

export const hallNoticePageSchema: v.GenericSchema<
  unknown,
  HallPage<HallNotice>
> = /* @__PURE__ */ hallPageSchema(hallNoticeSchema);
