// The restricted receive-event endpoints (spec §6): each credits a bonus once per item and
// period. A restricted user gets 1334; a repeat of the same item gets 'already-received'; a
// retry with the same request id is answered by the dedup layer and applies nothing. Claims
// answer the contract's RewardReceived, a cut's draw its CutOnceDraw.
import {
  ServiceCode,
  claimCodes,
  endpointNames,
  endpoints,
  type CutOnceDraw,
  type EndpointName,
  type RewardReceived,
} from '@lobbykit/contract';
import { cutClaimKey, cutOpenTo, cutResetAt, cutSeed, cutTurnsLeft, drawCut } from '../hall/cut-once';
import { moneyText, storedAmountText } from '../hall/money';
import { goldChangedFor } from '../hall/wallet';
import { taskClaimKey, taskStatus } from '../hall/tasks';
import { fail, ok, type HallReply } from '../protocol/reply';
import type { UserRecord } from '../store/records';
import { money, text } from './params';
import type { RouteTable, UserCallContext } from './types';
import { userRoute } from './types';

const DAY_MS = 86_400_000;

/** Discount codes the seed knows, with their bonus. */
export const DISCOUNT_CODES: Readonly<Record<string, number>> = { WELCOME10: 10, HARBOR5: 5 };

function credit(
  context: UserCallContext,
  claimKey: string,
  reward: number,
  details: Record<string, unknown>,
): void {
  const { hall, user, site } = context;
  hall.effect(`receive:${site.siteCode}:${user.username.toLowerCase()}:${claimKey}`);
  user.claims.push(claimKey);
  user.bonus = money(user.bonus + reward);
  hall.store.touch('users');
  goldChangedFor(hall, site.siteCode, user.username);
  hall.notices.push({
    siteCode: site.siteCode,
    username: user.username,
    type: 'activeDetails',
    data: { route: context.endpoint.name, claimKey, reward, ...details },
  });
}

function refused(context: UserCallContext): HallReply | undefined {
  const user: UserRecord = context.user;
  if (user.restrictions.includes('receive'))
    return fail(ServiceCode.UserRestricted, 'user restricted from receiving events');
  if ((user.selfExcludedUntil ?? 0) > context.hall.now())
    return fail(ServiceCode.UserRestricted, 'self-excluded');
  return undefined;
}

function receiveTask(context: UserCallContext): HallReply {
  const taskId = Number(text(context.params, 'taskId') ?? text(context.params, 'id'));
  const task = context.hall.world
    .content(context.site.siteCode)
    .tasks.find((entry) => entry.taskId === taskId);
  if (!task) return fail('invalid-params', `no task ${String(taskId)}`);
  const now = context.hall.now();
  const status = taskStatus(task, context.user, now);
  if (status === 2) return fail(claimCodes.alreadyReceived, 'this task reward was already received');
  if (status === 0) return fail(claimCodes.notClaimable, 'this task is not complete');
  credit(context, taskClaimKey(task, now), task.reward, { taskId });
  return ok(received(context, task.reward));
}

/** A claim's answer: what it paid and the bonus after it. */
function received(context: UserCallContext, reward: number): RewardReceived {
  return {
    received: reward > 0,
    reward: storedAmountText(reward),
    bonus: storedAmountText(context.user.bonus),
  };
}

function receiveAll(context: UserCallContext): HallReply {
  const now = context.hall.now();
  let total = 0;
  for (const task of context.hall.world.content(context.site.siteCode).tasks) {
    if (taskStatus(task, context.user, now) !== 1) continue;
    credit(context, taskClaimKey(task, now), task.reward, { taskId: task.taskId });
    total += task.reward;
  }
  return ok(received(context, money(total)));
}

/** One draw of a one-time cut (`activityId`): spends a turn; reaching the target pays it once. */
function drawCutOnce(context: UserCallContext): HallReply {
  const { hall, site, user, params } = context;
  const activityId = text(params, 'activityId') ?? text(params, 'id');
  const rule = hall.world.content(site.siteCode).cuts.find((entry) => entry.activityId === activityId);
  if (!rule) return fail('invalid-params', `no one-time cut ${String(activityId)}`);
  const now = hall.now();
  if (user.claims.includes(cutClaimKey(rule)))
    return fail(claimCodes.alreadyReceived, 'this cut was completed and paid');
  if (!cutOpenTo(rule, user.createdAt, now))
    return fail(claimCodes.notClaimable, 'this cut is for new accounts only');
  const record = user.cuts?.[rule.activityId];
  const outcome = drawCut(rule, record, cutSeed(site.siteCode, user.username, rule.activityId), now);
  if (!outcome.ok) {
    return outcome.reason === 'no-turns'
      ? fail(claimCodes.noTurns, 'no turns left until the reset', { resetAt: cutResetAt(now) })
      : fail(claimCodes.alreadyReceived, 'this cut was completed and paid');
  }
  hall.effect(
    `cut-draw:${site.siteCode}:${user.username.toLowerCase()}:${rule.activityId}:${outcome.record.draws}`,
  );
  user.cuts = { ...user.cuts, [rule.activityId]: outcome.record };
  hall.store.touch('users');
  if (outcome.completed) credit(context, cutClaimKey(rule), rule.target, { activityId: rule.activityId });
  const draw: CutOnceDraw = {
    amount: moneyText(outcome.amountCents),
    progress: storedAmountText(outcome.record.progress),
    target: storedAmountText(rule.target),
    turns: cutTurnsLeft(rule, outcome.record, now),
    completed: outcome.completed,
  };
  return ok(draw);
}

/** Activity-like rewards: by activity id when given, else once per day per route. */
function receiveGeneric(context: UserCallContext): HallReply {
  const { params, hall, site, endpoint } = context;
  let reward = 1;
  let claimKey: string;
  if (endpoint.name === 'useDiscountCode') {
    const code = (text(params, 'code') ?? '').toUpperCase();
    const bonus = DISCOUNT_CODES[code];
    if (bonus === undefined) return fail('invalid-params', 'unknown discount code');
    reward = bonus;
    claimKey = `discount:${code}`;
  } else if (endpoint.name === 'requestReward' && text(params, 'day') !== undefined) {
    const day = Number(text(params, 'day'));
    const benefit = hall.world.content(site.siteCode).newComerBenefits.find((entry) => entry.day === day);
    const currentDay = Math.floor((hall.now() - context.user.createdAt) / DAY_MS) + 1;
    if (!benefit || day > currentDay)
      return fail(claimCodes.notClaimable, `new-comer day ${String(day)} is not open`);
    reward = benefit.reward;
    claimKey = `newcomer:${day}`;
  } else {
    const id = text(params, 'activityId') ?? text(params, 'id');
    const activity = hall.world.content(site.siteCode).activities.find((entry) => String(entry.id) === id);
    if (activity) reward = activity.reward;
    claimKey =
      id !== undefined ? `${endpoint.name}:${id}` : `${endpoint.name}:d${Math.floor(hall.now() / DAY_MS)}`;
  }
  if (context.user.claims.includes(claimKey))
    return fail(claimCodes.alreadyReceived, 'this reward was already received');
  credit(context, claimKey, reward, {});
  return ok(received(context, reward));
}

const receive = (run: (context: UserCallContext) => HallReply) =>
  userRoute((context) => refused(context) ?? run(context));

// Every receive-event endpoint of the contract gets the generic reward handler, except the
// three with their own rules below; a new receive endpoint in the contract is served at once.
const special = new Set<EndpointName>(['taskGetPrize', 'receiveAll', 'chopOneKnifeTurns']);
const generic = endpointNames.filter((name) => endpoints[name].receiveEvent === true && !special.has(name));

export const receiveRoutes: RouteTable = {
  ...Object.fromEntries(generic.map((name) => [name, receive(receiveGeneric)])),
  taskGetPrize: receive(receiveTask),
  receiveAll: receive(receiveAll),
  chopOneKnifeTurns: receive(drawCutOnce),
};
