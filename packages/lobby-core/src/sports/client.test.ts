import { SPORTS_REQUEST_TIMEOUT_MS, SPORTS_UNAUTHORIZED_HOME_DELAY_MS } from '@lobbykit/contract';
import { manualClock } from '@lobbykit/test-utils/clock';
import { describe, expect, it, vi } from 'vitest';
import { createSportsClient, type SportsClientOptions } from './client';

/** A stand-in fetch: answers each call with the next of `answers` (the last one repeats). */
type Answer = (input: RequestInfo | URL, init?: RequestInit) => Promise<Response>;

function fakeFetch(...answers: Answer[]) {
  let index = 0;
  return vi.fn<typeof fetch>((input, init) => {
    const answer = answers[Math.min(index, answers.length - 1)]!;
    index += 1;
    return answer(input, init);
  });
}

const json =
  (body: unknown, status = 200) =>
  () =>
    Promise.resolve(Response.json(body, { status }));

/** A call that never answers until its signal aborts it, as fetch does. */
const never = (): Answer => (_input, init) =>
  new Promise<Response>((_resolve, reject) => {
    init?.signal?.addEventListener('abort', () => reject(new DOMException('aborted', 'AbortError')));
  });

function client(overrides: Partial<SportsClientOptions> & Pick<SportsClientOptions, 'fetch'>) {
  const clock = manualClock();
  const onUnauthorized = vi.fn();
  const sports = createSportsClient({
    sportsUrl: 'https://sports.example/play/SPR0001?ticket=t1&lang=en_US',
    token: 't1',
    language: 'pt_PT',
    onUnauthorized,
    timers: clock.timers,
    ...overrides,
  });
  return { sports, clock, onUnauthorized };
}

/** The URL of a call: the client sends a string. */
const sentUrl = (fetchImpl: ReturnType<typeof fakeFetch>, call = 0) =>
  fetchImpl.mock.calls[call]?.[0] as string;
const sentInit = (fetchImpl: ReturnType<typeof fakeFetch>, call = 0) => fetchImpl.mock.calls[call]?.[1];

describe('createSportsClient', () => {
  describe('when it is made', () => {
    it('takes its base URL from the sports URL', () => {
      const { sports } = client({ fetch: fakeFetch(json({ code: 0 })) });
      expect(sports.baseUrl).toBe('https://sports.example/sports');
    });

    it('refuses a sports URL that is not http(s)', () => {
      expect(() => client({ fetch: fakeFetch(json({})), sportsUrl: 'javascript:alert(1)' })).toThrow(
        /sports URL must be http\(s\)/,
      );
    });
  });

  describe('when a call is answered', () => {
    it('sends the token, the language and the parameters, and answers the data', async () => {
      const fetchImpl = fakeFetch(json({ code: 0, data: { matches: ['m1'] } }));
      const { sports } = client({ fetch: fetchImpl });

      await expect(sports.request('/matches', { params: { day: 1 } })).resolves.toEqual({
        ok: true,
        data: { matches: ['m1'] },
      });
      expect(sentUrl(fetchImpl)).toBe('https://sports.example/sports/matches?day=1&lang=pt');
      expect(sentInit(fetchImpl)).toMatchObject({
        method: 'GET',
        headers: { Authorization: 'Bearer t1' },
        body: null,
        credentials: 'omit',
      });
    });

    it('sends a body as JSON with POST', async () => {
      const fetchImpl = fakeFetch(json({ code: 0, data: 'placed' }));
      const { sports } = client({ fetch: fetchImpl });
      await sports.request('/bets', { body: { matchId: 'm1', stake: 5 } });
      expect(sentInit(fetchImpl)).toMatchObject({
        method: 'POST',
        headers: { Authorization: 'Bearer t1', 'Content-Type': 'application/json' },
        body: '{"matchId":"m1","stake":5}',
      });
    });

    it.each([
      ['es_ES', 'en'],
      ['zh_TW', 'zh-tw'],
    ])('adds %s as %s to every call, reading the language at each call', async (language, code) => {
      const fetchImpl = fakeFetch(json({ code: 0 }));
      let current = 'ja_JP';
      const { sports } = client({ fetch: fetchImpl, language: () => current });
      await sports.request('/matches');
      current = language;
      await sports.request('/matches');
      expect(new URL(sentUrl(fetchImpl, 0)).searchParams.get('lang')).toBe('ja');
      expect(new URL(sentUrl(fetchImpl, 1)).searchParams.get('lang')).toBe(code);
    });
  });

  describe('when the service answers A001', () => {
    it('clears the token, sends nothing more, and calls onUnauthorized once after 1 s', async () => {
      const fetchImpl = fakeFetch(json({ code: 'A001', message: 'expired' }, 401));
      const { sports, clock, onUnauthorized } = client({ fetch: fetchImpl });

      await expect(sports.request('/matches')).resolves.toEqual({
        ok: false,
        reason: 'unauthorized',
        code: 'A001',
        message: 'expired',
      });
      expect(sports.token()).toBeUndefined();
      await expect(sports.request('/matches')).resolves.toEqual({ ok: false, reason: 'unauthorized' });
      expect(fetchImpl).toHaveBeenCalledTimes(1);

      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS - 1);
      expect(onUnauthorized).not.toHaveBeenCalled();
      clock.advance(1);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
      clock.advance(10_000);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('goes home once when two calls on their way both meet it', async () => {
      const fetchImpl = fakeFetch(json({ code: 'A001' }));
      const { sports, clock, onUnauthorized } = client({ fetch: fetchImpl });
      await Promise.all([sports.request('/matches'), sports.request('/leagues')]);
      expect(fetchImpl).toHaveBeenCalledTimes(2);
      expect(clock.pending()).toEqual([SPORTS_UNAUTHORIZED_HOME_DELAY_MS]);
      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });

    it('does not go home once disposed', async () => {
      const { sports, clock, onUnauthorized } = client({ fetch: fakeFetch(json({ code: 'A001' })) });
      await sports.request('/matches');
      sports.dispose();
      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when it has no token', () => {
    it('sends nothing and answers unauthorized, without going home', async () => {
      const fetchImpl = fakeFetch(json({ code: 0 }));
      const { sports, clock, onUnauthorized } = client({ fetch: fetchImpl, token: undefined });
      await expect(sports.request('/matches')).resolves.toEqual({ ok: false, reason: 'unauthorized' });
      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS);
      expect(fetchImpl).not.toHaveBeenCalled();
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when a call fails', () => {
    it.each([
      [
        'another code',
        json({ code: 'B002', message: 'odds closed' }),
        { reason: 'failed', code: 'B002', message: 'odds closed' },
      ],
      [
        'an error status with a message',
        json({ code: 'B500', message: 'try later' }, 503),
        { reason: 'failed', code: 'B500', message: 'try later' },
      ],
      [
        'an error status without one',
        () => Promise.resolve(new Response('Bad gateway', { status: 502 })),
        { reason: 'failed', code: 502 },
      ],
      [
        'a page that is not JSON',
        () => Promise.resolve(new Response('<!doctype html>', { status: 200 })),
        { reason: 'malformed' },
      ],
      ['no answer', () => Promise.reject(new TypeError('fetch failed')), { reason: 'network' }],
    ])('answers %s with its reason and message, and keeps the token', async (_what, answer, failure) => {
      const { sports, clock, onUnauthorized } = client({ fetch: fakeFetch(answer) });
      await expect(sports.request('/matches')).resolves.toEqual({ ok: false, ...failure });
      expect(sports.token()).toBe('t1');
      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS);
      expect(onUnauthorized).not.toHaveBeenCalled();
    });
  });

  describe('when no answer comes', () => {
    it('times out after 60 s', async () => {
      const fetchImpl = vi.fn<typeof fetch>(never());
      const { sports, clock } = client({ fetch: fetchImpl });
      const result = sports.request('/matches');
      expect(clock.pending()).toEqual([SPORTS_REQUEST_TIMEOUT_MS]);
      clock.advance(SPORTS_REQUEST_TIMEOUT_MS - 1);
      expect(sentInit(fetchImpl)?.signal?.aborted).toBe(false);
      clock.advance(1);
      await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    });

    it('times out a body that stalls, and clears the timer of an answered call', async () => {
      // Headers came, the body never ends: a real fetch errors the body when its signal aborts.
      const fetchImpl = fakeFetch(json({ code: 0 }), (_input, init) => {
        const stalled = new ReadableStream<Uint8Array>({
          start(stream) {
            init?.signal?.addEventListener('abort', () =>
              stream.error(new DOMException('aborted', 'AbortError')),
            );
          },
        });
        return Promise.resolve(new Response(stalled, { status: 200 }));
      });
      const { sports, clock } = client({ fetch: fetchImpl });
      await sports.request('/matches');
      expect(clock.pending()).toEqual([]);
      const result = sports.request('/matches');
      await vi.waitFor(() => expect(fetchImpl).toHaveBeenCalledTimes(2));
      clock.advance(SPORTS_REQUEST_TIMEOUT_MS);
      await expect(result).resolves.toEqual({ ok: false, reason: 'timeout' });
    });

    it('answers aborted when the client is disposed', async () => {
      const { sports } = client({ fetch: vi.fn<typeof fetch>(never()) });
      const result = sports.request('/matches');
      sports.dispose();
      await expect(result).resolves.toEqual({ ok: false, reason: 'aborted' });
      await expect(sports.request('/matches')).resolves.toEqual({ ok: false, reason: 'aborted' });
    });
  });
});
