/** The boot machine's state in the store, so screens read it like any other state. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { bootTransition, initialBootState, type BootEvent, type BootState } from './machine';
import type { BootSnapshotRejection } from './snapshot';

/** What became of the inlined snapshot: not looked at yet, used, or set aside and why. */
export type BootSnapshotUse = 'unread' | 'used' | BootSnapshotRejection;

export interface BootSliceState {
  readonly machine: BootState;
  readonly snapshot: BootSnapshotUse;
  /**
   * A fresh snapshot's request-free wait (`revalidateAfterMs`) is over while its revalidation
   * waits longer (`snapshotFreshMs`): calls a first paint must not wait for may go now. Set only
   * then: after any other boot, the revalidation leaving `scheduled` says the same.
   */
  readonly firstPaintWaitEnded: boolean;
}

const initialState: BootSliceState = {
  machine: initialBootState(),
  snapshot: 'unread',
  firstPaintWaitEnded: false,
};

export const bootSlice = createSlice({
  name: 'boot',
  initialState,
  reducers: {
    /** A boot machine event: the state moves by `bootTransition`. */
    bootEvent(state, { payload }: PayloadAction<BootEvent>) {
      // The machine returns the same object when nothing changes; immer then changes nothing.
      state.machine = bootTransition(state.machine, payload);
    },
    snapshotRead(state, { payload }: PayloadAction<BootSnapshotUse>) {
      state.snapshot = payload;
    },
    firstPaintWaitEnded(state) {
      state.firstPaintWaitEnded = true;
    },
  },
  selectors: {
    selectBootState: (state) => state.machine,
    selectBootSnapshotUse: (state) => state.snapshot,
  },
});

export const { bootEvent, snapshotRead, firstPaintWaitEnded } = bootSlice.actions;
export const { selectBootState, selectBootSnapshotUse } = bootSlice.selectors;
