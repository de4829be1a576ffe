/**
 * The promotions' endpoints (issue "start-up sequence and promotions"): the frame box, event
 * categories and activities, the one-time cuts, tasks by code, new-comer benefits,
 * waiting-to-collect and the notice centre, injected into the lobby's API on first use (the
 * start-up sequence loads after the first paint). Calls are silent: each pop-up shows its own
 * outcome. The claims are never sent again automatically (spec §6: receive-event endpoints).
 */
import {
  activityListSchema,
  cutOnceDrawSchema,
  cutOnceSchema,
  eventCategoryListSchema,
  hallNoticePageSchema,
  newComerBenefitsSchema,
  noticeFrameBoxSchema,
  rewardReceivedSchema,
  taskListSchema,
  waitingCollectSchema,
  type Activity,
  type CutOnce,
  type CutOnceDraw,
  type EventCategory,
  type HallNotice,
  type HallPage,
  type NewComerBenefits,
  type NoticeFrameBox,
  type RewardReceived,
  type TaskCode,
  type TaskList,
  type WaitingCollect,
} from '@lobbykit/contract';
import type { EndpointBuilder } from '@reduxjs/toolkit/query';
import type { LobbyBaseQuery, LobbyTagType } from '../api/base';
import type { LobbyApi } from '../api/core-api';

/** `Frames` (the frame box), `Activities`, `CutOnce`, `Rewards` (tasks, benefits, waiting-to-collect), `Notices`. */
const promotionTagTypes = ['Frames', 'Activities', 'CutOnce', 'Rewards', 'Notices'] as const;
type PromotionTagType = (typeof promotionTagTypes)[number];

type PromotionEndpointBuilder = EndpointBuilder<LobbyBaseQuery, LobbyTagType | PromotionTagType, 'hall'>;

/** Which one-time cut: the new player's (`newCutOncePop`) or everyone's (`cutOncePop`). */
export type CutOnceKind = 'new' | 'regular';

/** A page of the notice centre: `type` 0 for every type. */
export interface NoticePageRequest {
  readonly type: number;
  readonly page: number;
  readonly pageSize?: number | undefined;
}

const silent = { silent: true } as const;
// A claim is a receive-event call, which the contract marks not idempotent: the client sends it
// once (again only when it provably never left), and a lost answer is told, not resent.
const claim = silent;
const afterClaim: PromotionTagType[] = ['Rewards', 'CutOnce'];

const promotionEndpoints = (build: PromotionEndpointBuilder) => ({
  frameBox: build.query<NoticeFrameBox, void>({
    query: () => ({ endpoint: 'frameBoxInfo', schema: noticeFrameBoxSchema, ...silent }),
    providesTags: ['Frames'],
  }),
  eventCategories: build.query<EventCategory[], void>({
    query: () => ({ endpoint: 'eventCategory', schema: eventCategoryListSchema, ...silent }),
    providesTags: ['Activities'],
  }),
  /** The activities of a category; 0 for all. */
  activities: build.query<Activity[], number>({
    query: (categoryId) => ({
      endpoint: 'activityList',
      params: { categoryId },
      schema: activityListSchema,
      ...silent,
    }),
    providesTags: ['Activities'],
  }),
  cutOnce: build.query<CutOnce, CutOnceKind>({
    query: (kind) => ({
      endpoint: kind === 'new' ? 'newCutOncePop' : 'cutOncePop',
      schema: cutOnceSchema,
      ...silent,
    }),
    providesTags: ['CutOnce'],
  }),
  tasks: build.query<TaskList, TaskCode>({
    query: (code) => ({ endpoint: 'taskData', params: { code }, schema: taskListSchema, ...silent }),
    providesTags: ['Rewards'],
  }),
  waitingCollect: build.query<WaitingCollect, void>({
    query: () => ({ endpoint: 'waitingCollectPop', schema: waitingCollectSchema, ...silent }),
    providesTags: ['Rewards'],
  }),
  newComerBenefits: build.query<NewComerBenefits, void>({
    query: () => ({ endpoint: 'newComerBenefits', schema: newComerBenefitsSchema, ...silent }),
    providesTags: ['Rewards'],
  }),
  notices: build.query<HallPage<HallNotice>, NoticePageRequest>({
    query: ({ type, page, pageSize = 20 }) => ({
      endpoint: 'notices',
      params: { type, page, pageSize },
      schema: hallNoticePageSchema,
      ...silent,
    }),
    providesTags: ['Notices'],
  }),
  claimTask: build.mutation<RewardReceived, number>({
    query: (taskId) => ({
      endpoint: 'taskGetPrize',
      params: { taskId },
      schema: rewardReceivedSchema,
      ...claim,
    }),
    invalidatesTags: afterClaim,
  }),
  claimAll: build.mutation<RewardReceived, void>({
    query: () => ({ endpoint: 'receiveAll', schema: rewardReceivedSchema, ...claim }),
    invalidatesTags: afterClaim,
  }),
  claimNewComerDay: build.mutation<RewardReceived, number>({
    query: (day) => ({ endpoint: 'requestReward', params: { day }, schema: rewardReceivedSchema, ...claim }),
    invalidatesTags: afterClaim,
  }),
  drawCut: build.mutation<CutOnceDraw, string>({
    query: (activityId) => ({
      endpoint: 'chopOneKnifeTurns',
      params: { activityId },
      schema: cutOnceDrawSchema,
      ...claim,
    }),
    invalidatesTags: afterClaim,
  }),
});

const inject = (api: LobbyApi) =>
  api
    .enhanceEndpoints<PromotionTagType>({ addTagTypes: promotionTagTypes })
    .injectEndpoints({ endpoints: promotionEndpoints });

export type PromotionsApi = ReturnType<typeof inject>;

// Once per API object: RTK Query reports a second injection of the same names.
const injected = new WeakMap<LobbyApi, PromotionsApi>();

/** The lobby's API with the promotions injected (the same object: RTK Query injects in place). */
export function withPromotionEndpoints(api: LobbyApi): PromotionsApi {
  let withPromotions = injected.get(api);
  if (!withPromotions) {
    withPromotions = inject(api);
    injected.set(api, withPromotions);
  }
  return withPromotions;
}
