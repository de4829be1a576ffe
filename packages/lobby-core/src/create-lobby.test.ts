import { describe, expect, it } from 'vitest';
import { readBootSnapshot } from './boot/snapshot';
import type { LobbyConfig } from './config';
import { createLobby } from './core';
import { API_LINE, fakeHall } from './test-support/fake-hall';
import { selectDebugSwitches } from './visit/slice';
import { POLL, TEST_EPOCH, testLobby } from './test-support/test-lobby';

const minimal: LobbyConfig = {
  siteCode: 'demo',
  staticKey: 'lobbykit-unit-test-static-key-01',
  lines: { api: [API_LINE] },
  location: 'https://lobby.test/',
};

describe('createLobby', () => {
  describe('when the config misses what a lobby cannot do without', () => {
    it.each([
      ['siteCode', { ...minimal, siteCode: '' }, /siteCode/],
      ['lines', { ...minimal, lines: undefined }, /lines\.api/],
      ['location', { ...minimal, location: undefined }, /location/],
    ])('throws on %s', (_what, config, message) => {
      expect(() => createLobby(config as unknown as LobbyConfig)).toThrow(message);
    });
  });

  describe('when created', () => {
    it('touches nothing until boot (no call, no timer)', () => {
      const { lobby, hall, clock } = testLobby();
      expect(hall.calls).toEqual([]);
      expect(clock.pending()).toEqual([]);
      expect(lobby.store.getState().boot.machine).toEqual({ status: 'idle' });
      lobby.dispose();
    });
  });

  describe('when calls go out', () => {
    it('runs them through ky with the config hooks, carrying the visit language and a remembered device id', async () => {
      const seen: string[] = [];
      const { lobby, hall, storage } = testLobby({
        kyHooks: { beforeRequest: [(request) => void seen.push(new URL(request.url).pathname)] },
      });
      await lobby.boot();
      expect(seen).toContain('/hall/home/siteInfo');
      await expect
        .poll(() => hall.calls.find((call) => call.endpoint === 'gameCategories')?.language, POLL)
        .toBe('en');
      const device = storage.data.get('lobbykit:device');
      expect(device).toMatch(/^[a-f0-9]{32}$/);

      // The next lobby in the same browser keeps the id.
      const again = testLobby({}, { storage });
      expect(again.storage.data.get('lobbykit:device')).toBe(device);
      lobby.dispose();
      again.lobby.dispose();
    });

    it('reads a live location when the boot starts', async () => {
      const location = { href: 'https://lobby.test/' };
      const { lobby } = testLobby({ location });
      location.href = 'https://lobby.test/?id=7201';
      await lobby.boot();
      expect(lobby.store.getState().visit.marketing).toEqual({ id: '7201' });
      lobby.dispose();
    });
  });

  describe('when the visit lands with debug switches', () => {
    const location =
      'https://lobby.test/?mock.cardLite&keepAlive=1&noLazy&blurAnimation&openPC&animationMode=none';

    it('keeps them for the visit in a development or preview build (debugParams)', async () => {
      const { lobby } = testLobby({ location, debugParams: true });
      await lobby.boot();
      expect(selectDebugSwitches(lobby.store.getState())).toEqual({
        cardLite: true,
        keepAlive: true,
        noLazy: true,
        blurAnimation: true,
        openPC: true,
        animationMode: 'none',
      });
      lobby.dispose();
    });

    it('reads none in a production build', async () => {
      const { lobby } = testLobby({ location });
      await lobby.boot();
      expect(selectDebugSwitches(lobby.store.getState())).toEqual({});
      lobby.dispose();
    });
  });

  describe('when the site is known', () => {
    it('gives the theme inputs and picks the theme of the site type', async () => {
      const { lobby } = testLobby();
      await lobby.boot();
      await expect
        .poll(() => lobby.select.siteLook(lobby.store.getState()).layout, POLL)
        .toEqual({ colors: { header: '#222222' } });
      expect(lobby.select.siteLook(lobby.store.getState())).toMatchObject({
        themeType: 'classic',
        site: { backgroundColor: '#101010', skinTypeValue: 1, holidayThemes: [] },
        currency: 'BRL',
      });
      expect(lobby.select.languages(lobby.store.getState())).toEqual(['pt_PT', 'en_US']);
      expect(lobby.select.currencies(lobby.store.getState())).toEqual(['BRL', 'USDT1:1']);
      lobby.dispose();
    });

    it('shows the banners of their window, in order', async () => {
      const hall = fakeHall();
      hall.answer('systemStatus', {
        data: {
          messageBannerIndex: [
            { id: 'b', img: '/b.png', sort: 2 },
            { id: 'late', img: '/late.png', showStartTime: TEST_EPOCH + 1 },
            { id: 'a', img: '/a.png', sort: 1, showEndTime: TEST_EPOCH + 1 },
          ],
        },
      });
      const { lobby } = testLobby({}, { hall });
      await lobby.boot();
      await expect
        .poll(() => lobby.select.banners(lobby.store.getState(), TEST_EPOCH).map((banner) => banner.id), POLL)
        .toEqual(['a', 'b']);
      lobby.dispose();
    });
  });

  describe('when a server asks its lobby for a snapshot', () => {
    it('answers one that a browser lobby reads back, with the loaded game lists', async () => {
      const hall = fakeHall();
      hall.answer('gameList', {
        data: { list: [{ gameId: 7, gameCode: 'g7', name: 'Seven', providerCode: 'P' }], total: 40 },
      });
      const { lobby } = testLobby({}, { hall });
      expect(lobby.snapshot()).toBeUndefined();
      await lobby.boot();
      await lobby.store.dispatch(lobby.api.endpoints.gamePages.initiate({ hot: true }));
      await expect.poll(() => lobby.select.categories(lobby.store.getState()), POLL).toBeDefined();

      const snapshot = lobby.snapshot({ ttlMs: 60_000 });

      expect(snapshot).toMatchObject({
        siteCode: 'demo',
        language: 'en_US',
        createdAt: TEST_EPOCH,
        expiresAt: TEST_EPOCH + 60_000,
        categories: [{ key: 'slot' }],
        games: [{ request: { hot: true }, page: { total: 40, list: [{ gameId: '7' }] } }],
      });
      expect(readBootSnapshot(snapshot, { siteCode: 'demo', now: TEST_EPOCH }).ok).toBe(true);
      lobby.dispose();
    });
  });
});
