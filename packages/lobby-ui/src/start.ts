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

/** What a theme app's page lobby offers its start: lobby-core's lobby, as `createLobby` made it. */
export interface StartingLobby {
  readSnapshot(): unknown;
  boot(): Promise<unknown>;
}

/** A theme app's screens module: draws the lobby in the page's root. */
export interface LobbyScreensModule<L extends StartingLobby> {
  readonly mountScreens: (root: Element, lobby: L) => void;
}

export interface StartLobbyOptions<L extends StartingLobby> {
  /** Makes the page's lobby (lobby-core's `createLobby` with the page's config). */
  readonly createLobby: () => L;
  /**
   * Imports the app's screens module: a chunk of its own (appChunks' screens group of
   * `@lobbykit/vitest-config`), whose download starts at once and whose modules run in a task
   * of their own once the lobby is booting.
   */
  readonly screens: () => Promise<LobbyScreensModule<L>>;
}

/**
 * Starts a theme app's lobby in steps, each a task of its own so none holds up a tap for long:
 * the lobby made, its inlined snapshot read, its boot (the snapshot is in the store at once),
 * the screens' modules, then their first render, which hydrates the server's first screen when
 * the page carries one that matches, or renders over the splash.
 * @example void startLobby(root, { createLobby: createPageLobby, screens: () => import('./screens') });
 */
export async function startLobby<L extends StartingLobby>(
  root: Element,
  { createLobby, screens }: StartLobbyOptions<L>,
): Promise<void> {
  const loading = screens();
  await nextTask();
  const lobby = createLobby();
  await nextTask();
  lobby.readSnapshot();
  await nextTask();
  void lobby.boot();
  const { mountScreens } = await loading;
  await nextTask();
  mountScreens(root, lobby);
}
