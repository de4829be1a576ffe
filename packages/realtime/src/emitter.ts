// A typed event emitter whose listeners can never break the caller.

export type Listener<T> = (payload: T) => void;

export interface Emitter<TEvents> {
  on<K extends keyof TEvents>(type: K, listener: Listener<TEvents[K]>): () => void;
  emit<K extends keyof TEvents>(type: K, payload: TEvents[K]): void;
}

/** `onThrow` receives what a listener threw; the other listeners still run. */
export function createEmitter<TEvents>(onThrow: (error: unknown) => void): Emitter<TEvents> {
  const listeners = new Map<keyof TEvents, Set<Listener<never>>>();
  return {
    on(type, listener) {
      let set = listeners.get(type);
      if (!set) listeners.set(type, (set = new Set()));
      set.add(listener);
      return () => void set.delete(listener);
    },
    emit(type, payload) {
      const set = listeners.get(type);
      if (!set) return;
      for (const listener of set) {
        try {
          (listener as Listener<typeof payload>)(payload);
        } catch (error) {
          onThrow(error);
        }
      }
    },
  };
}
