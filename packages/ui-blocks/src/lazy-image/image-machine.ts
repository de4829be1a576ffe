// The image load state machine of spec §4, as data: states, events and one transition function.

/** Where an image is in its load. */
export type ImageLoadStatus = 'wait' | 'loading' | 'loaded' | 'error';

/** What a finished load showed: the image, the placeholder (no source) or the error image. */
export type ImageLoadResult = 'success' | 'empty' | 'error';

/** The state of one image. */
export interface ImageLoadState {
  readonly status: ImageLoadStatus;
  readonly result: ImageLoadResult | undefined;
  /** URLs to try, best first. */
  readonly candidates: readonly string[];
  /** Index of the candidate being tried or shown. */
  readonly index: number;
}

/** What can happen to an image. */
export type ImageLoadEvent =
  | { readonly type: 'visible' }
  | { readonly type: 'load' }
  | { readonly type: 'fail' }
  | { readonly type: 'reset'; readonly candidates: readonly string[]; readonly eager: boolean };

/** The first state: waiting for visibility, or loading at once when eager (priority or cached). */
export function initialImageLoadState(candidates: readonly string[], eager: boolean): ImageLoadState {
  if (candidates.length === 0) return { status: 'loaded', result: 'empty', candidates, index: 0 };
  return { status: eager ? 'loading' : 'wait', result: undefined, candidates, index: 0 };
}

/** The next state; an event that does not apply to the state returns the same object. */
export function imageLoadTransition(state: ImageLoadState, event: ImageLoadEvent): ImageLoadState {
  switch (event.type) {
    case 'reset':
      return initialImageLoadState(event.candidates, event.eager);
    case 'visible':
      return state.status === 'wait' ? { ...state, status: 'loading' } : state;
    case 'load':
      return state.status === 'loading' ? { ...state, status: 'loaded', result: 'success' } : state;
    case 'fail':
      if (state.status !== 'loading') return state;
      if (state.index + 1 < state.candidates.length) return { ...state, index: state.index + 1 };
      return { ...state, status: 'error', result: 'error' };
  }
}

/** The candidate URL being loaded or shown, if any. */
export function currentCandidate(state: ImageLoadState): string | undefined {
  return state.status === 'loading' || state.result === 'success' ? state.candidates[state.index] : undefined;
}
