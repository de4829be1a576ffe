/** The API and asset lines as the line store holds them (pings, current line), mirrored for the UI and devtools. */
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import type { LinesState } from '@lobbykit/transport/lines';

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
