import { demoGuestAccount } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import type { LobbyEvents } from '../events';
import { testLobby } from '../test-support/test-lobby';
import { playMessageKeys } from './play';

const game = { gameId: '1201', name: 'Lucky Koi', demo: true };

describe('playDemo', () => {
  describe('when the hall launches the demo', () => {
    it('makes the visitor a demo guest and opens the game page on the answered address', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      hall.answer('demoGameLaunch', {
        data: { gameUrl: 'https://hall.example/play/koi?demo=1', gameId: 1201, mode: 'demo', balance: 2000 },
      });

      const outcome = await lobby.playDemo(game);

      const open = {
        gameId: '1201',
        gameUrl: 'https://hall.example/play/koi?demo=1',
        mode: 'demo',
        name: 'Lucky Koi',
      };
      expect(outcome).toEqual({ ok: true, game: open });
      expect(lobby.store.getState().session).toEqual({
        status: 'demoGuest',
        kind: 'demoGuest',
        account: demoGuestAccount,
      });
      expect(lobby.store.getState().session).toMatchObject({ account: { game_gold: 2000, account_type: 1 } });
      expect((await lobby.hall()).client.gate.state).toBe('fakeLogined');
      expect(lobby.store.getState().game.open).toEqual(open);
      // The launch answer is not kept in the API cache.
      expect(Object.keys(lobby.store.getState().hall.mutations)).toEqual([]);

      lobby.closeGame();
      expect(lobby.store.getState().game.open).toBeUndefined();
      lobby.dispose();
    });
  });

  describe.each([
    [210103, 'demoLineDisabled', playMessageKeys.demoLineDisabled],
    [41020, 'demoDisabled', playMessageKeys.demoDisabled],
  ])('when the hall answers %i', (code, reason, messageKey) => {
    it('answers a typed outcome with its message key, and the visitor stays a visitor', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      hall.answer('demoGameLaunch', { code, message: 'no demo' });

      await expect(lobby.playDemo(game)).resolves.toEqual({
        ok: false,
        reason,
        code: String(code),
        messageKey,
      });

      expect(lobby.store.getState().session).toEqual({ status: 'visitor', kind: 'visitor' });
      expect((await lobby.hall()).client.gate.state).toBe('wait');
      expect(lobby.store.getState().game.open).toBeUndefined();
      lobby.dispose();
    });
  });

  describe('when the game card says it has no demo', () => {
    it('answers demoDisabled without asking the hall', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      await expect(lobby.playDemo({ gameId: '9', demo: false })).resolves.toEqual({
        ok: false,
        reason: 'demoDisabled',
        messageKey: playMessageKeys.demoDisabled,
      });
      expect(hall.count('demoGameLaunch')).toBe(0);
      lobby.dispose();
    });
  });

  describe('when the hall answers an address that is not a web page', () => {
    it.each(['javascript:alert(1)', 'data:text/html,<script>1</script>', 'not a url'])(
      'refuses %s as invalid data',
      async (gameUrl) => {
        const { lobby, hall } = testLobby();
        await lobby.boot();
        hall.answer('demoGameLaunch', { data: { gameUrl } });
        await expect(lobby.playDemo(game)).resolves.toMatchObject({
          ok: false,
          reason: 'failed',
          error: { kind: 'invalid-data' },
          messageKey: 'error.nonJson',
        });
        expect(lobby.store.getState().game.open).toBeUndefined();
        lobby.dispose();
      },
    );
  });

  describe('when the hall cannot be reached', () => {
    it('answers failed with the network message key', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      hall.down = true;
      await expect(lobby.playDemo(game)).resolves.toMatchObject({
        ok: false,
        reason: 'failed',
        error: { kind: 'network' },
        messageKey: 'error.system',
      });
      lobby.dispose();
    });
  });
});

describe('play', () => {
  describe('when a visitor plays with real money', () => {
    it('raises loginRequired for the login modal and calls nothing', async () => {
      const { lobby, hall } = testLobby();
      await lobby.boot();
      const calls = hall.calls.length;
      const heard: LobbyEvents['loginRequired'][] = [];
      lobby.events.on('loginRequired', (payload) => heard.push(payload));

      await expect(lobby.play({ gameId: '1201', name: 'Lucky Koi' })).resolves.toEqual({
        ok: false,
        reason: 'loginRequired',
        messageKey: playMessageKeys.loginRequired,
      });
      expect(heard).toEqual([{ reason: 'play', game: { gameId: '1201', name: 'Lucky Koi' } }]);
      expect(hall.calls.length).toBe(calls);
      lobby.dispose();
    });
  });
});
