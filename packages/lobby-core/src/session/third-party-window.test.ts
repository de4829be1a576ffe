import { memoryStorage } from '@lobbykit/test-utils/storage';
import { describe, expect, it } from 'vitest';
import { THIRD_PARTY_RESULT_KEY } from './third-party-callback';
import { takeThirdPartyAnswer } from './third-party-window';

describe('takeThirdPartyAnswer', () => {
  describe("when a redirect sign-in's answer waits", () => {
    it('takes it out of sessionStorage at once, under the key the callback page writes', () => {
      const sessionStorage = memoryStorage();
      sessionStorage.setItem(THIRD_PARTY_RESULT_KEY, '{"state":"st-1"}');

      expect(takeThirdPartyAnswer({ sessionStorage })).toBe('{"state":"st-1"}');
      expect(sessionStorage.getItem(THIRD_PARTY_RESULT_KEY)).toBeNull();
      expect(takeThirdPartyAnswer({ sessionStorage })).toBeNull();
    });
  });

  describe('when none waits, or storage is off or throws', () => {
    it('answers null', () => {
      expect(takeThirdPartyAnswer({ sessionStorage: memoryStorage() })).toBeNull();
      expect(takeThirdPartyAnswer({ sessionStorage: null })).toBeNull();
      const throwing = {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => undefined,
        removeItem: () => undefined,
      };
      expect(takeThirdPartyAnswer({ sessionStorage: throwing })).toBeNull();
    });
  });
});
