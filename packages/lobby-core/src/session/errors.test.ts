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
});
