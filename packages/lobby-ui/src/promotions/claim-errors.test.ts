import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../test/i18n';
import { claimErrorKey, type ClaimFailure } from './claim-errors';

describe('claimErrorKey', () => {
  describe('when a claim fails', () => {
    it.each<[ClaimFailure, string]>([
      ['restricted', 'You can’t receive rewards right now'],
      ['alreadyReceived', 'You’ve already claimed this reward'],
      ['notClaimable', 'This reward isn’t ready to claim yet'],
      ['noTurns', 'No draws left. More arrive when the timer runs out'],
      ['unsettled', 'We couldn’t confirm the claim. Check again in a moment'],
      ['failed', 'The claim didn’t go through. Please try again'],
      ['refused', 'The claim didn’t go through. Please try again'],
      ['notPlayer', 'The claim didn’t go through. Please try again'],
    ])('gives %s a text of its own', async (reason, shown) => {
      const i18n = await switchLanguage('en_US');
      expect(i18n.t(claimErrorKey(reason))).toBe(shown);
    });
  });
});
