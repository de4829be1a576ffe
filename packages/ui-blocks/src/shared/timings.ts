// The spec §9 timings the blocks use, named for the job each one does here.
import {
  DRAG_THRESHOLD_PX,
  IMAGE_CACHE_SIZE,
  MESSAGE_DEDUPE_MS,
  MODAL_WIDTH,
  MODAL_WIDTH_WEB,
  SCROLL_DEBOUNCE_MS,
  SCROLL_IDLE_MS,
  SCROLL_TO_MS,
  STEP_SNAP_MS,
  TRACK_CLICK_SCROLL_MS,
} from '@lobbykit/contract';

export {
  DRAG_THRESHOLD_PX,
  IMAGE_CACHE_SIZE,
  MESSAGE_DEDUPE_MS,
  MODAL_WIDTH,
  MODAL_WIDTH_WEB,
  SCROLL_IDLE_MS,
  SCROLL_TO_MS,
  STEP_SNAP_MS,
  TRACK_CLICK_SCROLL_MS,
};

/**
 * The spec lists three scroll debounces (50, 100, 600 ms) without saying where each
 * applies; lobbykit uses them for the edge/position report, the re-measure after a
 * resize, and hiding the custom scrollbar after activity.
 */
export const [EDGE_DEBOUNCE_MS, RESIZE_DEBOUNCE_MS, SCROLLBAR_HIDE_MS] = SCROLL_DEBOUNCE_MS;
