/**
 * A `SessionStore` on IndexedDB, for `createLobby({ session: { store } })` in a browser: the
 * session's private key is a `CryptoKey` that only a structured-clone store keeps (localStorage's
 * JSON would lose it, and the session with it). One database per origin, one record per site.
 * A store that cannot open (private mode, storage off, a failed upgrade) keeps nothing: the
 * session still works in the page, and a reload is a visitor again.
 */
import type { SessionStore, StoredSession } from './session/options';

const DATABASE = 'lobbykit';
const RECORDS = 'sessions';

function settled<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('lobby-core: an IndexedDB request failed'));
  });
}

function opened(factory: IDBFactory): Promise<IDBDatabase> {
  return new Promise((resolve, reject) => {
    const request = factory.open(DATABASE, 1);
    request.onupgradeneeded = () => request.result.createObjectStore(RECORDS);
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error ?? new Error('lobby-core: IndexedDB did not open'));
    // Another tab holds an older version open: this page goes without rather than waiting.
    request.onblocked = () => reject(new Error('lobby-core: IndexedDB is blocked by another tab'));
  });
}

/**
 * The session of `siteCode` in this origin's IndexedDB.
 * @param factory the page's `indexedDB` (injected for tests); absent: nothing is kept
 */
export function indexedDbSessionStore(
  siteCode: string,
  factory: IDBFactory | undefined = globalThis.indexedDB,
): SessionStore {
  let database: Promise<IDBDatabase> | undefined;
  const open = (): Promise<IDBDatabase> => {
    if (!factory) return Promise.reject(new Error('lobby-core: this page has no IndexedDB'));
    database ??= opened(factory).catch((error: unknown) => {
      // The next call tries again (storage may come back, another tab may close).
      database = undefined;
      throw error;
    });
    return database;
  };
  const write = async (change: (records: IDBObjectStore) => IDBRequest): Promise<void> => {
    const transaction = (await open()).transaction(RECORDS, 'readwrite');
    const done = new Promise<void>((resolve, reject) => {
      transaction.oncomplete = () => resolve();
      transaction.onabort = () =>
        reject(transaction.error ?? new Error('lobby-core: IndexedDB write aborted'));
    });
    change(transaction.objectStore(RECORDS));
    await done;
  };
  return {
    async load() {
      const records = (await open()).transaction(RECORDS, 'readonly').objectStore(RECORDS);
      // Whatever is there is checked by the session before use (a corrupt record is a visitor).
      return settled<unknown>(records.get(siteCode));
    },
    save: (session: StoredSession) => write((records) => records.put(session, siteCode)),
    clear: () => write((records) => records.delete(siteCode)),
  };
}
