/**
 * Loads the hall connection's module on first need and makes the lobby's one connection from
 * it. Callers that ask while it loads share the download; a load that fails (a chunk that did
 * not download) is not kept, so the next caller (the boot's next attempt, a retry) loads again.
 */
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import type { connectHall, HallConnection, HallSetup } from './hall-connection';

/** What `loadHall` answers: the module that makes a lobby's hall connection. */
export interface LobbyHallModule {
  readonly connectHall: typeof connectHall;
}

export interface HallLoaderOptions {
  readonly load: () => Promise<LobbyHallModule>;
  readonly setup: HallSetup;
  /** Wires a new connection into the lobby; returns what unwires it. */
  readonly attach: (connection: HallConnection) => () => void;
}

export interface HallLoader {
  /** The connection, loaded and made the first time. */
  readonly get: () => Promise<HallConnection>;
  /** The connection if it is made already: for work that has nothing to do before it exists. */
  readonly current: () => HallConnection | undefined;
  /** Unwires the connection; a load still running makes none. */
  readonly dispose: () => void;
}

/**
 * The error of a call whose hall connection did not load: a network failure (its code did not
 * download), said in so many words for the "still trying" screen's logs.
 */
export function hallLoadError(cause: unknown, url = ''): SerializedHallError {
  return {
    kind: 'network',
    message: `the hall connection did not load: ${cause instanceof Error ? cause.message : String(cause)}`,
    requestId: '',
    url,
    status: 0,
    retries: 0,
  };
}

const disposedError = () => new Error('lobby-core: the lobby is disposed, its hall connection with it');

export function createHallLoader({ load, setup, attach }: HallLoaderOptions): HallLoader {
  let connection: HallConnection | undefined;
  let detach: (() => void) | undefined;
  let loading: Promise<HallConnection> | undefined;
  let disposed = false;

  async function connect(): Promise<HallConnection> {
    const module = await load();
    if (disposed) throw disposedError();
    connection = module.connectHall(setup);
    detach = attach(connection);
    return connection;
  }

  return {
    get() {
      if (disposed) return Promise.reject(disposedError());
      if (connection) return Promise.resolve(connection);
      if (!loading) {
        const attempt = connect();
        loading = attempt;
        attempt.catch(() => {
          // Forgotten, so the next caller downloads again; each caller handles its own failure.
          if (loading === attempt) loading = undefined;
        });
      }
      return loading;
    },
    current: () => connection,
    dispose() {
      disposed = true;
      detach?.();
      detach = undefined;
    },
  };
}
