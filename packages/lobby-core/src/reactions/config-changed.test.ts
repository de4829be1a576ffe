import { describe, expect, it } from 'vitest';
import { POLL, testLobby } from '../test-support/test-lobby';

describe('configChanged reaction', () => {
  describe('when a call answers 1128 (config changed)', () => {
    it('reads the site data again from the hall, past the client cache', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      await expect.poll(() => hall.count('systemStatus'), POLL).toBe(1);
      hall.answer('siteInfo', {
        data: { title: 'Renamed', currencyInfos: [], languageInfos: [], holidayThemes: [] },
      });
      hall.answer('jackpot', { code: 1128, message: 'config changed' });

      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());

      await expect.poll(() => lobby.select.siteInfo(lobby.store.getState())?.title, POLL).toBe('Renamed');
      expect(hall.count('siteInfo')).toBe(2);
      await expect.poll(() => hall.count('systemStatus'), POLL).toBe(2);
      await expect.poll(() => hall.count('optimizationSiteConfig'), POLL).toBe(2);
      // Games are not site data: the category list stays as it was.
      expect(hall.count('gameCategories')).toBe(1);
      lobby.dispose();
    });
  });

  describe('when a call answers another code', () => {
    it('reads nothing again', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      hall.answer('jackpot', { code: 1013, message: 'username exists' });
      await lobby.store.dispatch(lobby.api.endpoints.jackpot.initiate());
      expect(hall.count('siteInfo')).toBe(1);
      lobby.dispose();
    });
  });
});
