import { memoryStorage } from '@lobbykit/test-utils/storage';
import type { StorageLike } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { LAST_LOGIN_METHOD_KEY, lastLoginMethod, rememberLoginMethod } from './last-login-method';

describe('lastLoginMethod', () => {
  describe('when a log-in by phone passed on this browser', () => {
    it('opens on the phone tab while the site offers it, and on the site’s first when it no longer does', () => {
      const storage = memoryStorage();
      rememberLoginMethod(storage, 'phone');

      expect(storage.getItem(LAST_LOGIN_METHOD_KEY)).toBe('phone');
      expect(lastLoginMethod(storage, ['account', 'phone', 'email'])).toBe('phone');
      expect(lastLoginMethod(storage, ['email', 'account'])).toBeUndefined();
    });
  });

  describe('when nothing or something foreign is stored', () => {
    it('names no tab', () => {
      const storage = memoryStorage();
      expect(lastLoginMethod(storage, ['account', 'phone'])).toBeUndefined();
      storage.setItem(LAST_LOGIN_METHOD_KEY, 'constructor');
      expect(lastLoginMethod(storage, ['account', 'phone'])).toBeUndefined();
      expect(lastLoginMethod(undefined, ['account', 'phone'])).toBeUndefined();
    });
  });

  describe('when storage is turned off', () => {
    it('forgets quietly, reading and writing', () => {
      const blocked: StorageLike = {
        getItem: () => {
          throw new Error('SecurityError');
        },
        setItem: () => {
          throw new Error('QuotaExceededError');
        },
        removeItem: () => {},
      };
      expect(() => rememberLoginMethod(blocked, 'email')).not.toThrow();
      expect(lastLoginMethod(blocked, ['account', 'email'])).toBeUndefined();
    });
  });
});
