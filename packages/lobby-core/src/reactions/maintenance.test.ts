import { describe, expect, it } from 'vitest';
import { TEST_EPOCH, testLobby } from '../test-support/test-lobby';

describe('maintenance reaction', () => {
  describe.each([
    [-3, 'maintenance'],
    [9111, 'frozen'],
    [-4, 'frozenAndMaintained'],
  ])('when a call answers %i', (code, reason) => {
    it(`puts the site in maintenance (${reason})`, async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      expect(lobby.store.getState().siteStatus.site).toEqual({ status: 'open' });
      hall.answer('jackpot', { code, message: 'site maintenance' });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      expect(lobby.store.getState().siteStatus.site).toEqual({
        status: 'maintenance',
        reason,
        code: String(code),
        since: TEST_EPOCH,
      });
      lobby.dispose();
    });
  });
});
