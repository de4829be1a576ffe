/**
 * The site's status as the UI shows it (spec §4 "Site status"): open, in maintenance (or
 * frozen), or refused to the visitor's region; plus the last "user restricted" answer. This
 * issue fills it from the hall's answers; the site-status machine (maintenance polling, the
 * IP check) arrives later and drives the same actions.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { HallEvents } from '@lobbykit/transport';

export type SiteCondition =
  | { readonly status: 'open' }
  | {
      readonly status: 'maintenance';
      /** The transport's reading of the code: -3 maintenance, 9111 frozen, -4 frozen and maintained. */
      readonly reason: HallEvents['maintenance']['state'];
      readonly code: string;
      /** Epoch ms of the answer that said so. */
      readonly since: number;
    }
  | {
      readonly status: 'regionRestricted';
      /** The visitor's IP as the hall saw it, when it said. */
      readonly ip?: string | undefined;
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
      const since = state.site.status === 'maintenance' ? state.site.since : at;
      state.site = { status: 'maintenance', reason, code, since };
    },
    /** The region check refused the visitor (the site-status issue's IP check dispatches it). */
    regionRestricted(state, { payload }: PayloadAction<{ ip?: string | undefined; at: number }>) {
      if (state.site.status === 'maintenance') return;
      state.site = { status: 'regionRestricted', ip: payload.ip, since: payload.at };
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

export const { maintenanceEntered, regionRestricted, siteReopened, userRestricted, userRestrictionSeen } =
  siteStatusSlice.actions;
export const { selectSiteCondition, selectUserRestriction } = siteStatusSlice.selectors;
