/**
 * The promotions as calls: reads that answer the hall's data or a failure, and claims (spec §6's
 * receive-event endpoints) sent once. A claim whose answer is lost is `unsettled`: the hall may
 * have credited it, so the pop-up reads its data again rather than sending it twice; the hall
 * applies a claim once per request id and refuses a second claim of the same reward.
 */
import {
  ServiceCode,
  claimCodes,
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
import type { SerializedError } from '@reduxjs/toolkit';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { Lobby } from '../create-lobby';
import { withPromotionEndpoints, type CutOnceKind, type NoticePageRequest } from './endpoints';

/** A read: the hall's data, or why there is none. */
export type PromotionRead<T> =
  | { readonly ok: true; readonly data: T }
  | { readonly ok: false; readonly reason: 'failed'; readonly error: SerializedHallError };

/** Why a claim gave nothing. */
export type ClaimFailure =
  /** No player is signed in: nothing was sent. */
  | { readonly ok: false; readonly reason: 'notPlayer' }
  /** The same claim is on its way (a double tap): nothing was sent. */
  | { readonly ok: false; readonly reason: 'inFlight' }
  /** 1334: the player may not receive rewards now. */
  | { readonly ok: false; readonly reason: 'restricted'; readonly message?: string | undefined }
  /** Claimed already in this period. */
  | { readonly ok: false; readonly reason: 'alreadyReceived' }
  /** Not complete, or not open yet. */
  | { readonly ok: false; readonly reason: 'notClaimable' }
  /** No cut-once draws left until the reset. */
  | { readonly ok: false; readonly reason: 'noTurns' }
  /** Another refusal of the hall. */
  | {
      readonly ok: false;
      readonly reason: 'refused';
      readonly code: string;
      readonly message?: string | undefined;
    }
  /** No answer: the hall may have applied it. Read the data again to know. */
  | { readonly ok: false; readonly reason: 'unsettled'; readonly error: SerializedHallError }
  /** It failed before the hall could apply it. */
  | { readonly ok: false; readonly reason: 'failed'; readonly error: SerializedHallError };

export type ClaimResult<T> = { readonly ok: true; readonly data: T } | ClaimFailure;
export type ClaimFailureReason = ClaimFailure['reason'];

export interface LobbyPromotions {
  readonly frameBox: () => Promise<PromotionRead<NoticeFrameBox>>;
  readonly eventCategories: () => Promise<PromotionRead<EventCategory[]>>;
  /** The activities of a category; 0 for all. */
  readonly activities: (categoryId: number) => Promise<PromotionRead<Activity[]>>;
  readonly cutOnce: (kind: CutOnceKind) => Promise<PromotionRead<CutOnce>>;
  readonly tasks: (code: TaskCode) => Promise<PromotionRead<TaskList>>;
  readonly waitingCollect: () => Promise<PromotionRead<WaitingCollect>>;
  readonly newComerBenefits: () => Promise<PromotionRead<NewComerBenefits>>;
  readonly notices: (request: NoticePageRequest) => Promise<PromotionRead<HallPage<HallNotice>>>;
  /** Receives a task's reward (`taskGetPrize`). */
  readonly claimTask: (taskId: number) => Promise<ClaimResult<RewardReceived>>;
  /** Receives every reward waiting to be collected (`receiveall`). */
  readonly claimAll: () => Promise<ClaimResult<RewardReceived>>;
  /** Receives a new-comer day's gift (`requestReward`). */
  readonly claimNewComerDay: (day: number) => Promise<ClaimResult<RewardReceived>>;
  /** One draw of a one-time cut (`chopOneKnife/turns`). */
  readonly drawCut: (activityId: string) => Promise<ClaimResult<CutOnceDraw>>;
}

type Outcome<T> = { data?: T; error?: SerializedHallError | SerializedError };

function hallErrorOf(error: SerializedHallError | SerializedError | undefined): SerializedHallError {
  if (error && 'kind' in error) return error;
  return {
    kind: 'network',
    message: error?.message ?? 'the call failed before it was sent',
    requestId: '',
    url: '',
    status: 0,
    retries: 0,
  };
}

/** What a claim's failure tells the player (pure: exported for tests). */
export function claimFailureOf(error: SerializedHallError): ClaimFailure {
  if (error.kind === 'service') {
    const message = error.serverMessage;
    switch (error.code) {
      case ServiceCode.UserRestricted:
        return { ok: false, reason: 'restricted', message };
      case claimCodes.alreadyReceived:
        return { ok: false, reason: 'alreadyReceived' };
      case claimCodes.notClaimable:
        return { ok: false, reason: 'notClaimable' };
      case claimCodes.noTurns:
        return { ok: false, reason: 'noTurns' };
      default:
        return { ok: false, reason: 'refused', code: error.code ?? '', message };
    }
  }
  // The client resends a not-idempotent call only when it provably never left: any other
  // failure but a refusal of the request itself may have reached the hall.
  const reached = error.kind === 'timeout' || error.kind === 'network' || error.kind === 'invalid-data';
  return { ok: false, reason: reached ? 'unsettled' : 'failed', error };
}

/** How many times a read cut short by a claim is made again. */
const READ_AGAIN = 2;
const NOT_PLAYER: ClaimFailure = { ok: false, reason: 'notPlayer' };
const IN_FLIGHT: ClaimFailure = { ok: false, reason: 'inFlight' };
const fresh = { subscribe: false, forceRefetch: true } as const;

/** The promotions of a lobby (injects their endpoints into its API on the first call). */
export function promotionsOf(lobby: Pick<Lobby, 'store' | 'api' | 'session'>): LobbyPromotions {
  const { store } = lobby;
  const api = withPromotionEndpoints(lobby.api);
  const inFlight = new Set<string>();

  // A claim invalidates what it changed while another pop-up's read of it is on its way: RTK
  // Query then settles that read with neither data nor error. It is made again, a few times.
  const read = async <T>(initiate: () => PromiseLike<Outcome<T>>): Promise<PromotionRead<T>> => {
    for (let tries = 0; ; tries++) {
      const result = await initiate();
      if (result.data !== undefined) return { ok: true, data: result.data };
      if (result.error !== undefined || tries >= READ_AGAIN)
        return { ok: false, reason: 'failed', error: hallErrorOf(result.error) };
    }
  };

  const send = async <T>(key: string, initiate: () => PromiseLike<Outcome<T>>): Promise<ClaimResult<T>> => {
    if (store.getState().session.kind !== 'player') return NOT_PLAYER;
    if (inFlight.has(key)) return IN_FLIGHT;
    inFlight.add(key);
    try {
      const result = await initiate();
      const outcome: ClaimResult<T> =
        result.data !== undefined
          ? { ok: true, data: result.data }
          : claimFailureOf(hallErrorOf(result.error));
      // A credit (or one that may have been made) shows in the balance.
      if (outcome.ok || outcome.reason === 'unsettled')
        void lobby.session.refreshBalance().catch(() => undefined);
      return outcome;
    } finally {
      inFlight.delete(key);
    }
  };

  const untracked = { track: false } as const;
  return {
    frameBox: () => read(() => store.dispatch(api.endpoints.frameBox.initiate(undefined, fresh))),
    eventCategories: () =>
      read(() => store.dispatch(api.endpoints.eventCategories.initiate(undefined, fresh))),
    activities: (categoryId) =>
      read(() => store.dispatch(api.endpoints.activities.initiate(categoryId, fresh))),
    cutOnce: (kind) => read(() => store.dispatch(api.endpoints.cutOnce.initiate(kind, fresh))),
    tasks: (code) => read(() => store.dispatch(api.endpoints.tasks.initiate(code, fresh))),
    waitingCollect: () => read(() => store.dispatch(api.endpoints.waitingCollect.initiate(undefined, fresh))),
    newComerBenefits: () =>
      read(() => store.dispatch(api.endpoints.newComerBenefits.initiate(undefined, fresh))),
    notices: (request) => read(() => store.dispatch(api.endpoints.notices.initiate(request, fresh))),
    claimTask: (taskId) =>
      send(`task:${taskId}`, () => store.dispatch(api.endpoints.claimTask.initiate(taskId, untracked))),
    claimAll: () => send('all', () => store.dispatch(api.endpoints.claimAll.initiate(undefined, untracked))),
    claimNewComerDay: (day) =>
      send(`day:${day}`, () => store.dispatch(api.endpoints.claimNewComerDay.initiate(day, untracked))),
    drawCut: (activityId) =>
      send(`cut:${activityId}`, () => store.dispatch(api.endpoints.drawCut.initiate(activityId, untracked))),
  };
}
