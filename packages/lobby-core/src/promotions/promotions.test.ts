import { ServiceCode, claimCodes } from '@lobbykit/contract';
import type { SerializedHallError } from '@lobbykit/transport/rtk';
import { describe, expect, it } from 'vitest';
import { claimFailureOf, type ClaimFailure } from './promotions';

const failure = (kind: SerializedHallError['kind'], code?: string): SerializedHallError => ({
  kind,
  message: `a ${kind} failure`,
  requestId: 'req-1',
  url: 'https://api.example/hall/task/taskGetPrize',
  status: kind === 'service' ? 200 : 0,
  retries: 0,
  ...(code === undefined ? {} : { code, serverMessage: `the hall says ${code}` }),
});

describe('claimFailureOf', () => {
  describe.each<[string, SerializedHallError, ClaimFailure]>([
    [
      'the hall restricts the player (1334)',
      failure('service', ServiceCode.UserRestricted),
      { ok: false, reason: 'restricted', message: 'the hall says 1334' },
    ],
    [
      'the reward was received already',
      failure('service', claimCodes.alreadyReceived),
      { ok: false, reason: 'alreadyReceived' },
    ],
    [
      'the reward is not claimable yet',
      failure('service', claimCodes.notClaimable),
      { ok: false, reason: 'notClaimable' },
    ],
    ['no cut draw is left', failure('service', claimCodes.noTurns), { ok: false, reason: 'noTurns' }],
    [
      'the hall refuses it otherwise',
      failure('service', 'invalid-params'),
      { ok: false, reason: 'refused', code: 'invalid-params', message: 'the hall says invalid-params' },
    ],
    ['the call timed out', failure('timeout'), { ok: false, reason: 'unsettled', error: failure('timeout') }],
    [
      'the connection failed',
      failure('network'),
      { ok: false, reason: 'unsettled', error: failure('network') },
    ],
    [
      'the answer could not be read',
      failure('invalid-data'),
      { ok: false, reason: 'unsettled', error: failure('invalid-data') },
    ],
    ['the call was aborted', failure('aborted'), { ok: false, reason: 'failed', error: failure('aborted') }],
    [
      'the call waited for a login that was reset',
      failure('gate-reset'),
      { ok: false, reason: 'failed', error: failure('gate-reset') },
    ],
  ])('when %s', (_when, error, expected) => {
    it(`answers ${expected.reason}`, () => {
      expect(claimFailureOf(error)).toEqual(expected);
    });
  });
});
