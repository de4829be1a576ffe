import { describe, expect, it } from 'vitest';
import { userRestrictionSeen } from '../site/status-slice';
import { TEST_EPOCH, testLobby } from '../test-support/test-lobby';

describe('userRestricted reaction', () => {
  describe('when a call answers 1334', () => {
    it('keeps the restriction for the UI, and the site stays open', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      hall.answer('jackpot', { code: 1334, message: 'you may not receive this' });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      const { siteStatus } = lobby.store.getState();
      expect(siteStatus.site).toEqual({ status: 'open' });
      expect(siteStatus.userRestriction).toEqual({
        code: '1334',
        path: '/home/jackpot',
        message: 'you may not receive this',
        since: TEST_EPOCH,
      });
      lobby.store.dispatch(userRestrictionSeen());
      expect(lobby.store.getState().siteStatus.userRestriction).toBeUndefined();
      lobby.dispose();
    });
  });
});
