/**
 * How the lobby and its standalone status pages (/pages/503/index.html, /pages/403/index.html)
 * talk: only by postMessage, on the lobby's own origin. The page, framed by the lobby, says it
 * is ready with the key it was opened with; the lobby answers with what to show, in the
 * player's language. Both ends read every message through these functions: anything else is
 * ignored, and every field is plain text (a link only when it is http or https).
 */

export const STATUS_PAGE_READY = 'lobbykit:status-page-ready';
export const STATUS_PAGE_CONTENT = 'lobbykit:status-page-content';
export const STATUS_PAGE_RETRY = 'lobbykit:status-page-retry';

/** The page is ready for its content. */
export interface StatusPageReady {
  readonly type: typeof STATUS_PAGE_READY;
  /** The key the lobby opened it with (`payloadKey` of the 503 page, `payloadId` of the 403 page). */
  readonly key: string;
}

/** The player asked the page to check again ("Try again"). */
export interface StatusPageRetry {
  readonly type: typeof STATUS_PAGE_RETRY;
  readonly key: string;
}

/** What the page shows, already in the player's language. */
export interface StatusPageContent {
  readonly type: typeof STATUS_PAGE_CONTENT;
  readonly key: string;
  /** The player's language (BCP 47) and its direction. */
  readonly lang: string;
  readonly dir: 'ltr' | 'rtl';
  readonly title: string;
  readonly body: string;
  /** The countdown: its end on the hall's clock and that clock's offset from the local one. */
  readonly countdown?:
    | {
        readonly endMs: number;
        readonly serverOffsetMs: number;
        /** The line with `{{time}}` where the time left goes. */
        readonly template: string;
        /** The line once the end has passed. */
        readonly ended: string;
      }
    | undefined;
  /** A line under the body (no end time known, the recommended region). */
  readonly note?: string | undefined;
  readonly link?: { readonly label: string; readonly href: string } | undefined;
  /** The "Try again" button's label, when the lobby checks again on its tap. */
  readonly retry?: string | undefined;
}

/** Keys are short and plain: the lobby makes them, a query string carries them. */
const KEY = /^[A-Za-z0-9_-]{8,64}$/;
const MAX_TEXT = 500;

export const isStatusPageKey = (value: unknown): value is string =>
  typeof value === 'string' && KEY.test(value);

const record = (data: unknown): Record<string, unknown> | undefined =>
  typeof data === 'object' && data !== null && !Array.isArray(data)
    ? (data as Record<string, unknown>)
    : undefined;

const text = (value: unknown): string | undefined =>
  typeof value === 'string' ? value.slice(0, MAX_TEXT) : undefined;

const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

/** An http(s) link, else undefined. */
export function statusPageLink(value: unknown): string | undefined {
  if (typeof value !== 'string' || !URL.canParse(value)) return undefined;
  const { protocol } = new URL(value);
  return protocol === 'https:' || protocol === 'http:' ? value : undefined;
}

export function readStatusPageReady(data: unknown): StatusPageReady | undefined {
  const message = record(data);
  if (message?.['type'] !== STATUS_PAGE_READY || !isStatusPageKey(message['key'])) return undefined;
  return { type: STATUS_PAGE_READY, key: message['key'] };
}

export function readStatusPageRetry(data: unknown): StatusPageRetry | undefined {
  const message = record(data);
  if (message?.['type'] !== STATUS_PAGE_RETRY || !isStatusPageKey(message['key'])) return undefined;
  return { type: STATUS_PAGE_RETRY, key: message['key'] };
}

export function readStatusPageContent(data: unknown): StatusPageContent | undefined {
  const message = record(data);
  if (message?.['type'] !== STATUS_PAGE_CONTENT || !isStatusPageKey(message['key'])) return undefined;
  const title = text(message['title']);
  const body = text(message['body']);
  const lang = text(message['lang']);
  if (
    title === undefined ||
    body === undefined ||
    lang === undefined ||
    !/^[A-Za-z]{2,3}(-[A-Za-z0-9]{2,8})*$/.test(lang)
  )
    return undefined;
  const countdown = record(message['countdown']);
  const endMs = finite(countdown?.['endMs']);
  const serverOffsetMs = finite(countdown?.['serverOffsetMs']);
  const template = text(countdown?.['template']);
  const ended = text(countdown?.['ended']);
  const link = record(message['link']);
  const href = statusPageLink(link?.['href']);
  const label = text(link?.['label']);
  return {
    type: STATUS_PAGE_CONTENT,
    key: message['key'],
    lang,
    dir: message['dir'] === 'rtl' ? 'rtl' : 'ltr',
    title,
    body,
    countdown:
      endMs !== undefined && serverOffsetMs !== undefined && template !== undefined && ended !== undefined
        ? { endMs, serverOffsetMs, template, ended }
        : undefined,
    note: text(message['note']),
    link: href !== undefined && label !== undefined ? { label, href } : undefined,
    retry: text(message['retry']),
  };
}
