// What a log-out must leave behind: no session token anywhere the page can reach. The tokens are
// read from the lobby's session record (IndexedDB `lobbykit`/`sessions`, see lobby-core's
// indexedDbSessionStore) while the player is logged in, then looked for after the log-out in
// the URL, localStorage, sessionStorage, cookies and every IndexedDB record.
import type { Page } from 'playwright-core';

/** Every record of every object store of the page's IndexedDB databases, as text (keys dropped). */
function indexedDbText(page: Page): Promise<string> {
  return page.evaluate(async () => {
    const texts: string[] = [];
    for (const { name } of await indexedDB.databases()) {
      if (!name) continue;
      const database = await new Promise<IDBDatabase>((resolve, reject) => {
        const request = indexedDB.open(name);
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name} did not open`));
      });
      for (const store of database.objectStoreNames) {
        const records = await new Promise<unknown[]>((resolve, reject) => {
          const request = database.transaction(store).objectStore(store).getAll();
          request.onsuccess = () => resolve(request.result);
          request.onerror = () => reject(request.error ?? new Error(`IndexedDB ${name}/${store} unreadable`));
        });
        // A CryptoKey (the session's private key) stringifies as {}: its bytes never leave it.
        texts.push(JSON.stringify(records));
      }
      database.close();
    }
    return texts.join('\n');
  });
}

/** The session tokens the page's lobby holds now (the hall's token and its JWT). */
export async function sessionTokensOf(page: Page): Promise<string[]> {
  const text = await page.evaluate(async () => {
    // Opening a database that is not there would make an empty one, which the lobby's own store
    // would then open without its object store.
    if (!(await indexedDB.databases()).some((database) => database.name === 'lobbykit')) return '[]';
    const database = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('lobbykit');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB lobbykit did not open'));
    });
    if (!database.objectStoreNames.contains('sessions')) return '[]';
    const records = await new Promise<unknown[]>((resolve, reject) => {
      const request = database.transaction('sessions').objectStore('sessions').getAll();
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error ?? new Error('IndexedDB sessions unreadable'));
    });
    database.close();
    return JSON.stringify(records.map((record) => (record as { hall?: unknown }).hall ?? {}));
  });
  const halls = JSON.parse(text) as { token?: unknown; newJwt?: unknown }[];
  return halls
    .flatMap((hall) => [hall.token, hall.newJwt])
    .filter((token): token is string => typeof token === 'string' && token.length >= 8);
}

/** Where in the page any of `tokens` still is: `url`, `localStorage`, `sessionStorage`, `cookies`, `indexedDB`. */
export async function sessionTracesOf(page: Page, tokens: readonly string[]): Promise<string[]> {
  const places: Record<string, string> = {
    url: page.url(),
    ...(await page.evaluate(() => ({
      localStorage: JSON.stringify({ ...localStorage }),
      sessionStorage: JSON.stringify({ ...sessionStorage }),
      cookies: document.cookie,
    }))),
    indexedDB: await indexedDbText(page),
  };
  places['cookies'] += JSON.stringify(await page.context().cookies());
  return Object.entries(places)
    .filter(([, text]) => tokens.some((token) => text.includes(token)))
    .map(([place]) => place);
}
