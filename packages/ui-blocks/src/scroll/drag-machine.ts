// Mouse drag-to-scroll as data: a press becomes a real drag only past the threshold.

/** Drag states: nothing pressed, pressed but under the threshold, dragging. */
export type DragState =
  | { readonly phase: 'idle' }
  | { readonly phase: 'pressed'; readonly origin: number; readonly startOffset: number }
  | { readonly phase: 'dragging'; readonly origin: number; readonly startOffset: number };

/** Pointer events along the scroll axis. */
export type DragEvent =
  | { readonly type: 'press'; readonly at: number; readonly offset: number }
  | { readonly type: 'move'; readonly at: number }
  | { readonly type: 'release' }
  | { readonly type: 'cancel' };

export const idleDrag: DragState = { phase: 'idle' };

/** The next drag state; `threshold` is the travel (px) that makes a press a real drag. */
export function dragTransition(state: DragState, event: DragEvent, threshold: number): DragState {
  switch (event.type) {
    case 'press':
      return state.phase === 'idle'
        ? { phase: 'pressed', origin: event.at, startOffset: event.offset }
        : state;
    case 'move':
      if (state.phase === 'pressed' && Math.abs(event.at - state.origin) > threshold) {
        return { ...state, phase: 'dragging' };
      }
      return state;
    case 'release':
    case 'cancel':
      return state.phase === 'idle' ? state : idleDrag;
  }
}

/** Where the content should be scrolled to while dragging, or undefined when not dragging. */
export function dragOffset(state: DragState, at: number): number | undefined {
  return state.phase === 'dragging' ? state.startOffset - (at - state.origin) : undefined;
}
