import type { SignUpCodeOutcome } from '@lobbykit/lobby-core';
import { describe, expect, it, vi } from 'vitest';
import type { LobbyText } from '../../shared/texts';
import { SIGN_UP_CODE_GAP_SECONDS, signUpCodeSender } from './sign-up-code';

// The texts as their keys with their parameters: what is said, not how it reads.
const text: LobbyText = (key, params) => (params ? `${key} ${JSON.stringify(params)}` : key);

const senderAnswering = (outcome: SignUpCodeOutcome) => {
  const sendSignUpCode = vi.fn(() => Promise.resolve(outcome));
  return { sendSignUpCode, send: signUpCodeSender({ sendSignUpCode }, text) };
};

describe('signUpCodeSender', () => {
  it('asks lobby-core by SMS with the prefix, or by e-mail, and answers the seconds to the next code', async () => {
    const { sendSignUpCode, send } = senderAnswering({ ok: true, to: '+5511987650000' });
    expect(await send({ method: 'phone', phone: '11987650000', areaCode: '+55' })).toBe(
      SIGN_UP_CODE_GAP_SECONDS,
    );
    expect(await send({ method: 'email', email: 'ana@example.com' })).toBe(SIGN_UP_CODE_GAP_SECONDS);
    expect(sendSignUpCode.mock.calls).toEqual([
      [{ channel: 'sms', phone: '11987650000', areaCode: '+55' }],
      [{ channel: 'email', email: 'ana@example.com' }],
    ]);
  });

  it.each<[string, SignUpCodeOutcome, { field: string; message: string }]>([
    [
      'the hall refused a second code within the minute',
      {
        ok: false,
        reason: 'failed',
        error: { kind: 'service', code: '1101', field: 'code', message: 'wait' },
      },
      { field: 'code', message: 'wait' },
    ],
    [
      'lobby-core refused the number',
      { ok: false, reason: 'invalid', field: 'phone', code: 'length' },
      { field: 'phone', message: 'validation.phone {"min":6,"max":12}' },
    ],
    [
      'lobby-core refused a long address',
      { ok: false, reason: 'invalid', field: 'email', code: 'length' },
      { field: 'email', message: 'validation.email.length {"max":50}' },
    ],
    [
      'lobby-core refused the address',
      { ok: false, reason: 'invalid', field: 'email', code: 'format' },
      { field: 'email', message: 'validation.email.format' },
    ],
  ])('when %s: says so under its field', async (_case, outcome, failure) => {
    const { send } = senderAnswering(outcome);
    expect(await send({ method: 'phone', phone: '1' })).toMatchObject({ ok: false, ...failure });
  });
});
