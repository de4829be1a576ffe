// The router's query string reader and writer. A lobby URL comes from ads and agents, so every
// value stays the plain text it was: nothing is JSON-parsed (`?id=[1]` is not an array, `?q="x"`
// keeps its quotes).

/** Most parameters read from one URL: a hostile link cannot make the router hold thousands. */
export const SEARCH_MAX_PARAMS = 64;
/** Longest parameter name read; longer ones are not the lobby's. */
const NAME_MAX_LENGTH = 64;

/** The query string (`?a=1&b=2`, with or without `?`) as `{ name: value }`, first value of each name. */
export function parseLobbySearch(searchText: string): Record<string, string> {
  const search: Record<string, string> = {};
  let size = 0;
  const text = searchText.startsWith('?') ? searchText.slice(1) : searchText;
  for (const [name, value] of new URLSearchParams(text)) {
    if (size >= SEARCH_MAX_PARAMS) break;
    if (name === '' || name.length > NAME_MAX_LENGTH || Object.hasOwn(search, name)) continue;
    // defineProperty: a name such as `__proto__` becomes a plain key, never the prototype.
    Object.defineProperty(search, name, { value, enumerable: true, writable: true, configurable: true });
    size += 1;
  }
  return search;
}

/**
 * `{ name: value }` as a query string (`?a=1&b=2`, or '' when empty). Strings, finite numbers
 * and booleans are written as text; empty strings, `undefined`, `null`, objects and arrays
 * are left out rather than serialised.
 */
export function stringifyLobbySearch(search: Readonly<Record<string, unknown>>): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) {
    if (typeof value === 'string' && value !== '') params.append(name, value);
    else if ((typeof value === 'number' && Number.isFinite(value)) || typeof value === 'boolean') {
      params.append(name, String(value));
    }
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}
