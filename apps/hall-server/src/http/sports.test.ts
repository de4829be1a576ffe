import { SPORTS_UNAUTHORIZED_CODE } from '@lobbykit/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import {
  createSportsDesk,
  sportsLanguageCodes,
  sportsMatches,
  SPORTS_TOKEN_TTL_MS,
  SPORTS_TOKENS_PER_PLAYER,
} from '../hall/sports';
import type { HallServer } from '../server';
import { startTestHall, testClient } from '../test-support/hall';
import { buildGameCatalogue, gameMaintenance } from '../world/games';
import { bearerToken, matchesAnswer } from './sports';

describe('bearerToken', () => {
  it.each([
    ['Bearer abc', 'abc'],
    ['bearer abc', 'abc'],
    ['  Bearer   abc  ', 'abc'],
    ['abc', undefined],
    ['Basic abc', undefined],
    ['Bearer ', undefined],
    ['Bearer a b', undefined],
    [undefined, undefined],
  ])('reads %j as %j', (header, token) => {
    expect(bearerToken(header)).toBe(token);
  });
});

describe('the sports desk', () => {
  describe('when a token is issued', () => {
    it('honours it until its lifetime ends', () => {
      let now = 1_000;
      const desk = createSportsDesk(() => now);
      desk.issue('t1', 'demo', 'player01');
      expect(desk.holder('t1')).toMatchObject({ siteCode: 'demo', username: 'player01' });
      now += SPORTS_TOKEN_TTL_MS - 1;
      expect(desk.holder('t1')).toBeDefined();
      now += 1;
      expect(desk.holder('t1')).toBeUndefined();
    });

    it(`keeps a player's newest ${SPORTS_TOKENS_PER_PLAYER}`, () => {
      const desk = createSportsDesk(() => 0);
      for (let index = 1; index <= SPORTS_TOKENS_PER_PLAYER + 1; index += 1)
        desk.issue(`t${index}`, 'demo', 'player01');
      desk.issue('other', 'demo', 'newbie01');
      expect(desk.holder('t1')).toBeUndefined();
      expect(desk.holder('t2')).toBeDefined();
      expect(desk.holder(`t${SPORTS_TOKENS_PER_PLAYER + 1}`)).toBeDefined();
      expect(desk.holder('other')).toBeDefined();
    });

    it('keeps the newest ones in all', () => {
      const desk = createSportsDesk(() => 0, 3);
      ['a', 'b', 'c', 'd'].forEach((username, index) => desk.issue(`t${index}`, 'demo', username));
      expect(['t0', 't1', 't2', 't3'].filter((token) => desk.holder(token))).toEqual(['t1', 't2', 't3']);
    });
  });

  describe('when tokens are expired', () => {
    it.each([
      [{ token: 't1' }, 1, ['t2', 'n1']],
      [{ siteCode: 'demo', username: 'PLAYER01' }, 2, ['n1']],
      [undefined, 3, []],
      [{ token: 'unknown' }, 0, ['t1', 't2', 'n1']],
    ])('expires %j: %i ended, %j left', (which, ended, left) => {
      const desk = createSportsDesk(() => 0);
      desk.issue('t1', 'demo', 'player01');
      desk.issue('t2', 'demo', 'player01');
      desk.issue('n1', 'demo', 'newbie01');
      expect(desk.expire(which)).toBe(ended);
      expect(['t1', 't2', 'n1'].filter((token) => desk.holder(token))).toEqual(left);
    });
  });
});

describe('matchesAnswer', () => {
  const desk = createSportsDesk(() => 0);
  desk.issue('live', 'demo', 'player01');
  const body = (call: Parameters<typeof matchesAnswer>[0]) => {
    const out = matchesAnswer(call, desk, 0);
    return { status: out.status, ...(JSON.parse(String(out.body)) as { code: unknown }) };
  };

  it.each([
    [{ authorization: undefined, lang: 'en' }, 401, SPORTS_UNAUTHORIZED_CODE],
    [{ authorization: 'Bearer gone', lang: 'en' }, 401, SPORTS_UNAUTHORIZED_CODE],
    [{ authorization: 'live', lang: 'en' }, 401, SPORTS_UNAUTHORIZED_CODE],
    [{ authorization: 'Bearer live', lang: undefined }, 400, 'invalid-params'],
    [{ authorization: 'Bearer live', lang: 'es' }, 400, 'invalid-params'],
    [{ authorization: 'Bearer live', lang: 'zh-tw' }, 200, 0],
  ])('answers %j with %i and code %j', (call, status, code) => {
    expect(body(call)).toMatchObject({ status, code });
  });

  it('answers the matches in the asked language', () => {
    expect(body({ authorization: 'Bearer live', lang: 'pt' })).toMatchObject({
      data: { lang: 'pt', matches: sportsMatches('pt', 0) },
    });
    expect(sportsMatches('pt', 0)[0]?.league).toBe('Liga do Porto');
    expect(sportsMatches('ja', 0)[0]?.league).not.toBe(sportsMatches('en', 0)[0]?.league);
  });

  it('knows the 8 sports codes of the contract', () => {
    expect(sportsLanguageCodes).toEqual(['en', 'zh-cn', 'zh-tw', 'th', 'vi', 'ko', 'ja', 'pt']);
  });
});

describe('the sports service on the hall', () => {
  let server: HallServer;
  let control: ControlClient;
  const catalogue = buildGameCatalogue();
  const sportsGame = catalogue.find((game) => game.category === 'sports' && !gameMaintenance(game))!;
  const slotGame = catalogue.find(
    (game) => game.category !== 'sports' && !gameMaintenance(game) && game.minimumEntryBalance === 0,
  )!;

  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(() => server.close());

  /** A player's launch of `gameId`: the sports URL and the ticket it carries. */
  async function launch(gameId: number) {
    const player = testClient(server);
    await player.login('player01');
    const answer = await player.call<{ gameUrl: string }>('gameLaunch', { gameId });
    if (!answer.ok) throw new Error('no launch');
    const url = new URL(answer.data.gameUrl);
    return { origin: url.origin, token: url.searchParams.get('ticket')! };
  }

  const matches = (origin: string, token: string | undefined, lang = 'en') =>
    fetch(`${origin}/sports/matches?lang=${lang}`, {
      headers: token === undefined ? {} : { Authorization: `Bearer ${token}` },
    });

  describe('when a player launched a sports game', () => {
    it('answers the matches to its ticket, in the asked language, on every API domain', async () => {
      const { origin, token } = await launch(sportsGame.gameId);
      expect(origin).toBe(server.url);
      for (const api of server.apiUrls) {
        const response = await matches(api, token, 'th');
        expect(response.status).toBe(200);
        expect(await response.json()).toMatchObject({
          code: 0,
          data: { lang: 'th', matches: [{ id: 'm1' }, {}, {}] },
        });
      }
    });

    it('answers A001 once the control API expired the token, and without a token', async () => {
      const { origin, token } = await launch(sportsGame.gameId);
      expect(await control.sports.expire({ siteCode: 'demo', username: 'player01' })).toEqual({
        expired: expect.any(Number) as number,
      });
      const refused = await matches(origin, token);
      expect(refused.status).toBe(401);
      expect(await refused.json()).toEqual({ code: 'A001', message: 'sports token missing or expired' });
      expect((await (await matches(origin, undefined)).json()) as unknown).toMatchObject({ code: 'A001' });
    });

    it('is not served on an asset domain', async () => {
      const { token } = await launch(sportsGame.gameId);
      expect((await matches(server.assetUrls[0]!, token)).status).toBe(404);
    });

    it('lets a control fault answer another code and message', async () => {
      const { origin, token } = await launch(sportsGame.gameId);
      await control.faults.add({
        kind: 'code',
        route: '/sports/matches',
        code: 'B002',
        message: 'odds closed',
        times: 1,
      });
      expect(await (await matches(origin, token)).json()).toEqual({ code: 'B002', message: 'odds closed' });
      expect((await matches(origin, token)).status).toBe(200);
    });
  });

  describe('when a player launched another game', () => {
    it('does not take its ticket as a sports token', async () => {
      const { origin, token } = await launch(slotGame.gameId);
      expect(((await (await matches(origin, token)).json()) as { code: unknown }).code).toBe('A001');
    });
  });
});
