/** The API and asset lines as the line store holds them (pings, current line), mirrored for the UI and devtools. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { MAX_LINES } from '@lobbykit/contract';
import type { LineList, LinesState } from '@lobbykit/transport/lines';

const empty: LinesState = {
  api: { lines: [], current: 0, testing: false },
  oss: { lines: [], current: 0, testing: false },
};

export const linesSlice = createSlice({
  name: 'lines',
  initialState: empty,
  reducers: {
    linesChanged: (_state, { payload }: PayloadAction<LinesState>) => payload,
  },
  selectors: {
    selectLines: (state) => state,
  },
});

export const { linesChanged } = linesSlice.actions;
export const { selectLines } = linesSlice.selectors;

function configuredList(urls: readonly string[]): LineList {
  const unique = [...new Set(urls.map((url) => url.trim().replace(/\/+$/, '')).filter(Boolean))];
  const lines = unique
    .slice(0, MAX_LINES)
    .map((url, i) => ({ url, lineNumber: i + 1, ping: 0, pending: false }));
  return { lines, current: 0, testing: false };
}

/**
 * The build's lines as transport's line store starts them (none measured, the first current):
 * the slice's state until the hall connection loads. Transport's `initialLinesState` makes the
 * same, but bundlers split by module, and importing it would put all of its lines.ts (the speed
 * test included) in the code a first paint runs.
 */
export function configuredLines(api: readonly string[], oss: readonly string[]): LinesState {
  return { api: configuredList(api), oss: configuredList(oss) };
}
