// @vitest-environment node
// A player's real-money "Play" against the reference hall server on loopback: the launch, the
// way back (the balance read again), every refusal the hall makes, and a launch whose answer
// is lost after the hall acted (one game, thanks to the hall's request-id deduplication).
import { gameListSchema, type GameSummary } from '@lobbykit/contract';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import type { LobbyEvents } from '../events';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { POLL } from '../test-support/test-lobby';

let hall: TestHall;
const lobbies: Lobby[] = [];

async function playerLobby(username = 'player01') {
  const lobby = hallLobby(hall, {
    storage: memoryStorage(),
    device: { id: `play-device-${lobbies.length}`, model: 'Vitest Phone' },
    hall: { retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20 } },
    session: { share: false, BroadcastChannel: null, WebSocket: null },
  });
  lobbies.push(lobby);
  await lobby.boot();
  const outcome = await lobby.session.login({ username, password: SEED_PASSWORD });
  if (!outcome.ok) throw new Error(`login ${username} failed`);
  return lobby;
}

/** A game of the catalogue, as the card shows it. */
async function gameOf(lobby: Lobby, providerCode: string, test: (game: GameSummary) => boolean = () => true) {
  const { client } = await lobby.hall();
  const page = await client.request('gameList', {
    params: { providerCode, pageSize: 50 },
    schema: gameListSchema,
  });
  if (!page.ok) throw new Error('no game list');
  const game = page.data.list.find(test);
  if (!game) throw new Error(`no such game of ${providerCode}`);
  return game;
}

const launchEffects = async () =>
  Object.keys((await hall.control.counters.get()).effects).filter((key) => key.startsWith('game-launch:'))
    .length;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.users.set('demo', 'player01', {
    accountType: 1,
    selfExcludedUntil: null,
    gameGold: 1000,
  });
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'player01' });
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'newbie01' });
});
afterAll(() => hall.close());

describe('play', () => {
  describe('when a player plays a game', () => {
    it('opens it in real mode, and reads the balance again when the player leaves it', async () => {
      const lobby = await playerLobby();
      const game = await gameOf(lobby, 'HBR', (entry) => !entry.maintainStatus && !entry.minimumEntryBalance);

      const outcome = await lobby.play(game);

      expect(outcome).toMatchObject({
        ok: true,
        game: { gameId: game.gameId, mode: 'real', name: game.name },
      });
      const open = lobby.store.getState().game.open;
      expect(open?.mode).toBe('real');
      expect(new URL(open!.gameUrl).pathname).toBe(`/play/${game.gameCode}`);

      await hall.control.users.set('demo', 'player01', { gameGold: 1234 });
      const balanceCalls = (await requestsTo(hall, '/hall/user/getHomeGold')).length;
      lobby.closeGame();
      expect(lobby.store.getState().game.open).toBeUndefined();
      await expect
        .poll(() => lobby.store.getState().session, POLL)
        .toMatchObject({ account: { game_gold: 1234 } });
      expect((await requestsTo(hall, '/hall/user/getHomeGold')).length).toBeGreaterThan(balanceCalls);
    });
  });

  describe('when the launch answer is lost after the hall acted', () => {
    it('sends it again with the same request id and opens one game', async () => {
      const lobby = await playerLobby();
      const game = await gameOf(lobby, 'HBR', (entry) => !entry.maintainStatus && !entry.minimumEntryBalance);
      const before = await launchEffects();
      await hall.control.faults.add({ kind: 'reset', route: 'gameLaunch', when: 'after', times: 1 });

      const outcome = await lobby.play(game);

      expect(outcome).toMatchObject({ ok: true, game: { mode: 'real' } });
      expect(await launchEffects()).toBe(before + 1);
      const launches = await requestsTo(hall, '/hall/game/launch');
      expect(launches.length).toBeGreaterThanOrEqual(2);
    });
  });

  describe('when the card already says no', () => {
    it('answers maintenance and the provider page without asking the hall', async () => {
      const lobby = await playerLobby();
      const calls = (await requestsTo(hall, '/hall/game/launch')).length;
      const heard: LobbyEvents['playRefused'][] = [];
      lobby.events.on('playRefused', (payload) => heard.push(payload));

      await expect(lobby.play({ gameId: '30001', maintainStatus: true })).resolves.toEqual({
        ok: false,
        reason: 'maintenance',
        messageKey: 'lobby.play.maintenance',
      });
      await expect(lobby.play({ gameId: 'JDE', providerCode: 'JDE', kind: 'provider' })).resolves.toEqual({
        ok: false,
        reason: 'providerPage',
        providerCode: 'JDE',
      });
      expect((await requestsTo(hall, '/hall/game/launch')).length).toBe(calls);
      // Whoever asked, the screens hear why.
      expect(heard.map(({ game, outcome }) => [game.gameId, outcome.reason])).toEqual([
        ['30001', 'maintenance'],
        ['JDE', 'providerPage'],
      ]);
    });
  });

  describe('when only the hall knows why not', () => {
    it('answers maintenance for a game of a provider under maintenance', async () => {
      const lobby = await playerLobby();
      const game = await gameOf(lobby, 'IRN');
      await expect(lobby.play({ gameId: game.gameId })).resolves.toEqual({
        ok: false,
        reason: 'maintenance',
        messageKey: 'lobby.play.maintenance',
      });
    });

    it('answers the end of a self-exclusion that began during the session', async () => {
      const lobby = await playerLobby();
      const until = Date.now() + 86_400_000;
      await hall.control.users.set('demo', 'player01', { selfExcludedUntil: until });
      await expect(lobby.play({ gameId: '30001' })).resolves.toEqual({
        ok: false,
        reason: 'selfExcluded',
        until,
        messageKey: 'lobby.play.selfExcluded',
      });
      expect(lobby.store.getState().game.open).toBeUndefined();
    });

    it('offers a deposit with the minimum when the balance is too low', async () => {
      const lobby = await playerLobby('newbie01');
      const game = await gameOf(lobby, 'JDE', (entry) => !entry.maintainStatus);
      // Without the card's minimum the hall's answer tells it.
      await expect(lobby.play({ gameId: game.gameId })).resolves.toEqual({
        ok: false,
        reason: 'depositNeeded',
        minimumEntryBalance: game.minimumEntryBalance,
        balance: 0,
        messageKey: 'lobby.play.deposit',
      });
    });

    it('refuses an account type without game rights', async () => {
      const lobby = await playerLobby();
      await hall.control.users.set('demo', 'player01', { accountType: 2 });
      await expect(lobby.play({ gameId: '30001' })).resolves.toEqual({
        ok: false,
        reason: 'noGameRights',
        messageKey: 'lobby.play.noRights',
      });
    });

    it('asks to confirm a currency ratio, then opens the game once confirmed', async () => {
      const lobby = await playerLobby();
      const game = await gameOf(lobby, 'HSL', (entry) => !entry.maintainStatus);

      await expect(lobby.play({ gameId: game.gameId })).resolves.toEqual({
        ok: false,
        reason: 'confirmRatio',
        currencyRatio: 1000,
        balance: 1000,
        messageKey: 'lobby.play.ratio',
      });
      await expect(lobby.play(game)).resolves.toMatchObject({ ok: false, reason: 'confirmRatio' });
      await expect(lobby.play(game, { ratioConfirmed: true })).resolves.toMatchObject({
        ok: true,
        game: { mode: 'real' },
      });
    });
  });
});
