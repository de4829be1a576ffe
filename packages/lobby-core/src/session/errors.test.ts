import type { SerializedHallError } from '@lobbykit/transport/rtk';
import { describe, expect, it } from 'vitest';
import { sessionErrorOf } from './errors';

const refusal = (code: string, data?: unknown): SerializedHallError => ({
  kind: 'service',
  code,
  message: 'refused',
  serverMessage: 'the hall says no',
  requestId: 'r-1',
  url: '/hall/home/login',
  status: 200,
  retries: 0,
  ...(data === undefined ? {} : { data }),
});

describe('sessionErrorOf', () => {
  describe('when the hall refuses a log-in', () => {
    it.each<[string, SerializedHallError, number | undefined]>([
      [
        'a self-excluded player, with the end of the ban',
        refusal('1334', { selfExcludedUntil: 1_900_000_000_000 }),
        1_900_000_000_000,
      ],
      ['a restriction without a time', refusal('1334', {}), undefined],
      ['a ban end that is not a time', refusal('1334', { selfExcludedUntil: 'soon' }), undefined],
      ['a wrong password', refusal('1011'), undefined],
    ])('reads %s', (_, error, until) => {
      const session = sessionErrorOf(error);
      expect(session.selfExcludedUntil).toBe(until);
      expect(session).toMatchObject({
        kind: 'service',
        code: error.code,
        message: 'the hall says no',
        requestId: 'r-1',
      });
    });
  });

  describe('when a call failed on the way (every line down)', () => {
    it('keeps the details support asks for: the path without host or query, the status and the retries', () => {
      const session = sessionErrorOf({
        kind: 'network',
        message: 'Failed to fetch',
        requestId: 'r-2',
        url: 'https://api.example/hall/home/check/username?encryptString=abc%2Bdef',
        status: 0,
        retries: 9,
      });
      expect(session).toMatchObject({
        kind: 'network',
        messageKey: 'error.system',
        requestId: 'r-2',
        path: '/hall/home/check/username',
        status: 0,
        retries: 9,
      });
    });

    it.each(['', 'http://[bad'])('leaves out a path it cannot read (%j)', (url) => {
      const session = sessionErrorOf({
        kind: 'network',
        message: 'x',
        requestId: 'r',
        url,
        status: 0,
        retries: 0,
      });
      expect(session.path).toBeUndefined();
    });
  });
});
