import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { connectionTransition, initialConnectionState } from './machine';
import type { ConnectionEvent, ConnectionState } from './machine';

const config = { maxTries: 20, minUptimeMs: 10_000 };

const idle: ConnectionState = { status: 'idle' };
const connecting: ConnectionState = { status: 'connecting', tries: 2, domain: 2 };
const open: ConnectionState = { status: 'open', tries: 2, domain: 2 };
const waiting: ConnectionState = { status: 'waiting', tries: 3, domain: 3 };
const offline: ConnectionState = { status: 'offline', tries: 3, domain: 3 };
const degraded: ConnectionState = { status: 'degraded', tries: 20, domain: 22 };
const unauthorized: ConnectionState = { status: 'unauthorized', code: 4401, domain: 1 };

const start: ConnectionEvent = { type: 'start', online: true };
const startOffline: ConnectionEvent = { type: 'start', online: false };
const opened: ConnectionEvent = { type: 'opened' };
const lost: ConnectionEvent = { type: 'lost', code: 1006, uptimeMs: 0 };
const lostAfterUptime: ConnectionEvent = { type: 'lost', code: 1006, uptimeMs: 10_000 };
const lost4401: ConnectionEvent = { type: 'lost', code: 4401, uptimeMs: 0 };
const lost4403: ConnectionEvent = { type: 'lost', code: 4403, uptimeMs: 50_000 };
const due: ConnectionEvent = { type: 'due' };
const goOffline: ConnectionEvent = { type: 'offline' };
const goOnline: ConnectionEvent = { type: 'online' };
const retry: ConnectionEvent = { type: 'retry', online: true };
const retryOffline: ConnectionEvent = { type: 'retry', online: false };
const stop: ConnectionEvent = { type: 'stop' };

describe('connectionTransition', () => {
  describe('when idle', () => {
    it('start connects to the first domain with no tries', () => {
      expect(connectionTransition(idle, start, config)).toEqual({
        status: 'connecting',
        tries: 0,
        domain: 0,
      });
    });
    it('start while offline waits offline', () => {
      expect(connectionTransition(idle, startOffline, config)).toEqual({
        status: 'offline',
        tries: 0,
        domain: 0,
      });
    });
    it.each([opened, lost, due, goOffline, goOnline, retry, stop])('ignores $type', (event) => {
      expect(connectionTransition(idle, event, config)).toBe(idle);
    });
  });

  describe('when connecting', () => {
    it('opened opens, keeping tries and domain', () => {
      expect(connectionTransition(connecting, opened, config)).toEqual({
        status: 'open',
        tries: 2,
        domain: 2,
      });
    });
    it('lost waits for the next try on the next domain', () => {
      expect(connectionTransition(connecting, lost, config)).toEqual({
        status: 'waiting',
        tries: 3,
        domain: 3,
      });
    });
    it('lost after the last try degrades', () => {
      const last: ConnectionState = { status: 'connecting', tries: 20, domain: 20 };
      expect(connectionTransition(last, lost, config)).toEqual({ status: 'degraded', tries: 20, domain: 20 });
    });
    it.each([lost4401, lost4403])('lost with auth code $code is unauthorized', (event) => {
      expect(connectionTransition(connecting, event, config)).toEqual({
        status: 'unauthorized',
        code: event.type === 'lost' ? event.code : 0,
        domain: 2,
      });
    });
    it('lost with uptime still counts a try (it never opened)', () => {
      expect(connectionTransition(connecting, lostAfterUptime, config)).toEqual({
        status: 'waiting',
        tries: 3,
        domain: 3,
      });
    });
    it('offline pauses', () => {
      expect(connectionTransition(connecting, goOffline, config)).toEqual({
        status: 'offline',
        tries: 2,
        domain: 2,
      });
    });
    it('stop goes idle', () => {
      expect(connectionTransition(connecting, stop, config)).toEqual(idle);
    });
    it.each([start, due, goOnline, retry])('ignores $type', (event) => {
      expect(connectionTransition(connecting, event, config)).toBe(connecting);
    });
  });

  describe('when open', () => {
    it('lost soon after opening counts a try and moves on a domain', () => {
      expect(connectionTransition(open, lost, config)).toEqual({ status: 'waiting', tries: 3, domain: 3 });
    });
    it('lost after the minimum uptime starts over at try 1 on the same domain', () => {
      expect(connectionTransition(open, lostAfterUptime, config)).toEqual({
        status: 'waiting',
        tries: 1,
        domain: 2,
      });
    });
    it('lost soon after opening on the last try degrades', () => {
      const last: ConnectionState = { status: 'open', tries: 20, domain: 5 };
      expect(connectionTransition(last, lost, config)).toEqual({ status: 'degraded', tries: 20, domain: 5 });
    });
    it.each([lost4401, lost4403])(
      'lost with auth code $code is unauthorized, whatever the uptime',
      (event) => {
        expect(connectionTransition(open, event, config)).toMatchObject({
          status: 'unauthorized',
          domain: 2,
        });
      },
    );
    it('offline pauses', () => {
      expect(connectionTransition(open, goOffline, config)).toEqual({
        status: 'offline',
        tries: 2,
        domain: 2,
      });
    });
    it('stop goes idle', () => {
      expect(connectionTransition(open, stop, config)).toEqual(idle);
    });
    it.each([start, opened, due, goOnline, retry])('ignores $type', (event) => {
      expect(connectionTransition(open, event, config)).toBe(open);
    });
  });

  describe('when waiting', () => {
    it('due connects with the same try and domain', () => {
      expect(connectionTransition(waiting, due, config)).toEqual({
        status: 'connecting',
        tries: 3,
        domain: 3,
      });
    });
    it('retry connects now and resets the tries', () => {
      expect(connectionTransition(waiting, retry, config)).toEqual({
        status: 'connecting',
        tries: 0,
        domain: 3,
      });
    });
    it('retry while offline goes offline with tries reset', () => {
      expect(connectionTransition(waiting, retryOffline, config)).toEqual({
        status: 'offline',
        tries: 0,
        domain: 3,
      });
    });
    it('offline pauses', () => {
      expect(connectionTransition(waiting, goOffline, config)).toEqual({
        status: 'offline',
        tries: 3,
        domain: 3,
      });
    });
    it('stop goes idle', () => {
      expect(connectionTransition(waiting, stop, config)).toEqual(idle);
    });
    it.each([start, opened, lost, goOnline])('ignores $type', (event) => {
      expect(connectionTransition(waiting, event, config)).toBe(waiting);
    });
  });

  describe('when offline', () => {
    it('online resumes with the same try and domain', () => {
      expect(connectionTransition(offline, goOnline, config)).toEqual({
        status: 'connecting',
        tries: 3,
        domain: 3,
      });
    });
    it('stop goes idle', () => {
      expect(connectionTransition(offline, stop, config)).toEqual(idle);
    });
    it.each([start, opened, lost, due, goOffline, retry])('ignores $type', (event) => {
      expect(connectionTransition(offline, event, config)).toBe(offline);
    });
  });

  describe('when degraded', () => {
    it('retry connects with the tries reset', () => {
      expect(connectionTransition(degraded, retry, config)).toEqual({
        status: 'connecting',
        tries: 0,
        domain: 22,
      });
    });
    it('retry while offline goes offline', () => {
      expect(connectionTransition(degraded, retryOffline, config)).toEqual({
        status: 'offline',
        tries: 0,
        domain: 22,
      });
    });
    it('stop goes idle', () => {
      expect(connectionTransition(degraded, stop, config)).toEqual(idle);
    });
    it.each([start, opened, lost, due, goOffline, goOnline])('ignores $type', (event) => {
      expect(connectionTransition(degraded, event, config)).toBe(degraded);
    });
  });

  describe('when unauthorized', () => {
    it('retry connects again (after the caller renewed the auth)', () => {
      expect(connectionTransition(unauthorized, retry, config)).toEqual({
        status: 'connecting',
        tries: 0,
        domain: 1,
      });
    });
    it('retry while offline goes offline', () => {
      expect(connectionTransition(unauthorized, retryOffline, config)).toEqual({
        status: 'offline',
        tries: 0,
        domain: 1,
      });
    });
    it('stop goes idle', () => {
      expect(connectionTransition(unauthorized, stop, config)).toEqual(idle);
    });
    it.each([start, opened, lost, due, goOffline, goOnline])('ignores $type', (event) => {
      expect(connectionTransition(unauthorized, event, config)).toBe(unauthorized);
    });
  });

  describe('when failures follow each other', () => {
    it('degrades exactly after maxTries reconnect tries', () => {
      let state = connectionTransition(initialConnectionState(), start, config);
      let connects = 1;
      while (state.status !== 'degraded') {
        state = connectionTransition(state, lost, config);
        if (state.status === 'waiting') {
          state = connectionTransition(state, due, config);
          connects += 1;
        }
      }
      expect(connects).toBe(1 + config.maxTries);
    });

    it('never counts more than maxTries and degrades only after the last try (property)', () => {
      const event = fc.oneof(
        fc.constantFrom<ConnectionEvent>(
          start,
          startOffline,
          opened,
          due,
          goOffline,
          goOnline,
          retry,
          retryOffline,
          stop,
        ),
        fc.record({
          type: fc.constant('lost' as const),
          code: fc.constantFrom(1000, 1006, 1011, 4401, 4403),
          uptimeMs: fc.nat(20_000),
        }),
      );
      fc.assert(
        fc.property(
          fc.integer({ min: 1, max: 25 }),
          fc.array(event, { maxLength: 200 }),
          (maxTries, events) => {
            const small = { maxTries, minUptimeMs: 10_000 };
            let state = initialConnectionState();
            for (const e of events) {
              const next = connectionTransition(state, e, small);
              if ('tries' in next) expect(next.tries).toBeLessThanOrEqual(maxTries);
              // Degraded is entered only when a try fails with every try used.
              if (next !== state && next.status === 'degraded') {
                expect(state).toMatchObject({ tries: maxTries });
                expect(['connecting', 'open']).toContain(state.status);
              }
              state = next;
            }
          },
        ),
        { numRuns: 1000 },
      );
    });
  });
});
