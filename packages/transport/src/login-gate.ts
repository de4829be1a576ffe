/**
 * The request layer's login state (spec §4): `wait`, then `fakeLogined` (demo guest) or
 * `logined`. Calls that need a user token wait in `wait` and resume on either.
 */

export type LoginGateState = 'wait' | 'fakeLogined' | 'logined';
export type LoginGateEvent = { type: 'login' } | { type: 'fakeLogin' } | { type: 'reset' };

/** The first state: calls that need a user token wait for a login. */
export const initialLoginGateState = (): LoginGateState => 'wait';

/**
 * Every edge of the gate: `reset` always leads to `wait`, `login` always to `logined`, and
 * `fakeLogin` to `fakeLogined` unless the user really is logged in (a real login wins over
 * a demo one; leaving it goes through `reset`).
 */
export function loginGateTransition(state: LoginGateState, event: LoginGateEvent): LoginGateState {
  return event.type === 'reset'
    ? 'wait'
    : event.type === 'login' || state === 'logined'
      ? 'logined'
      : 'fakeLogined';
}

/** Rejects the calls that waited when the gate is reset (logout, account switch). */
export class LoginGateResetError extends Error {
  override readonly name = 'LoginGateResetError';
  constructor() {
    super('login gate reset while the call waited');
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

/** A waiting call: settles with nothing to resume it, or with the error to reject it. */
type Waiter = (error?: Error) => void;

export function createLoginGate(initial: LoginGateState = initialLoginGateState()): LoginGate {
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
      const reset = event.type === 'reset';
      if (reset || state !== 'wait')
        for (const waiter of queue) waiter(reset ? new LoginGateResetError() : undefined);
      if (state !== previous) for (const listener of [...listeners]) listener(state);
      return state;
    },
    ready: (signal) =>
      new Promise<void>((resolve, reject) => {
        if (signal?.aborted) return reject(signal.reason as Error);
        if (state !== 'wait') return resolve();
        const onAbort = () => settle(signal?.reason as Error);
        const settle: Waiter = (error) => {
          queue = queue.filter((waiter) => waiter !== settle);
          signal?.removeEventListener('abort', onAbort);
          if (error === undefined) resolve();
          else reject(error);
        };
        queue.push(settle);
        signal?.addEventListener('abort', onAbort);
      }),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
