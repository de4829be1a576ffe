// Texts whose first language is known to be loaded. A server render, and the client's render
// hydrating its markup, show the page in them from the first render on: waiting for the load in
// an effect (what a page rendered in the browser only does, behind the splash) would render the
// splash where the server's markup has the page.
import type { LobbyI18n, LobbyTexts } from '@lobbykit/i18n';

const loaded = new WeakSet<LobbyTexts | LobbyI18n>();

/** Settles with `texts` once their first language is loaded; the first render then shows them. */
export async function loadTexts<T extends LobbyTexts | LobbyI18n>(texts: T): Promise<T> {
  await texts.ready;
  loaded.add(texts);
  return texts;
}

/** Whether `loadTexts` has settled for `texts`. */
export function isLoaded(texts: LobbyTexts | LobbyI18n): boolean {
  return loaded.has(texts);
}
