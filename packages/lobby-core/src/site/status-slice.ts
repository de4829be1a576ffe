/**
 * The site's status as the UI shows it (spec §4 "Site status"): open, in maintenance (or
 * frozen), or refused to the visitor's region; plus the last "user restricted" answer. Any
 * call's maintenance code enters maintenance (reactions/maintenance.ts); the site-status
 * watcher (`@lobbykit/lobby-core/site-status`) adds the IP check, the maintenance details and
 * the polling that reopens the site.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HallEvents } from '@lobbykit/transport';
import type { MaintenanceDetails } from '../site-status/rules';

export type SiteCondition =
  | { readonly status: 'open' }
  | {
      readonly status: 'maintenance';
      /** The transport's reading of the code: -3 maintenance, 9111 frozen, -4 frozen and maintained. */
      readonly reason: HallEvents['maintenance']['state'];
      readonly code: string;
      /** Epoch ms of the answer that said so. */
      readonly since: number;
      /** The end and the customer-service link, once a maintenance check told them. */
      readonly details?: MaintenanceDetails | undefined;
      /** The hall's clock minus the local one when the details came (for the countdown). */
      readonly serverOffsetMs?: number | undefined;
    }
  | {
      readonly status: 'regionRestricted';
      /** The visitor's IP as the hall saw it, when it said. */
      readonly ip?: string | undefined;
      /** The telephone calling code the hall recommends (`+55`). */
      readonly recommendAreaCode?: string | undefined;
      readonly since: number;
    };

/** A 1334 answer: the user may not do what `path` does (receive an event, enter a game, ...). */
export interface UserRestriction {
  readonly code: string;
  readonly path: string;
  readonly message?: string | undefined;
  readonly since: number;
}

export interface SiteStatusState {
  readonly site: SiteCondition;
  readonly userRestriction: UserRestriction | undefined;
}

const initialState: SiteStatusState = { site: { status: 'open' }, userRestriction: undefined };

export const siteStatusSlice = createSlice({
  name: 'siteStatus',
  initialState,
  reducers: {
    maintenanceEntered(
      state,
      { payload }: PayloadAction<{ reason: HallEvents['maintenance']['state']; code: string; at: number }>,
    ) {
      const { reason, code, at } = payload;
      // The first answer dates the maintenance; later ones only update its kind.
      if (state.site.status === 'maintenance') {
        state.site.reason = reason;
        state.site.code = code;
        return;
      }
      state.site = { status: 'maintenance', reason, code, since: at };
    },
    /** A maintenance check answered the maintenance code with its details: enter, or update. */
    maintenanceChecked(
      state,
      {
        payload,
      }: PayloadAction<{
        reason: HallEvents['maintenance']['state'];
        code: string;
        details: MaintenanceDetails;
        serverOffsetMs: number;
        at: number;
      }>,
    ) {
      const { reason, code, details, serverOffsetMs, at } = payload;
      const since = state.site.status === 'maintenance' ? state.site.since : at;
      state.site = { status: 'maintenance', reason, code, since, details, serverOffsetMs };
    },
    /** The IP check refused the visitor's region (the site-status watcher dispatches it). */
    regionRestricted(
      state,
      {
        payload,
      }: PayloadAction<{ ip?: string | undefined; recommendAreaCode?: string | undefined; at: number }>,
    ) {
      if (state.site.status === 'maintenance') return;
      const { ip, recommendAreaCode, at } = payload;
      state.site = { status: 'regionRestricted', ip, recommendAreaCode, since: at };
    },
    /** The site answers normally again. */
    siteReopened(state) {
      state.site = { status: 'open' };
    },
    userRestricted(state, { payload }: PayloadAction<UserRestriction>) {
      state.userRestriction = payload;
    },
    userRestrictionSeen(state) {
      state.userRestriction = undefined;
    },
  },
  selectors: {
    selectSiteCondition: (state) => state.site,
    selectUserRestriction: (state) => state.userRestriction,
  },
});

export const {
  maintenanceEntered,
  maintenanceChecked,
  regionRestricted,
  siteReopened,
  userRestricted,
  userRestrictionSeen,
} = siteStatusSlice.actions;
export const { selectSiteCondition, selectUserRestriction } = siteStatusSlice.selectors;
