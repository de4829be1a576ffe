import { selectLines } from '@lobbykit/lobby-core';
import { useLobbySelector } from '@lobbykit/lobby-core/react';
import { useMemo } from 'react';

// Hosts kept apart by a character no URL holds unescaped.
const SEPARATOR = ' ';

/**
 * The asset lines, the current (fastest) one first: where game pictures and logos load from.
 * The same hosts in the same order are the same array: the speed test measures every line's
 * ping at start-up, a new `lines` each time, and a new array here would re-render every picture
 * of the page (a phone's long task) for hosts that did not change.
 */
export function useAssetHosts(): readonly string[] {
  const key = useLobbySelector((state) => {
    const { lines, current } = selectLines(state).oss;
    const urls = lines.map((line) => line.url);
    const first = urls[current];
    return (first === undefined ? urls : [first, ...urls.filter((url) => url !== first)]).join(SEPARATOR);
  });
  return useMemo(() => (key === '' ? [] : key.split(SEPARATOR)), [key]);
}
