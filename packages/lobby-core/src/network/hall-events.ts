/**
 * The hall client's lobby events (spec §8 "Reactions"), bridged into the store as actions so
 * each reaction is a listener like any other. Session secrets stay out of the store: the
 * `tokenChanged` event is not bridged, and `otherClientLogin` loses the other client's token.
 */
import { createAction, type Dispatch, type PayloadAction } from '@reduxjs/toolkit';
import type { Clock } from '@lobbykit/contract';
import type { EventBus, HallEvents } from '@lobbykit/transport';

/** The hall events the store hears, by name. */
interface BridgedHallEvents {
  tokenExpired: HallEvents['tokenExpired'];
  otherClientLogin: Omit<HallEvents['otherClientLogin'], 'token'>;
  versionCheck: HallEvents['versionCheck'];
  restricted: HallEvents['restricted'];
  maintenance: HallEvents['maintenance'];
  configChanged: HallEvents['configChanged'];
  maintenanceCheck: HallEvents['maintenanceCheck'];
  message: HallEvents['message'];
}

export type BridgedHallEventName = keyof BridgedHallEvents;

/** One bridged event: its name, its data and when it arrived (epoch ms). */
export type HallEventPayload = {
  [K in BridgedHallEventName]: { readonly name: K; readonly data: BridgedHallEvents[K]; readonly at: number };
}[BridgedHallEventName];

const hallEventReceived = createAction<HallEventPayload>('lobby/hallEvent');

/** A matcher for one bridged event, for `startListening({ predicate })` and reducers. */
export function isHallEvent<K extends BridgedHallEventName>(name: K) {
  return (action: unknown): action is PayloadAction<Extract<HallEventPayload, { name: K }>> =>
    hallEventReceived.match(action) && action.payload.name === name;
}

const BRIDGED: readonly BridgedHallEventName[] = [
  'tokenExpired',
  'otherClientLogin',
  'versionCheck',
  'restricted',
  'maintenance',
  'configChanged',
  'maintenanceCheck',
  'message',
];

/** Subscribes the store to the client's events; returns the function that stops it. */
export function bridgeHallEvents(events: EventBus<HallEvents>, dispatch: Dispatch, now: Clock): () => void {
  const stops = BRIDGED.map((name) =>
    events.on(name, (data) => {
      const safe = name === 'otherClientLogin' ? withoutToken(data as HallEvents['otherClientLogin']) : data;
      dispatch(hallEventReceived({ name, data: safe, at: now() } as HallEventPayload));
    }),
  );
  return () => stops.forEach((stop) => stop());
}

function withoutToken({ token: _token, ...rest }: HallEvents['otherClientLogin']) {
  return rest;
}
