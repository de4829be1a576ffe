/**
 * The demo guest's two edges as the first paint needs them (a "Play demo", a test-register agent
 * link): the store's session and the hall client's login gate move together, so the guest's calls
 * go out as `fakeLogined` (spec §4 "Request layer login state") and a visitor's wait as before.
 */
import type { UnknownAction } from '@reduxjs/toolkit';
import type { HallClient } from '@lobbykit/transport';
import type { LobbyState } from '../store';
import { demoGuestEnded, demoGuestStarted } from './slice';

interface StoreLike {
  dispatch(action: UnknownAction): unknown;
  getState(): LobbyState;
}

/** A visitor becomes the demo guest (spec §3 mock account); false, and nothing changes, for anyone else. */
export function startDemoGuest(store: StoreLike, client: Pick<HallClient, 'gate'>): boolean {
  if (store.getState().session.status !== 'visitor') return false;
  store.dispatch(demoGuestStarted());
  client.gate.send({ type: 'fakeLogin' });
  return true;
}

/** The demo guest is a visitor again. */
export function endDemoGuest(store: StoreLike, client: Pick<HallClient, 'gate'>): void {
  store.dispatch(demoGuestEnded());
  client.gate.send({ type: 'reset' });
}
