import { selectLines } from '@lobbykit/lobby-core';
import { useLobbySelector } from '@lobbykit/lobby-core/react';
import { useMemo } from 'react';

/** The asset lines, the current (fastest) one first: where game pictures and logos load from. */
export function useAssetHosts(): readonly string[] {
  const oss = useLobbySelector((state) => selectLines(state).oss);
  const { lines, current: index } = oss;
  return useMemo(() => {
    const urls = lines.map((line) => line.url);
    const current = urls[index];
    return current === undefined ? urls : [current, ...urls.filter((url) => url !== current)];
  }, [lines, index]);
}
