// Animation frames, injected so tests and stories drive animations frame by frame.

/** `requestAnimationFrame` / `cancelAnimationFrame`, or a fake that a test steps by hand. */
export interface FrameScheduler {
  /** Calls `callback` before the next paint with the frame time in ms; returns a handle. */
  request(callback: (time: number) => void): unknown;
  cancel(handle: unknown): void;
}

/** The browser's animation frames; a scheduler that never fires where there are none. */
export const browserFrames: FrameScheduler = {
  request: (callback) => globalThis.requestAnimationFrame?.(callback),
  cancel: (handle) => {
    if (typeof handle === 'number') globalThis.cancelAnimationFrame?.(handle);
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
