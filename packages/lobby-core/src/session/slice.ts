/**
 * Who is using the lobby: the session machine's state (machine.ts) in the store. A visitor, a
 * demo guest with the mock account of spec §3, or a player with their public account facts;
 * the session token never enters the store (the hall client holds it). The machine itself runs
 * in the lazily loaded session chunk (event.ts): the store only takes the state it computes,
 * and the demo guest's two edges, which the first paint's "Play demo" needs.
 */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { demoGuestAccount } from '@lobbykit/contract';
import type { SessionState } from './machine';

/** The session as the store holds it (the session machine's state). */
export type LobbySession = SessionState;

const visitor = (): SessionState => ({ status: 'visitor', kind: 'visitor' });

export const sessionSlice = createSlice({
  name: 'session',
  initialState: visitor,
  reducers: {
    /** The machine's next state (see `sessionEvent` of event.ts). */
    sessionChanged: (_state, { payload }: PayloadAction<SessionState>) => payload,
    // The machine's demoStarted and demoEnded edges.
    demoGuestStarted: (state) =>
      state.status === 'visitor'
        ? { status: 'demoGuest', kind: 'demoGuest', account: { ...demoGuestAccount } }
        : state,
    demoGuestEnded: (state) => (state.status === 'demoGuest' ? visitor() : state),
    /** Closes the "sign in again" offer. */
    signInAgainDismissed: (state) => (state.status === 'visitor' && state.signInAgain ? visitor() : state),
  },
  selectors: {
    selectSession: (state) => state,
  },
});

export const { demoGuestStarted, demoGuestEnded, signInAgainDismissed } = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
