// Caps for the maps the hall keeps per caller (failed logins, challenges, pass tokens, ...).
// Each map is filled by whoever sends requests, so without a cap a client that varies the key
// (an account name, a lot number) grows the server's memory without end. A map's insertion
// order is its age: callers re-insert an entry they refresh.

/**
 * Makes room for one more entry in `map`: when it holds `max` or more, drops the entries that
 * are `expired`, then the oldest ones not `kept` (entries still in force, such as a running
 * restriction), and only when that is not enough the oldest of all.
 */
export function makeRoom<K, V>(
  map: Map<K, V>,
  max: number,
  rules: { readonly expired: (value: V) => boolean; readonly kept?: (value: V) => boolean },
): void {
  if (map.size < max) return;
  for (const [key, value] of map) if (rules.expired(value)) map.delete(key);
  if (rules.kept) {
    for (const [key, value] of map) {
      if (map.size < max) return;
      if (!rules.kept(value)) map.delete(key);
    }
  }
  for (const key of map.keys()) {
    if (map.size < max) return;
    map.delete(key);
  }
}
