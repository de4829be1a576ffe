/**
 * The request layer's login state (spec §4): `wait`, then `fakeLogined` (demo guest) or
 * `logined`. Calls that need a user token wait in `wait` and resume on either.
 */

export type LoginGateState = 'wait' | 'fakeLogined' | 'logined';
export type LoginGateEvent = { type: 'login' } | { type: 'fakeLogin' } | { type: 'reset' };

/**
 * Every edge of the gate. A real login wins over a demo one; leaving a real login goes
 * through `reset` (logout), so `fakeLogin` while `logined` changes nothing.
 */
export function loginGateTransition(state: LoginGateState, event: LoginGateEvent): LoginGateState {
  switch (event.type) {
    case 'login':
      return 'logined';
    case 'fakeLogin':
      return state === 'logined' ? 'logined' : 'fakeLogined';
    case 'reset':
      return 'wait';
  }
}

/** Rejects the calls that waited when the gate is reset (logout, account switch). */
export class LoginGateResetError extends Error {
  override readonly name = 'LoginGateResetError';
  constructor() {
    super('The login gate was reset while this call waited for a user token');
  }
}

export interface LoginGate {
  readonly state: LoginGateState;
  send(event: LoginGateEvent): LoginGateState;
  /**
   * Resolves at once unless the state is `wait`; otherwise when the state leaves it.
   * Rejects with `LoginGateResetError` on reset, or with the signal's reason on abort.
   */
  ready(signal?: AbortSignal): Promise<void>;
  /** Calls waiting now. */
  readonly waiting: number;
  subscribe(listener: (state: LoginGateState) => void): () => void;
}

interface Waiter {
  resolve: () => void;
  reject: (reason: Error) => void;
}

export function createLoginGate(initial: LoginGateState = 'wait'): LoginGate {
  let state = initial;
  let queue: Waiter[] = [];
  const listeners = new Set<(state: LoginGateState) => void>();

  return {
    get state() {
      return state;
    },
    get waiting() {
      return queue.length;
    },
    send(event) {
      const previous = state;
      state = loginGateTransition(state, event);
      const released = queue;
      if (event.type === 'reset' || state !== 'wait') queue = [];
      if (event.type === 'reset') {
        for (const waiter of released) waiter.reject(new LoginGateResetError());
      } else if (state !== 'wait') {
        for (const waiter of released) waiter.resolve();
      }
      if (state !== previous) for (const listener of [...listeners]) listener(state);
      return state;
    },
    ready(signal) {
      if (signal?.aborted) return Promise.reject(signal.reason as Error);
      if (state !== 'wait') return Promise.resolve();
      return new Promise<void>((resolve, reject) => {
        const onAbort = () => {
          queue = queue.filter((entry) => entry !== waiter);
          reject(signal?.reason as Error);
        };
        const waiter: Waiter = {
          resolve: () => {
            signal?.removeEventListener('abort', onAbort);
            resolve();
          },
          reject: (reason) => {
            signal?.removeEventListener('abort', onAbort);
            reject(reason);
          },
        };
        queue.push(waiter);
        signal?.addEventListener('abort', onAbort, { once: true });
      });
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
