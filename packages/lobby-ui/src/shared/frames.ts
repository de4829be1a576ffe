// Animation frames, injected so tests and stories drive animations frame by frame.

/** `requestAnimationFrame` / `cancelAnimationFrame`, or a fake that a test steps by hand. */
export interface FrameScheduler {
  /** Calls `callback` before the next paint with the frame time in ms; returns a handle. */
  request(callback: (time: number) => void): unknown;
  cancel(handle: unknown): void;
  /**
   * Calls `callback` in the first frame at least `ms` from now; returns a handle `cancel` takes.
   * An animation that changes once a second waits with it instead of asking for every frame, so
   * the page between two changes has no frame to render (a phone's main thread and battery).
   * Without it, such an animation asks every frame.
   */
  requestAfter?(ms: number, callback: (time: number) => void): unknown;
}

/** A frame that waits for a timer first: which of the two is pending. */
interface DelayedFrame {
  timeout: ReturnType<typeof setTimeout> | undefined;
  frame: unknown;
}

const isDelayedFrame = (handle: unknown): handle is DelayedFrame =>
  typeof handle === 'object' && handle !== null && 'timeout' in handle;

/** The browser's animation frames; a scheduler that never fires where there are none. */
export const browserFrames: FrameScheduler = {
  request: (callback) => globalThis.requestAnimationFrame?.(callback),
  cancel: (handle) => {
    if (isDelayedFrame(handle)) {
      if (handle.timeout !== undefined) clearTimeout(handle.timeout);
      browserFrames.cancel(handle.frame);
    } else if (typeof handle === 'number') globalThis.cancelAnimationFrame?.(handle);
  },
  requestAfter: (ms, callback) => {
    const delayed: DelayedFrame = { timeout: undefined, frame: undefined };
    delayed.timeout = setTimeout(() => {
      delayed.timeout = undefined;
      delayed.frame = browserFrames.request(callback);
    }, ms);
    return delayed;
  },
};

/**
 * Calls `callback` once the browser has painted the next frame (a frame, then a task after it),
 * when layout is clean and reading it costs nothing; returns a cancel function.
 */
export function afterNextPaint(callback: () => void, frames: FrameScheduler = browserFrames): () => void {
  let timeout: ReturnType<typeof setTimeout> | undefined;
  const frame = frames.request(() => {
    timeout = setTimeout(callback, 0);
  });
  if (frame === undefined) timeout = setTimeout(callback, 0);
  return () => {
    frames.cancel(frame);
    if (timeout !== undefined) clearTimeout(timeout);
  };
}
