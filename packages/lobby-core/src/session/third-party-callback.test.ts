import { describe, expect, it } from 'vitest';
import {
  acceptCallbackMessage,
  callbackMessageOf,
  isCallbackMessage,
  THIRD_PARTY_CALLBACK_TYPE,
} from './third-party-callback';

const ORIGIN = 'http://lobby.test';
const PAGE = `${ORIGIN}/pages/actions/index.html`;

describe('callbackMessageOf', () => {
  describe("when LINE's code comes back in the query", () => {
    it('reads the provider, the code and the state', () => {
      expect(callbackMessageOf(`${PAGE}?type=line&code=c-1&state=st-1`)).toEqual({
        type: THIRD_PARTY_CALLBACK_TYPE,
        provider: 'line',
        code: 'c-1',
        state: 'st-1',
      });
    });
  });

  describe('when an implicit token comes back in the fragment', () => {
    it('reads the token and the state from the fragment', () => {
      expect(callbackMessageOf(`${PAGE}?type=google#access_token=at-1&token_type=Bearer&state=st-2`)).toEqual(
        { type: THIRD_PARTY_CALLBACK_TYPE, provider: 'google', accessToken: 'at-1', state: 'st-2' },
      );
    });
  });

  describe('when the provider refused', () => {
    it("keeps the error and Facebook's reason", () => {
      expect(
        callbackMessageOf(`${PAGE}?type=facebook&error=access_denied&error_reason=user_denied&state=st-3`),
      ).toMatchObject({ provider: 'facebook', error: 'access_denied', errorReason: 'user_denied' });
    });
  });

  describe('when the address has no state', () => {
    it('makes no message', () => {
      expect(callbackMessageOf(`${PAGE}?type=line&code=c-1`)).toBeUndefined();
    });
  });
});

describe('acceptCallbackMessage', () => {
  const expected = { origin: ORIGIN, provider: 'line', state: 'st-1' };
  const message = { type: THIRD_PARTY_CALLBACK_TYPE, provider: 'line', state: 'st-1', code: 'c-1' };

  describe('when the message comes from the own origin with the expected state', () => {
    it('takes it', () => {
      expect(acceptCallbackMessage({ origin: ORIGIN, data: message }, expected)).toEqual(message);
    });
  });

  describe('when anything does not match', () => {
    it('ignores another origin', () => {
      expect(acceptCallbackMessage({ origin: 'http://evil.test', data: message }, expected)).toBeUndefined();
    });

    it('ignores another state or provider', () => {
      expect(
        acceptCallbackMessage({ origin: ORIGIN, data: { ...message, state: 'st-2' } }, expected),
      ).toBeUndefined();
      expect(
        acceptCallbackMessage({ origin: ORIGIN, data: { ...message, provider: 'google' } }, expected),
      ).toBeUndefined();
    });

    it('ignores data of another shape', () => {
      expect(acceptCallbackMessage({ origin: ORIGIN, data: 'st-1' }, expected)).toBeUndefined();
      expect(isCallbackMessage({ ...message, code: 42 })).toBe(false);
      expect(isCallbackMessage(null)).toBe(false);
    });
  });
});
