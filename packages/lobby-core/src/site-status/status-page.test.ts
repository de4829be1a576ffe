// @vitest-environment jsdom
// The standalone status page's script in a document like the theme apps' pages: the query's
// title as text, the lobby's content taken only from its parent on this origin with the right
// key, the countdown ticking, "Try again" posted to the parent.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { STATUS_PAGE_CONTENT, STATUS_PAGE_READY, STATUS_PAGE_RETRY } from './page-protocol';
import { runStatusPage } from './status-page';

const KEY = 'key-0123456789';
const PAGE = `
  <main>
    <h1>Maintenance</h1>
    <p data-status-body></p>
    <p data-status-countdown role="timer" hidden></p>
    <p data-status-note hidden></p>
    <button type="button" data-status-retry hidden></button>
    <a data-status-link hidden></a>
  </main>`;

/** This window, made to look framed: its parent is a stand-in that records what it was told. */
function framedWindow(search: string, { alone = false } = {}) {
  const posted: { message: unknown; origin: string }[] = [];
  const parent = { postMessage: (message: unknown, origin: string) => posted.push({ message, origin }) };
  const win: Window = Object.create(window, {
    // Opened alone, a window is its own parent.
    parent: { get: () => (alone ? win : parent) },
    location: { value: { search, origin: 'http://lobby.test' } },
    document: { value: document },
    addEventListener: { value: window.addEventListener.bind(window) },
    removeEventListener: { value: window.removeEventListener.bind(window) },
  }) as Window;
  Object.assign(win, { postMessage: parent.postMessage });
  const fromParent = (data: unknown, origin = 'http://lobby.test', source: unknown = parent) =>
    window.dispatchEvent(new MessageEvent('message', { data, origin, source: source as Window }));
  return { win, posted, fromParent };
}

const content = {
  type: STATUS_PAGE_CONTENT,
  key: KEY,
  lang: 'pt-BR',
  dir: 'ltr',
  title: 'Em manutenção',
  body: 'Estamos a melhorar o lobby.',
  countdown: { endMs: 65_000, serverOffsetMs: 0, template: 'Voltamos em {{time}}', ended: 'Voltamos já' },
  link: { label: 'Apoio ao cliente', href: 'https://cs.example/chat' },
  retry: 'Tentar de novo',
};

let stop: (() => void) | undefined;
beforeEach(() => {
  vi.useFakeTimers({ now: 0 });
  document.body.innerHTML = PAGE;
  document.body.dataset['statusPage'] = 'maintenance';
});
afterEach(() => {
  stop?.();
  vi.useRealTimers();
});

const text = (selector: string) => document.querySelector(selector)?.textContent;

describe('runStatusPage', () => {
  it('shows the query title as text, and says it is ready to its parent on its own origin', () => {
    const { win, posted } = framedWindow(
      `?payloadKey=${KEY}&title=%3Cimg%20src%3Dx%20onerror%3Dalert(1)%3E&useIframe=1`,
    );
    stop = runStatusPage({ window: win, now: Date.now });
    expect(text('h1')).toBe('<img src=x onerror=alert(1)>');
    expect(document.querySelector('h1 img')).toBeNull();
    expect(posted).toEqual([{ message: { type: STATUS_PAGE_READY, key: KEY }, origin: 'http://lobby.test' }]);
  });

  it('shows the lobby’s content, ticks the countdown, and asks again on "Try again"', () => {
    const { win, posted, fromParent } = framedWindow(`?payloadKey=${KEY}`);
    stop = runStatusPage({ window: win, now: Date.now });
    fromParent(content);
    expect(text('h1')).toBe('Em manutenção');
    expect(document.documentElement.lang).toBe('pt-BR');
    expect(text('[data-status-countdown]')).toBe('Voltamos em 0:01:05');
    vi.advanceTimersByTime(5_000);
    expect(text('[data-status-countdown]')).toBe('Voltamos em 0:01:00');
    vi.advanceTimersByTime(60_000);
    expect(text('[data-status-countdown]')).toBe('Voltamos já');
    expect(document.querySelector('a')?.getAttribute('href')).toBe('https://cs.example/chat');

    const retry = document.querySelector('button')!;
    expect(retry.hidden).toBe(false);
    retry.click();
    retry.click();
    expect(posted.slice(1)).toEqual([
      { message: { type: STATUS_PAGE_RETRY, key: KEY }, origin: 'http://lobby.test' },
    ]);
  });

  it.each([
    [
      'another origin',
      (send: (data: unknown, origin?: string, source?: unknown) => void) => send(content, 'http://evil.test'),
    ],
    [
      'another window',
      (send: (data: unknown, origin?: string, source?: unknown) => void) =>
        send(content, 'http://lobby.test', {}),
    ],
    ['another key', (send: (data: unknown) => void) => send({ ...content, key: 'other-key-0123' })],
    [
      'a link that is not http',
      (send: (data: unknown) => void) =>
        send({ ...content, title: 'Maintenance', link: { label: 'x', href: 'javascript:alert(1)' } }),
    ],
  ])('ignores content from %s', (_name, send) => {
    const { win, fromParent } = framedWindow(`?payloadKey=${KEY}`);
    stop = runStatusPage({ window: win, now: Date.now });
    send(fromParent);
    expect(text('h1')).toBe('Maintenance');
    expect(document.querySelector('a')?.hasAttribute('href')).toBe(false);
  });

  it('says nothing when opened alone or with a key that is not one', () => {
    const alone = framedWindow(`?payloadKey=${KEY}`, { alone: true });
    stop = runStatusPage({ window: alone.win });
    expect(alone.posted).toEqual([]);
    stop();
    const badKey = framedWindow('?payloadKey=%22%3E%3Cscript%3E');
    stop = runStatusPage({ window: badKey.win });
    expect(badKey.posted).toEqual([]);
  });
});
