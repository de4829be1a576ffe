/**
 * Who is using the lobby: a visitor, or a demo guest with the mock account of spec §3
 * (game_gold 2000, account_type 1, the guest platform id). The session issue adds the player.
 */
import { createSlice } from '@reduxjs/toolkit';
import { demoGuestAccount } from '@lobbykit/contract';

export type LobbySession =
  { readonly kind: 'visitor' } | { readonly kind: 'demoGuest'; readonly account: typeof demoGuestAccount };

const visitor = (): LobbySession => ({ kind: 'visitor' });
const demoGuest = (): LobbySession => ({ kind: 'demoGuest', account: { ...demoGuestAccount } });

export const sessionSlice = createSlice({
  name: 'session',
  initialState: visitor,
  reducers: {
    demoGuestStarted: demoGuest,
    demoGuestEnded: visitor,
  },
  selectors: {
    selectSession: (state) => state,
  },
});

export const { demoGuestStarted, demoGuestEnded } = sessionSlice.actions;
export const { selectSession } = sessionSlice.selectors;
