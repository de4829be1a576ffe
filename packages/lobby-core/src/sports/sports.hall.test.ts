// @vitest-environment node
// The sports client against the reference hall's fake sports service on loopback: the sports URL
// and token of a player's real-money launch of a sports game, the matches in the language's
// sports code, A001 once the hall expired the token, and a failure's own message.
import { SPORTS_UNAUTHORIZED_HOME_DELAY_MS } from '@lobbykit/contract';
import { manualClock } from '@lobbykit/test-utils/clock';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import * as v from 'valibot';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { createSportsClient } from './client';

let hall: TestHall;
const lobbies: Lobby[] = [];

const matchesSchema = v.object({
  lang: v.string(),
  matches: v.array(v.object({ id: v.string(), league: v.string(), home: v.string(), away: v.string() })),
});

/** A logged-in player's launch of a sports game: its URL is the sports URL, its ticket the token. */
async function sportsLaunch() {
  const lobby = hallLobby(hall, {
    storage: memoryStorage(),
    device: { id: `sports-device-${lobbies.length}`, model: 'Vitest Phone' },
    session: { share: false, BroadcastChannel: null, WebSocket: null },
  });
  lobbies.push(lobby);
  await lobby.boot();
  if (!(await lobby.session.login({ username: 'player01', password: SEED_PASSWORD })).ok)
    throw new Error('login failed');
  const { client } = await lobby.hall();
  const page = await client.request<{ list: { gameId: number; maintainStatus: boolean }[] }>('gameList', {
    params: { providerCode: 'SPR', pageSize: 20 },
  });
  const game = page.ok ? page.data.list.find((entry) => !entry.maintainStatus) : undefined;
  if (!game) throw new Error('no sports game');
  const launch = await client.request<{ gameUrl: string }>('gameLaunch', { params: { gameId: game.gameId } });
  if (!launch.ok) throw new Error('no sports launch');
  const sportsUrl = launch.data.gameUrl;
  return { sportsUrl, token: new URL(sportsUrl).searchParams.get('ticket') ?? undefined };
}

function sportsClient(launch: { sportsUrl: string; token: string | undefined }, language = 'th_TH') {
  const clock = manualClock();
  const onUnauthorized = vi.fn();
  const sports = createSportsClient({ ...launch, language, onUnauthorized, timers: clock.timers });
  return { sports, clock, onUnauthorized };
}

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.sports.expire();
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'player01' });
});
afterAll(() => hall.close());

describe('the sports client on the reference hall', () => {
  describe('when the token is valid', () => {
    it.each([
      ['th_TH', 'th'],
      ['zh_CN', 'zh-cn'],
      ['es_ES', 'en'],
    ])(
      'answers the matches of %s in the sports code %s, with the token in Authorization',
      async (language, code) => {
        const launch = await sportsLaunch();
        const { sports } = sportsClient(launch, language);
        expect(sports.baseUrl).toBe(`${new URL(launch.sportsUrl).origin}/sports`);

        const result = await sports.request('/matches', { schema: matchesSchema });

        expect(result).toMatchObject({ ok: true, data: { lang: code, matches: [{ id: 'm1' }, {}, {}] } });
        const [sent] = await requestsTo(hall, '/sports/matches');
        expect(new URL(sent!.url, 'http://x').searchParams.get('lang')).toBe(code);
        expect(sent!.headers['authorization']).toBe(`Bearer ${launch.token!}`);
        await hall.control.requests.clear();
      },
    );
  });

  describe('when the hall expired the token', () => {
    it('answers unauthorized, clears the token, sends no more, and goes home after 1 s', async () => {
      const launch = await sportsLaunch();
      const { sports, clock, onUnauthorized } = sportsClient(launch);
      expect((await sports.request('/matches')).ok).toBe(true);

      await hall.control.sports.expire({ siteCode: 'demo', username: 'player01' });
      await hall.control.requests.clear();

      await expect(sports.request('/matches')).resolves.toMatchObject({
        ok: false,
        reason: 'unauthorized',
        code: 'A001',
      });
      expect(sports.token()).toBeUndefined();
      await expect(sports.request('/matches')).resolves.toEqual({ ok: false, reason: 'unauthorized' });
      expect(await requestsTo(hall, '/sports/matches')).toHaveLength(1);

      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS - 1);
      expect(onUnauthorized).not.toHaveBeenCalled();
      clock.advance(1);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the service fails', () => {
    it('answers its code and message for the screen, and keeps the token', async () => {
      const launch = await sportsLaunch();
      const { sports, clock, onUnauthorized } = sportsClient(launch);
      await hall.control.faults.add({
        kind: 'code',
        route: '/sports/matches',
        code: 'B002',
        message: 'Betting on this match is closed',
        times: 1,
      });

      await expect(sports.request('/matches')).resolves.toEqual({
        ok: false,
        reason: 'failed',
        code: 'B002',
        message: 'Betting on this match is closed',
      });
      expect(sports.token()).toBe(launch.token);
      clock.advance(SPORTS_UNAUTHORIZED_HOME_DELAY_MS);
      expect(onUnauthorized).not.toHaveBeenCalled();
      expect((await sports.request('/matches')).ok).toBe(true);
    });

    it('answers a page that is not its JSON as malformed', async () => {
      const launch = await sportsLaunch();
      const { sports } = sportsClient(launch);
      await hall.control.faults.add({ kind: 'non-json', route: '/sports/matches', times: 1 });
      await expect(sports.request('/matches')).resolves.toEqual({ ok: false, reason: 'malformed' });
    });
  });
});
