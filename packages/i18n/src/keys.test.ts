import * as contract from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { errorKeys, lobbyKeys, messageKeys, uiKeys, validationKeys } from './index';

describe('message keys of @lobbykit/i18n', () => {
  describe('when imported from this package', () => {
    it('are the keys of @lobbykit/contract, not a copy', () => {
      expect(errorKeys).toBe(contract.errorKeys);
      expect(validationKeys).toBe(contract.validationKeys);
      expect(uiKeys).toBe(contract.uiKeys);
      expect(lobbyKeys).toBe(contract.lobbyKeys);
      expect(messageKeys).toBe(contract.messageKeys);
      expect(messageKeys.error.timeout).toBe('error.timeout');
    });
  });
});
