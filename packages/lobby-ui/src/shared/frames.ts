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
