import { describe, expect, it, vi } from 'vitest';
import { createLines, failoverOrder, initialLinesState, linesTransition, type LinesState } from './lines';

const urls = (state: LinesState, kind: 'api' | 'oss' = 'api') => state[kind].lines.map((line) => line.url);

describe('linesTransition', () => {
  describe('when lines are set', () => {
    it('normalises, de-duplicates and keeps at most 20', () => {
      const many = Array.from({ length: 25 }, (_, i) => `https://a${i}.example/`);
      const state = initialLinesState(['https://x/', 'https://x', ...many]);
      expect(urls(state)).toHaveLength(20);
      expect(urls(state)[0]).toBe('https://x');
      expect(state.api.lines[1]).toEqual({
        url: 'https://a0.example',
        lineNumber: 2,
        ping: 0,
        pending: false,
      });
    });

    it('keeps the current line when it is still listed', () => {
      let state = initialLinesState(['https://a', 'https://b']);
      state = linesTransition(state, { type: 'select', kind: 'api', url: 'https://b' });
      state = linesTransition(state, { type: 'set', kind: 'api', urls: ['https://c', 'https://b'] });
      expect(state.api.current).toBe(1);
    });
  });

  describe('when a speed test starts and ends', () => {
    it('marks lines pending, then picks the fastest reachable line', () => {
      let state = initialLinesState(['https://a', 'https://b', 'https://c']);
      state = linesTransition(state, { type: 'testStart', kind: 'api' });
      expect(state.api.testing).toBe(true);
      expect(state.api.lines.every((line) => line.pending)).toBe(true);
      state = linesTransition(state, {
        type: 'testResult',
        kind: 'api',
        pings: { 'https://a': 9999, 'https://b': 80, 'https://c': 40 },
      });
      expect(state.api.testing).toBe(false);
      expect(state.api.current).toBe(2);
      expect(state.api.lines.map((line) => line.ping)).toEqual([9999, 80, 40]);
    });

    it.each<[string, Record<string, number>, number]>([
      ['another answered 10 ms sooner (within the margin)', { 'https://a': 60, 'https://b': 50 }, 0],
      ['another answered 35 ms sooner but within a fifth', { 'https://a': 400, 'https://b': 365 }, 0],
      ['another answered over 30 ms and a fifth sooner', { 'https://a': 100, 'https://b': 60 }, 1],
      ['the current line is unreachable', { 'https://a': 9999, 'https://b': 900 }, 1],
      ['the current line was not measured', { 'https://b': 70 }, 1],
    ])('after a test where %s, the current line is line %i', (_, pings, current) => {
      const state = linesTransition(initialLinesState(['https://a', 'https://b']), {
        type: 'testResult',
        kind: 'api',
        pings,
      });
      expect(state.api.current).toBe(current);
    });

    it('keeps the current line when every line is unreachable', () => {
      let state = initialLinesState(['https://a', 'https://b']);
      state = linesTransition(state, { type: 'select', kind: 'api', url: 'https://b' });
      state = linesTransition(state, {
        type: 'testResult',
        kind: 'api',
        pings: { 'https://a': 9999, 'https://b': 9999 },
      });
      expect(state.api.current).toBe(1);
    });
  });

  describe('when the current line fails', () => {
    it('marks it unreachable and moves to the fastest other line, or the next one', () => {
      let state = initialLinesState(['https://a', 'https://b', 'https://c']);
      state = linesTransition(state, { type: 'failure', kind: 'api', url: 'https://a' });
      expect(state.api.current).toBe(1);
      expect(state.api.lines[0]!.ping).toBe(9999);
      state = linesTransition(state, {
        type: 'testResult',
        kind: 'api',
        pings: { 'https://c': 10, 'https://b': 50 },
      });
      state = linesTransition(state, { type: 'failure', kind: 'api', url: 'https://c' });
      expect(state.api.current).toBe(1);
    });

    it('ignores a failure of an unknown line and of another kind', () => {
      const state = initialLinesState(['https://a'], ['https://o']);
      expect(linesTransition(state, { type: 'failure', kind: 'api', url: 'https://zzz' })).toBe(state);
      expect(linesTransition(state, { type: 'failure', kind: 'oss', url: 'https://o' }).api).toBe(state.api);
    });
  });

  describe('when selecting an unknown line', () => {
    it('changes nothing', () => {
      const state = initialLinesState(['https://a']);
      expect(linesTransition(state, { type: 'select', kind: 'api', url: 'https://nope' })).toBe(state);
    });
  });
});

describe('failoverOrder', () => {
  describe('when the current line is in the middle', () => {
    it('starts there and wraps', () => {
      let state = initialLinesState(['https://a', 'https://b', 'https://c']);
      state = linesTransition(state, { type: 'select', kind: 'api', url: 'https://b' });
      expect(failoverOrder(state.api)).toEqual(['https://b', 'https://c', 'https://a']);
    });
  });
});

// Answers after the line's latency on the (fake) clock; 'down' refuses at once.
function fakeFetch(latency: Record<string, number | 'down'>) {
  return vi.fn(async (input: string | URL | Request) => {
    const cost = latency[new URL(input instanceof Request ? input.url : input).origin];
    if (cost === 'down' || cost === undefined) throw new TypeError('fetch failed');
    await new Promise((resolve) => setTimeout(resolve, cost));
    return new Response('ok');
  });
}
const now = () => Date.now();

describe('createLines', () => {
  describe('when the speed test runs', () => {
    it('pings /piaspeed.png and /op.json on API lines and the text file on asset lines, and picks the fastest', async () => {
      vi.useFakeTimers();
      const fetch = fakeFetch({ 'http://a': 'down', 'http://b': 30, 'http://c': 20, 'http://o': 5 });
      const lines = createLines({ api: ['http://a', 'http://b', 'http://c'], oss: ['http://o'], fetch, now });
      const run = lines.speedTest();
      await vi.advanceTimersByTimeAsync(30);
      await run;
      vi.useRealTimers();
      expect(lines.current('api')).toBe('http://c');
      expect(lines.getState().api.lines.map((line) => line.ping)).toEqual([9999, 30, 20]);
      const paths = fetch.mock.calls.map(([input]) => new URL(input as string).pathname);
      expect(paths.filter((p) => p === '/piaspeed.png')).toHaveLength(4);
      expect(paths.filter((p) => p === '/op.json')).toHaveLength(3);
      expect(paths.filter((p) => p === '/speed.txt')).toHaveLength(1);
    });

    it('shares one run between concurrent callers', async () => {
      const fetch = fakeFetch({ 'http://a': 1 });
      const lines = createLines({ api: ['http://a'], fetch, now });
      await Promise.all([lines.speedTest('api'), lines.speedTest('api')]);
      expect(fetch).toHaveBeenCalledTimes(2);
    });

    it('counts a non-2xx answer and a probe past the timeout as unreachable', async () => {
      vi.useFakeTimers();
      try {
        const fetch = vi.fn(async (input: string | URL | Request, init?: RequestInit) => {
          if ((input as string).startsWith('http://slow')) {
            return new Promise<Response>((_, reject) =>
              init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
            );
          }
          return new Response('no', { status: 404 });
        });
        const lines = createLines({ api: ['http://slow', 'http://missing'], fetch, probeTimeoutMs: 100 });
        const run = lines.speedTest('api');
        await vi.advanceTimersByTimeAsync(100);
        await run;
        expect(lines.getState().api.lines.map((line) => line.ping)).toEqual([9999, 9999]);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when a line fails repeatedly', () => {
    it('moves off it at once and re-tests once after the reports stop', async () => {
      vi.useFakeTimers();
      try {
        // b is clearly slower (past the switch margin): once a answers again, it is current again.
        const fetch = fakeFetch({ 'http://a': 10, 'http://b': 80 });
        const lines = createLines({ api: ['http://a', 'http://b'], fetch, now, retestDelayMs: 1000 });
        lines.reportFailure('api', 'http://a');
        expect(lines.current('api')).toBe('http://b');
        await vi.advanceTimersByTimeAsync(600);
        lines.reportFailure('api', 'http://a');
        await vi.advanceTimersByTimeAsync(999);
        expect(fetch).not.toHaveBeenCalled();
        await vi.advanceTimersByTimeAsync(1);
        expect(lines.getState().api.testing).toBe(true);
        await vi.advanceTimersByTimeAsync(80);
        expect(lines.getState().api.testing).toBe(false);
        expect(fetch).toHaveBeenCalledTimes(4);
        expect(lines.current('api')).toBe('http://a');
        lines.reportFailure('api', 'http://a');
        lines.dispose();
        await vi.advanceTimersByTimeAsync(5000);
        expect(fetch).toHaveBeenCalledTimes(4);
      } finally {
        vi.useRealTimers();
      }
    });
  });

  describe('when storage remembers a line', () => {
    it('starts on it and stores a new choice', () => {
      const store = new Map<string, string>([['lobbykit:lines', JSON.stringify({ api: 'http://b' })]]);
      const storage = {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      };
      const lines = createLines({ api: ['http://a', 'http://b'], oss: ['http://o'], storage });
      expect(lines.order('api')).toEqual(['http://b', 'http://a']);
      lines.select('api', 'http://a');
      expect(JSON.parse(store.get('lobbykit:lines')!)).toEqual({ api: 'http://a', oss: 'http://o' });
    });

    it('drops a corrupt value instead of failing', () => {
      const store = new Map<string, string>([['lobbykit:lines', '{not json']]);
      const storage = {
        getItem: (k: string) => store.get(k) ?? null,
        setItem: (k: string, v: string) => void store.set(k, v),
        removeItem: (k: string) => void store.delete(k),
      };
      const lines = createLines({ api: ['http://a'], storage });
      expect(lines.current('api')).toBe('http://a');
      expect(store.has('lobbykit:lines')).toBe(false);
    });
  });

  describe('when subscribed', () => {
    it('hears every change', () => {
      const lines = createLines({ api: ['http://a', 'http://b'] });
      const listener = vi.fn();
      const stop = lines.subscribe(listener);
      lines.select('api', 'http://b');
      lines.setLines('oss', ['http://o']);
      stop();
      lines.select('api', 'http://a');
      expect(listener).toHaveBeenCalledTimes(2);
    });
  });
});
