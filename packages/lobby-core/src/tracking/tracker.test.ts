import type { BuriedConfigEntry } from '@lobbykit/contract';
import { describe, expect, it, vi } from 'vitest';
import type { TrackingEvent } from './events';
import { createTracker } from './tracker';
import type { TrackingRequest } from './vendors';

const demoEntries: BuriedConfigEntry[] = [
  {
    category: 'pixel',
    type: 'facebook',
    gid: '880011223344556',
    eventMap: { register: 'CompleteRegistration', pay: 'Purchase' },
  },
  { category: 'gtag', type: 'google', gid: 'G-LH0DEMO001' },
  { category: 'gtm', type: 'google', gid: 'GTM-LH01DEMO' },
  { category: 'pixel', type: 'kwai', gid: '150000111' },
];

function trackerOf(
  entries: BuriedConfigEntry[],
  send = vi.fn((_request: TrackingRequest): Promise<unknown> => Promise.resolve(undefined)),
) {
  const tracker = createTracker({
    entries,
    send,
    clientId: 'browser-1',
    page: () => 'https://lobby.example/wallet?token=secret&cid=8001#top',
    now: () => Date.UTC(2026, 10, 25, 12),
    origins: {
      google: 'http://127.0.0.1:9/google',
      facebook: 'http://127.0.0.1:9/facebook',
      tiktok: 'http://127.0.0.1:9/tiktok',
    },
  });
  return { tracker, send };
}

describe('createTracker', () => {
  describe('when an event is tracked on a site with several vendors', () => {
    const cases: [string, TrackingEvent, string[]][] = [
      [
        'a registration',
        { name: 'register' },
        [
          'facebook/tr?id=880011223344556&ev=CompleteRegistration',
          'google/g/collect?v=2&tid=G-LH0DEMO001&cid=browser-1&en=sign_up',
        ],
      ],
      [
        'a login (the pixel has no such event)',
        { name: 'login' },
        ['google/g/collect?v=2&tid=G-LH0DEMO001&cid=browser-1&en=login'],
      ],
      ['a game opened (no vendor tracks it)', { name: 'gameOpen', gameCode: 'FA' }, []],
    ];
    it.each(cases)('sends %s to the vendors that track it, under their names', (_name, event, expected) => {
      const { tracker, send } = trackerOf(demoEntries);

      expect(tracker.track(event)).toBe(expected.length);

      const urls = send.mock.calls.map(([request]) => request.url);
      expect(urls).toHaveLength(expected.length);
      expected.forEach((start, index) => expect(urls[index]).toContain(`http://127.0.0.1:9/${start}`));
    });

    it('says the page without its query, and a deposit with its amount and currency', () => {
      const { tracker, send } = trackerOf(demoEntries);
      tracker.track({ name: 'pay', amount: '100.50', currency: 'BRL', first: true });

      const pixel = new URL(send.mock.calls[0]![0].url);
      expect(pixel.searchParams.get('ev')).toBe('Purchase');
      expect(pixel.searchParams.get('cd[value]')).toBe('100.50');
      expect(pixel.searchParams.get('cd[currency]')).toBe('BRL');
      expect(pixel.searchParams.get('dl')).toBe('https://lobby.example/wallet');
      expect(send.mock.calls.map(([request]) => request.url).join(' ')).not.toContain('secret');
    });

    it('reaches only the vendors it speaks to (not the tag manager nor Kwai)', () => {
      expect(trackerOf(demoEntries).tracker.origins()).toEqual([
        'http://127.0.0.1:9/facebook',
        'http://127.0.0.1:9/google',
      ]);
    });
  });

  describe('when the site maps an event to its own name', () => {
    it('sends that name; a hostile key of the map names nothing', () => {
      const entries: BuriedConfigEntry[] = [
        {
          category: 'pixel',
          type: 'tiktok',
          gid: 'CSIAM00112233',
          eventMap: { register: 'SignUpDone', constructor: 'x' },
        },
      ];
      const { tracker, send } = trackerOf(entries);
      tracker.track({ name: 'register' });
      tracker.track({ name: 'gameOpen', gameCode: 'FA' });

      expect(send).toHaveBeenCalledTimes(1);
      const request = send.mock.calls[0]![0];
      expect(request.method).toBe('POST');
      expect(JSON.parse(request.body!)).toMatchObject({ pixel_code: 'CSIAM00112233', event: 'SignUpDone' });
    });
  });

  describe('when a beacon fails', () => {
    it('counts it and throws nothing', async () => {
      const send = vi.fn((): Promise<unknown> => Promise.reject(new TypeError('Failed to fetch')));
      const { tracker } = trackerOf(demoEntries, send);

      expect(() => tracker.track({ name: 'register' })).not.toThrow();
      await vi.waitFor(() => expect(tracker.failures()).toBe(2));
    });
  });
});
