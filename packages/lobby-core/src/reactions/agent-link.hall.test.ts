// @vitest-environment node
// The agent-link reaction against the reference hall on loopback: the demo site's agent 7002 and
// channel 8002 are test-register links (spec §4 "Login"), 7001 a register link; a broken link
// setting answer changes nothing.
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { POLL } from '../test-support/test-lobby';

let hall: TestHall;
const lobbies: Lobby[] = [];

async function landOn(query: string) {
  const lobby = hallLobby(hall, {
    location: `http://lobby.test/${query}`,
    storage: memoryStorage(),
    device: { id: `agent-link-device-${lobbies.length}` },
    session: { share: false, BroadcastChannel: null, WebSocket: null },
  });
  lobbies.push(lobby);
  await lobby.boot();
  return lobby;
}

const agentLinkOf = (lobby: Lobby) => lobby.store.getState().visit.agentLink;
/** Link setting calls that reached the hall, from object storage (static mode first) or live. */
const linkSettingCalls = async () => (await requestsTo(hall, '/hall/home/linkSetting')).length;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.requests.clear();
});
afterAll(() => hall.close());

describe('agent link on the reference hall', () => {
  describe.each(['?id=7002', '?cid=8002'])('when a visitor lands on the test-register link %s', (query) => {
    it('asks once, makes them a demo guest and names a hot game that offers a demo', async () => {
      const lobby = await landOn(query);

      await expect.poll(() => agentLinkOf(lobby).status, POLL).toBe('demoGames');
      const link = agentLinkOf(lobby);
      expect(link).toMatchObject({ linkType: 'testRegister', game: { demo: true, hot: true } });
      expect(lobby.store.getState().session).toMatchObject({
        status: 'demoGuest',
        account: { game_gold: 2000 },
      });
      expect(await linkSettingCalls()).toBe(1);

      // The game it names opens as a demo for the guest.
      const game = link.status === 'demoGames' ? link.game : undefined;
      const outcome = await lobby.playDemo(game!);
      expect(outcome).toMatchObject({ ok: true, game: { mode: 'demo' } });
    });
  });

  describe('when a visitor lands on a register link', () => {
    it('records the type and leaves them a visitor', async () => {
      const lobby = await landOn('?id=7001');
      await expect.poll(() => agentLinkOf(lobby), POLL).toEqual({ status: 'checked', linkType: 'register' });
      expect(lobby.store.getState().session.status).toBe('visitor');
    });
  });

  describe('when the link setting answers something that is not the hall data', () => {
    it('changes nothing and the lobby goes on', async () => {
      await hall.control.faults.add({ kind: 'non-json', route: 'linkSetting' });
      const lobby = await landOn('?id=7002');

      await expect.poll(() => agentLinkOf(lobby), POLL).toEqual({ status: 'checked', linkType: undefined });
      expect(lobby.store.getState().session.status).toBe('visitor');
      const site = await lobby.store.dispatch(lobby.api.endpoints.gameCategories.initiate());
      expect(site.isSuccess).toBe(true);
    });
  });
});
