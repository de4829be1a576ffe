/**
 * `@lobbykit/lobby-core/status-page`: all the standalone maintenance and region-restricted
 * pages run (no framework). The page's `<body data-status-page="maintenance|restricted">`
 * says which it is. Its query is read as text only: `title` becomes the heading until the lobby
 * speaks, the key (`payloadKey` / `payloadId`) is checked against a plain pattern, nothing is
 * parsed as HTML or followed as a URL. Framed by the lobby, it says it is ready to its parent,
 * on its own origin only, and shows what the lobby answers, with a countdown ticking each second.
 */
import {
  isStatusPageKey,
  readStatusPageContent,
  STATUS_PAGE_READY,
  STATUS_PAGE_RETRY,
  type StatusPageContent,
  type StatusPageReady,
  type StatusPageRetry,
} from './page-protocol';
import { countdownText, secondsUntil } from './countdown';

/** The query parameter that carries the key, per page. */
const KEY_PARAM = { maintenance: 'payloadKey', restricted: 'payloadId' } as const;
const MAX_TITLE = 120;
/** After a tap on "Try again", the button rests this long: a check is on its way. */
const RETRY_REST_MS = 2000;

export interface StatusPageOptions {
  readonly window?: Window | undefined;
  /** @default Date.now */
  readonly now?: (() => number) | undefined;
}

/** Runs the page; answers the function that stops its countdown and its listener. */
export function runStatusPage(options: StatusPageOptions = {}): () => void {
  const win = options.window ?? window;
  const now = options.now ?? Date.now;
  const doc = win.document;
  const kind = doc.body.dataset['statusPage'] === 'restricted' ? 'restricted' : 'maintenance';
  const query = new URLSearchParams(win.location.search);
  const retry = doc.querySelector<HTMLButtonElement>('[data-status-retry]');
  const title = query.get('title')?.trim().slice(0, MAX_TITLE);
  const heading = doc.querySelector('h1');
  if (title && heading) {
    heading.textContent = title;
    doc.title = title;
  }

  let stopShowing: (() => void) | undefined;
  const show = (content: StatusPageContent) => {
    doc.documentElement.lang = content.lang;
    doc.documentElement.dir = content.dir;
    doc.title = content.title;
    stopShowing?.();
    stopShowing = showStatusContent(doc.body, content, { now });
  };

  const key = query.get(KEY_PARAM[kind]);
  const framed = win.parent !== win;
  const origin = win.location.origin;
  const onMessage = (event: MessageEvent) => {
    // Only the lobby that framed this page, on this page's own origin.
    if (event.origin !== origin || event.source !== win.parent) return;
    const content = readStatusPageContent(event.data);
    if (content && content.key === key) show(content);
  };
  const onRetry = () => {
    if (!retry || !isStatusPageKey(key)) return;
    const asked: StatusPageRetry = { type: STATUS_PAGE_RETRY, key };
    win.parent.postMessage(asked, origin);
    retry.disabled = true;
    setTimeout(() => {
      retry.disabled = false;
    }, RETRY_REST_MS);
  };
  if (framed && isStatusPageKey(key)) {
    win.addEventListener('message', onMessage);
    retry?.addEventListener('click', onRetry);
    const ready: StatusPageReady = { type: STATUS_PAGE_READY, key };
    win.parent.postMessage(ready, origin);
  }
  return () => {
    win.removeEventListener('message', onMessage);
    retry?.removeEventListener('click', onRetry);
    stopShowing?.();
  };
}

/**
 * Fills the status page's elements under `root` (its `h1` and `[data-status-*]` elements) with
 * `content`, as text; the countdown ticks each second until the answered function stops it.
 * The page runs it for each message of the lobby; a story runs it on the same markup.
 */
export function showStatusContent(
  root: ParentNode,
  content: StatusPageContent,
  { now = Date.now }: { readonly now?: (() => number) | undefined } = {},
): () => void {
  const heading = root.querySelector('h1');
  const body = root.querySelector<HTMLElement>('[data-status-body]');
  const countdown = root.querySelector<HTMLElement>('[data-status-countdown]');
  const note = root.querySelector<HTMLElement>('[data-status-note]');
  const link = root.querySelector<HTMLAnchorElement>('[data-status-link]');
  const retry = root.querySelector<HTMLButtonElement>('[data-status-retry]');
  if (heading) heading.textContent = content.title;
  if (body) body.textContent = content.body;
  if (note) {
    note.textContent = content.note ?? '';
    note.hidden = !content.note;
  }
  if (link) {
    link.hidden = !content.link;
    link.textContent = content.link?.label ?? '';
    if (content.link) link.href = content.link.href;
    else link.removeAttribute('href');
  }
  if (retry) {
    retry.hidden = !content.retry;
    retry.textContent = content.retry ?? '';
  }
  const timing = content.countdown;
  if (countdown) countdown.hidden = !timing;
  if (!countdown || !timing) return () => undefined;
  const tick = () => {
    const left = secondsUntil(timing.endMs, now(), timing.serverOffsetMs) ?? 0;
    countdown.textContent =
      left > 0 ? timing.template.split('{{time}}').join(countdownText(left)) : timing.ended;
  };
  tick();
  const ticker = setInterval(tick, 1000);
  return () => clearInterval(ticker);
}
