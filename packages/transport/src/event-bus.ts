/** A small typed event bus: the lobby subscribes to what the transport reports. */
import { MAX_EVENT_LISTENERS } from '@lobbykit/contract';

export type Listener<T> = (payload: T) => void;

export interface EventBus<Events extends object> {
  /** Subscribes; returns the function that unsubscribes. */
  on<K extends keyof Events>(type: K, listener: Listener<Events[K]>): () => void;
  off<K extends keyof Events>(type: K, listener: Listener<Events[K]>): void;
  emit<K extends keyof Events>(type: K, payload: Events[K]): void;
  listenerCount(type: keyof Events): number;
}

export interface EventBusOptions {
  /** Listeners per event before a warning (a likely leak). @default 50 (MAX_EVENT_LISTENERS) */
  maxListeners?: number;
  /** Receives the leak warning. @default console.warn */
  warn?: (message: string) => void;
  /** Receives a listener's exception; the other listeners still run. @default console.error */
  onListenerError?: (error: unknown, type: PropertyKey) => void;
}

export function createEventBus<Events extends object>({
  maxListeners = MAX_EVENT_LISTENERS,
  warn = (message) => console.warn(message),
  onListenerError = (error) => console.error(error),
}: EventBusOptions = {}): EventBus<Events> {
  const listeners = new Map<keyof Events, Set<Listener<never>>>();
  const warned = new Set<keyof Events>();
  const off: EventBus<Events>['off'] = (type, listener) => void listeners.get(type)?.delete(listener);

  return {
    on(type, listener) {
      const set = listeners.get(type) ?? new Set();
      listeners.set(type, set.add(listener));
      if (set.size > maxListeners && !warned.has(type)) {
        warned.add(type);
        warn(`lobbykit event bus: ${set.size} listeners for "${String(type)}", a likely leak`);
      }
      return () => off(type, listener);
    },
    off,
    emit(type, payload) {
      // A copy, so a listener that unsubscribes while we loop does not skip its neighbour.
      for (const listener of [...(listeners.get(type) ?? [])]) {
        try {
          (listener as Listener<Events[typeof type]>)(payload);
        } catch (error) {
          onListenerError(error, type);
        }
      }
    },
    listenerCount: (type) => listeners.get(type)?.size ?? 0,
  };
}
