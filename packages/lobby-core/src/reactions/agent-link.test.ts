import { describe, expect, it } from 'vitest';
import { createBootSnapshot } from '../boot/snapshot';
import { fakeSiteInfo } from '../test-support/fake-hall';
import { POLL, settle, TEST_EPOCH, testLobby } from '../test-support/test-lobby';

const TRIAL_LINK = 'https://lobby.test/?id=7002&gclid=Cj0K';
const hotGame = (gameId: string, demo: boolean | undefined) => ({
  gameId,
  gameCode: `code-${gameId}`,
  name: `Game ${gameId}`,
  providerCode: 'HBR',
  hot: true,
  ...(demo === undefined ? {} : { demo }),
});

describe('agentLink reaction', () => {
  describe('when the visit landed without an agent link', () => {
    it('asks the hall nothing', async () => {
      const { lobby, hall } = testLobby({ location: 'https://lobby.test/?gclid=Cj0K' });
      await lobby.boot();
      await settle();
      expect(lobby.store.getState().visit.agentLink).toEqual({ status: 'none' });
      expect(hall.count('linkSetting')).toBe(0);
      lobby.dispose();
    });
  });

  describe('when the hall answers a test-register link', () => {
    it('makes the visitor a demo guest and names the first hot game that offers a demo', async () => {
      const { lobby, hall } = testLobby({ location: TRIAL_LINK });
      hall.answer('linkSetting', { data: { linkType: 'testRegister' } });
      hall.answer('gameList', {
        data: { list: [hotGame('1', false), hotGame('2', undefined), hotGame('3', true)], total: 3 },
      });

      await lobby.boot();

      await expect
        .poll(() => lobby.store.getState().visit.agentLink, POLL)
        .toMatchObject({ status: 'demoGames', linkType: 'testRegister', game: { gameId: '3' } });
      expect(lobby.store.getState().session).toMatchObject({
        status: 'demoGuest',
        account: { game_gold: 2000 },
      });
      expect(hall.count('linkSetting')).toBe(1);
      lobby.dispose();
    });

    it('still makes them a demo guest when no hot game offers a demo, with no game to open', async () => {
      const { lobby, hall } = testLobby({ location: TRIAL_LINK });
      hall.answer('linkSetting', { data: { linkType: 'testRegister' } });
      hall.answer('gameList', { data: { list: [hotGame('1', false)], total: 1 } });

      await lobby.boot();

      await expect
        .poll(() => lobby.store.getState().visit.agentLink, POLL)
        .toEqual({ status: 'demoGames', linkType: 'testRegister', game: undefined });
      expect(lobby.store.getState().session.kind).toBe('demoGuest');
      lobby.dispose();
    });
  });

  describe('when the hall answers another link type', () => {
    it('keeps the visitor a visitor and records the type', async () => {
      const { lobby, hall } = testLobby({ location: 'https://lobby.test/?cid=8001' });
      hall.answer('linkSetting', { data: { linkType: 'register' } });
      await lobby.boot();
      await expect
        .poll(() => lobby.store.getState().visit.agentLink, POLL)
        .toEqual({ status: 'checked', linkType: 'register' });
      expect(lobby.store.getState().session.status).toBe('visitor');
      expect(hall.count('gameList')).toBe(0);
      lobby.dispose();
    });
  });

  describe.each([
    ['a malformed answer', { data: { linkType: { testRegister: true } } }],
    ['a service code', { code: 2005, message: 'failed' }],
  ] as const)('when the link setting comes back as %s', (_label, answer) => {
    it('changes nothing: the visitor stays a visitor and the lobby stays ready', async () => {
      const { lobby, hall } = testLobby({ location: TRIAL_LINK });
      hall.answer('linkSetting', answer);
      await lobby.boot();
      await expect
        .poll(() => lobby.store.getState().visit.agentLink, POLL)
        .toEqual({ status: 'checked', linkType: undefined });
      expect(lobby.store.getState().session.status).toBe('visitor');
      expect(lobby.store.getState().boot.machine.status).toBe('ready');
      lobby.dispose();
    });
  });

  describe('when the boot paints from an inlined snapshot', () => {
    it('asks once the first paint’s wait is over, though a fresh snapshot is read again later', async () => {
      const snapshot = createBootSnapshot(
        { language: 'en_US', siteInfo: fakeSiteInfo },
        { siteCode: 'demo', now: TEST_EPOCH },
      );
      const { lobby, hall, clock } = testLobby({ location: TRIAL_LINK, snapshot, snapshotFreshMs: 60_000 });
      hall.answer('linkSetting', { data: { linkType: 'testRegister' } });
      await lobby.boot();
      await settle();
      expect(hall.calls).toEqual([]);

      clock.advance(1500);

      await expect.poll(() => lobby.store.getState().visit.agentLink.status, POLL).toBe('demoGames');
      expect(hall.count('linkSetting')).toBe(1);
      expect(hall.count('siteInfo')).toBe(0);
      lobby.dispose();
    });

    it('asks with the revalidation, so the first paint makes no request', async () => {
      const snapshot = createBootSnapshot(
        { language: 'en_US', siteInfo: fakeSiteInfo },
        { siteCode: 'demo', now: TEST_EPOCH },
      );
      const { lobby, hall, clock } = testLobby({ location: TRIAL_LINK, snapshot });
      hall.answer('linkSetting', { data: { linkType: 'testRegister' } });
      await lobby.boot();
      await settle();
      expect(lobby.store.getState().visit.agentLink).toEqual({ status: 'checking' });
      expect(hall.calls).toEqual([]);

      clock.advance(1500);

      await expect.poll(() => lobby.store.getState().visit.agentLink.status, POLL).toBe('demoGames');
      expect(hall.count('linkSetting')).toBe(1);
      lobby.dispose();
    });
  });
});
