// `@lobbykit/lobby-ui/start`: when a theme app's page starts its lobby. The page paints its first
// screen from its HTML (a server render, or the splash) before any lobby script runs or loads:
// Lighthouse's simulation counts a script that loaded before a paint as one the paint waited
// for unless it saw the script run after it, and it does not see module scripts run. The page's
// tiny entry script waits here, then imports the app, whose chunks then load side by side.
// Imports nothing, so it stays in that tiny script.

export interface AfterFirstScreenOptions {
  /**
   * The longest wait: a hidden tab paints nothing, a picture may never load, and the lobby
   * starts anyway.
   * @default 2000
   */
  readonly capMs?: number | undefined;
  /** @default the page's own document */
  readonly document?: Document | undefined;
}

/** Settles at the start of the frame after the next one: the next frame has been painted. */
const painted = () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));

/** Settles once `image` has loaded or failed. */
const loaded = (image: HTMLImageElement) =>
  image.complete
    ? Promise.resolve()
    : new Promise((resolve) => {
        image.addEventListener('load', resolve, { once: true });
        image.addEventListener('error', resolve, { once: true });
      });

/**
 * Settles once the browser reports the largest paint of one of `images` (its paint is on
 * screen), or half a second after the next frame when none of them is the page's largest. A
 * browser that reports no largest paint: after the next frame.
 */
const shown = (images: readonly Element[]) =>
  new Promise<void>((resolve) => {
    const reports = globalThis.PerformanceObserver?.supportedEntryTypes?.includes('largest-contentful-paint');
    const done = () => {
      observer?.disconnect();
      resolve();
    };
    const observer = reports
      ? new PerformanceObserver((list) => {
          if (list.getEntries().some((entry) => images.includes((entry as { element?: Element }).element!)))
            done();
        })
      : undefined;
    observer?.observe({ type: 'largest-contentful-paint', buffered: true });
    void painted().then(() => setTimeout(done, reports ? 500 : 0));
  });

/**
 * Settles once the page's first screen is painted: its first paint, then the pictures it asks
 * for with high priority (the first banner and cards of a server render, its largest paint)
 * once the browser reports them painted. At most `capMs` after the call.
 * @example void afterFirstScreen().then(() => import('./main'));
 */
export function afterFirstScreen({
  capMs = 2000,
  document: page = document,
}: AfterFirstScreenOptions = {}): Promise<void> {
  return Promise.race([
    new Promise<void>((resolve) => setTimeout(resolve, capMs)),
    (async () => {
      await painted();
      const pictures = Array.from(page.querySelectorAll<HTMLImageElement>('img[fetchpriority="high"]'));
      if (pictures.length === 0) return;
      await Promise.all(pictures.map(loaded));
      await shown(pictures);
    })(),
  ]);
}

/** The browser's own yield (`scheduler.yield`), where it has one. */
interface YieldingScheduler {
  readonly yield?: () => Promise<void>;
}

/**
 * Settles in a task of its own: what runs after it is not part of the task before, so a page
 * starts its lobby in steps (the modules, the lobby made, its boot, the first render), none
 * long enough to hold up a tap. The browser's `scheduler.yield()` where it has one (it resumes
 * ahead of other queued work), else a timer of 0 ms.
 * @example await nextTask(); const lobby = createPageLobby(); await nextTask(); mountLobby(root, { lobby, theme });
 */
export function nextTask(): Promise<void> {
  const scheduler = (globalThis as { scheduler?: YieldingScheduler }).scheduler;
  return scheduler?.yield ? scheduler.yield() : new Promise((resolve) => setTimeout(resolve, 0));
}
