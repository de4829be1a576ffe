import { describe, expect, it } from 'vitest';
import { fakeSiteInfo } from '../test-support/fake-hall';
import { POLL, testLobby } from '../test-support/test-lobby';

describe('siteInfoUpdated reaction', () => {
  describe('when a new site info still offers the visit language and currency', () => {
    it('keeps them', async () => {
      const { lobby } = testLobby();
      await lobby.boot();
      const before = lobby.store.getState().visit;
      lobby.revalidate();
      await expect
        .poll(() => lobby.store.getState().boot.machine, POLL)
        .toMatchObject({ revalidation: 'done' });
      expect(lobby.store.getState().visit.language).toBe(before.language);
      expect(lobby.store.getState().visit.currency).toBe(before.currency);
      lobby.dispose();
    });
  });

  describe('when the site stops offering them', () => {
    it('chooses again among what it offers now', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      hall.answer('siteInfo', {
        data: {
          ...fakeSiteInfo,
          currencyInfos: [{ currencyCode: 'THB' }],
          languageInfos: [{ languageCode: 'th_TH', defaultLanguageTag: true }],
        },
      });
      lobby.revalidate();
      await expect.poll(() => lobby.store.getState().visit.language?.code, POLL).toBe('th_TH');
      expect(lobby.store.getState().visit.currency).toEqual({ code: 'THB', source: 'site' });
      lobby.dispose();
    });
  });
});
