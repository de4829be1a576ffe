// Mouse drag-to-scroll as data: a press becomes a real drag only past the threshold.

/** Drag-to-scroll states: nothing pressed, pressed but under the threshold, dragging. */
export type DragScrollState =
  | { readonly status: 'idle' }
  | { readonly status: 'pressed'; readonly origin: number; readonly startOffset: number }
  | { readonly status: 'dragging'; readonly origin: number; readonly startOffset: number };

/** Pointer events along the scroll axis (named apart from the DOM's `DragEvent`). */
export type DragScrollEvent =
  | { readonly type: 'press'; readonly at: number; readonly offset: number }
  | { readonly type: 'move'; readonly at: number }
  | { readonly type: 'release' }
  | { readonly type: 'cancel' };

/** The first state: nothing pressed. */
export const initialDragScrollState = (): DragScrollState => ({ status: 'idle' });

/** The next state; `threshold` is the travel (px) that makes a press a real drag. */
export function dragScrollTransition(
  state: DragScrollState,
  event: DragScrollEvent,
  threshold: number,
): DragScrollState {
  switch (event.type) {
    case 'press':
      return state.status === 'idle'
        ? { status: 'pressed', origin: event.at, startOffset: event.offset }
        : state;
    case 'move':
      if (state.status === 'pressed' && Math.abs(event.at - state.origin) > threshold) {
        return { ...state, status: 'dragging' };
      }
      return state;
    case 'release':
    case 'cancel':
      return state.status === 'idle' ? state : initialDragScrollState();
  }
}

/** Where the content should be scrolled to while dragging, or undefined when not dragging. */
export function dragScrollOffset(state: DragScrollState, at: number): number | undefined {
  return state.status === 'dragging' ? state.startOffset - (at - state.origin) : undefined;
}
