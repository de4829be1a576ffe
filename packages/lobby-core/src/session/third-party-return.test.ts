import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_CALLBACK_TYPE, THIRD_PARTY_PENDING_KEY } from './third-party-callback';
import { acceptStoredAnswer, isPendingSignIn } from './third-party-return';

const ORIGIN = 'http://lobby.test';
const pending = {
  provider: 'line',
  state: 'st-1',
  redirectUri: `${ORIGIN}/pages/actions/index.html?type=line`,
  verifier: 'v-1',
  returnTo: '/?id=7002',
};
const answer = { type: THIRD_PARTY_CALLBACK_TYPE, provider: 'line', state: 'st-1', code: 'c-1' };

function storageWith(stored: unknown) {
  const storage = memoryStorage();
  if (stored !== undefined)
    storage.setItem(THIRD_PARTY_PENDING_KEY, typeof stored === 'string' ? stored : JSON.stringify(stored));
  return storage;
}

describe('acceptStoredAnswer', () => {
  describe('when the answer is for the pending sign-in', () => {
    it('takes it with the sign-in, whose pending entry leaves storage', () => {
      const storage = storageWith(pending);
      expect(acceptStoredAnswer(JSON.stringify(answer), storage, ORIGIN)).toEqual({
        message: answer,
        pending,
      });
      expect(storage.getItem(THIRD_PARTY_PENDING_KEY)).toBeNull();
    });
  });

  const refused: ReadonlyArray<readonly [label: string, answer: string, stored: unknown]> = [
    ['a stale answer (another state)', JSON.stringify({ ...answer, state: 'st-0' }), pending],
    ['a foreign answer (another provider)', JSON.stringify({ ...answer, provider: 'google' }), pending],
    ['an answer of another shape', JSON.stringify({ ...answer, code: 42 }), pending],
    ['an answer that is not a callback message', JSON.stringify({ ...answer, type: 'other' }), pending],
    ['a corrupt answer', '{"type":', pending],
    ['an answer that is JSON null', 'null', pending],
    ['an answer with no sign-in pending', JSON.stringify(answer), undefined],
    ['an answer whose pending entry is corrupt', JSON.stringify(answer), '{"provider":'],
    [
      'an answer whose pending entry names no provider',
      JSON.stringify(answer),
      { ...pending, provider: 'qq' },
    ],
  ];

  for (const [label, stored, pendingEntry] of refused) {
    describe(`when it is ${label}`, () => {
      it('drops it and leaves the storage as it was', () => {
        const storage = storageWith(pendingEntry);
        const before = storage.getItem(THIRD_PARTY_PENDING_KEY);
        expect(acceptStoredAnswer(stored, storage, ORIGIN)).toBeUndefined();
        expect(storage.getItem(THIRD_PARTY_PENDING_KEY)).toBe(before);
      });
    });
  }

  describe('when there is no storage', () => {
    it('takes nothing', () => {
      expect(acceptStoredAnswer(JSON.stringify(answer), null, ORIGIN)).toBeUndefined();
    });
  });
});

describe('isPendingSignIn', () => {
  describe('when a field has the wrong type', () => {
    it('is not a pending sign-in', () => {
      expect(isPendingSignIn(pending)).toBe(true);
      expect(isPendingSignIn({ ...pending, verifier: 1 })).toBe(false);
      expect(isPendingSignIn({ ...pending, returnTo: {} })).toBe(false);
      expect(isPendingSignIn({ ...pending, state: undefined })).toBe(false);
      expect(isPendingSignIn('line')).toBe(false);
    });
  });
});
