import { validationKeys } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { validationCodes } from './codes';
import { validateEmail } from './email';

describe('validationCodes', () => {
  describe('when compared with the message keys of @lobbykit/contract', () => {
    it('is the contract list itself, not a copy', () => {
      expect(validationCodes).toBe(validationKeys);
    });

    it('is what a failing rule returns', () => {
      expect(validateEmail('not an address')).toMatchObject({ ok: false, code: validationKeys.emailFormat });
    });
  });
});
