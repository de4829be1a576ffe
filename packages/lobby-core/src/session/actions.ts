/**
 * The store actions the session chunk sends and hears, as plain objects. The chunk imports no
 * slice, and so no Redux Toolkit: a module the first paint and a lazy chunk share becomes a
 * chunk of its own that the first paint loads whole, with every export either side uses.
 * Each type is checked against its slice's action creator in actions.test.ts.
 */
import type { Notice } from '@lobbykit/contract';
import type { HallEventPayload, BridgedHallEventName } from '../network/hall-events';
import type { SessionState } from './machine';
import type { PlayerState } from './player-slice';

const SESSION_CHANGED = 'session/sessionChanged';
const PLAYER_CHANGED = 'player/playerChanged';
const NOTICE_RECEIVED = 'lobby/notice';
const HALL_EVENT_RECEIVED = 'lobby/hallEvent';

export const sessionChanged = (state: SessionState) => ({ type: SESSION_CHANGED, payload: state });
export const playerChanged = (fields: Partial<PlayerState>) => ({ type: PLAYER_CHANGED, payload: fields });
export const noticeReceived = (notice: Notice) => ({ type: NOTICE_RECEIVED, payload: notice });

type Action = { readonly type: string; readonly payload?: unknown };

export const isNoticeReceived = (action: unknown): action is { type: string; payload: Notice } =>
  (action as Action).type === NOTICE_RECEIVED;

/** A matcher for one hall event the store hears (see network/hall-events.ts). */
export const isHallEventOf =
  <K extends BridgedHallEventName>(name: K) =>
  (action: unknown): action is { type: string; payload: Extract<HallEventPayload, { name: K }> } =>
    (action as Action).type === HALL_EVENT_RECEIVED &&
    (action as { payload: { name?: unknown } }).payload.name === name;
