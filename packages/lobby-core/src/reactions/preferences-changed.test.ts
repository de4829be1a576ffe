import { describe, expect, it } from 'vitest';
import { POLL, testLobby } from '../test-support/test-lobby';

describe('preferencesChanged reaction', () => {
  describe('when the visitor switches language', () => {
    it('remembers it and reads the texts again in it, the site info aside', async () => {
      const { lobby, hall, storage } = testLobby();
      await lobby.boot();
      await expect.poll(() => hall.count('gameCategories'), POLL).toBe(1);

      expect(lobby.setLanguage('pt-BR')).toBe('pt_PT');

      expect(lobby.store.getState().visit.language).toEqual({ code: 'pt_PT', source: 'visitor' });
      expect(storage.data.get('lobbykit:language')).toBe('pt_PT');
      await expect.poll(() => hall.count('gameCategories'), POLL).toBe(2);
      // pt_PT's hall code is 'pt'.
      expect(hall.calls.filter((call) => call.endpoint === 'gameCategories').at(-1)?.language).toBe('pt');
      expect(hall.count('siteInfo')).toBe(1);
      lobby.dispose();
    });
  });

  describe('when the visitor asks for a language or currency the site does not offer', () => {
    it('refuses it and changes nothing', async () => {
      const { lobby, storage } = testLobby();
      await lobby.boot();
      expect(lobby.setLanguage('ja_JP')).toBeUndefined();
      expect(lobby.setCurrency('THB')).toBe(false);
      expect(lobby.store.getState().visit).toMatchObject({
        language: { code: 'en_US' },
        currency: { code: 'BRL' },
      });
      expect(storage.data.has('lobbykit:currency')).toBe(false);
      lobby.dispose();
    });
  });

  describe('when the visitor switches currency', () => {
    it('remembers it and sends it with the next calls', async () => {
      const { lobby, storage } = testLobby();
      await lobby.boot();
      expect(lobby.setCurrency('USDT1:1')).toBe(true);
      expect(lobby.store.getState().visit.currency).toEqual({ code: 'USDT1:1', source: 'visitor' });
      expect(storage.data.get('lobbykit:currency')).toBe('USDT1:1');
      lobby.dispose();
    });
  });
});
