// One socket per browser: the tab holding a Web Lock connects, the others listen on a BroadcastChannel.
// The browser frees the lock when its tab closes, so the next waiting tab takes over by itself.

type Handler<E> = { bivarianceHack(event: E): void }['bivarianceHack'];

/** The slice of `navigator.locks` used for leader election. */
export interface LockManagerLike {
  request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<unknown>;
}

/** The slice of BroadcastChannel used to reach the other tabs. */
export interface BroadcastChannelLike {
  postMessage(message: unknown): void;
  close(): void;
  onmessage: Handler<{ readonly data: unknown }> | null;
}

export type BroadcastChannelConstructor = new (name: string) => BroadcastChannelLike;

export interface Sharing {
  post(message: unknown): void;
  /** Leaves the election (or gives up the lead) and closes the channel. */
  stop(): void;
}

/**
 * Joins the election for `name`: `onMessage` gets what other tabs post, `onLead` runs once
 * this tab holds the lock and keeps it until `stop()`.
 */
export function joinElection(
  locks: LockManagerLike,
  Channel: BroadcastChannelConstructor,
  name: string,
  onMessage: (message: unknown) => void,
  onLead: () => void,
): Sharing {
  const channel = new Channel(name);
  channel.onmessage = (event) => onMessage(event.data);
  const abort = new AbortController();
  let release: (() => void) | undefined;
  locks
    .request(
      name,
      { signal: abort.signal },
      () =>
        new Promise<void>((resolve) => {
          release = resolve;
          if (abort.signal.aborted) resolve();
          else onLead();
        }),
    )
    // An aborted request rejects: that is how a follower leaves, not an error.
    .catch(() => undefined);
  return {
    post: (message) => channel.postMessage(message),
    stop() {
      abort.abort();
      release?.();
      channel.onmessage = null;
      channel.close();
    },
  };
}
