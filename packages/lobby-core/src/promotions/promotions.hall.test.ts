// @vitest-environment node
// The promotions' claims against the reference hall server on loopback: a player the hall
// restricts from events (its 1334) gets `restricted` from each kind of claim, and nothing is
// credited.
import { TASK_CODES } from '@lobbykit/contract';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby } from '../test-support/hall-lobby';
import { promotionsOf } from './promotions';

let hall: TestHall;
const lobbies: Lobby[] = [];

async function loggedIn(username: string) {
  const lobby = hallLobby(hall, {
    storage: memoryStorage(),
    device: { id: `promotions-device-${lobbies.length}`, model: 'Vitest Phone' },
    session: { WebSocket: null, BroadcastChannel: null },
  });
  lobbies.push(lobby);
  await lobby.boot();
  const outcome = await lobby.session.login({ username, password: SEED_PASSWORD });
  expect(outcome).toMatchObject({ ok: true });
  return lobby;
}

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

describe('promotionsOf', () => {
  describe('when the hall restricts the player from receiving rewards', () => {
    it('answers restricted to a task claim, a claim of everything and a cut draw, and credits nothing', async () => {
      // limited01 logs in, but every receive call answers 1334.
      const promotions = promotionsOf(await loggedIn('limited01'));
      const daily = await promotions.tasks(TASK_CODES.daily);
      if (!daily.ok) throw new Error('the daily tasks did not come');
      const ready = daily.data.list.find((task) => task.status === 1);
      if (!ready) throw new Error('limited01 has no daily task ready to claim');
      const cut = await promotions.cutOnce('regular');
      if (!cut.ok || cut.data.activityId === undefined) throw new Error('the cut was not offered');
      const before = await hall.control.users.get('demo', 'limited01');

      const claims = {
        task: await promotions.claimTask(ready.taskId),
        all: await promotions.claimAll(),
        cut: await promotions.drawCut(cut.data.activityId),
      };

      expect(claims).toEqual({
        task: { ok: false, reason: 'restricted', message: expect.any(String) },
        all: { ok: false, reason: 'restricted', message: expect.any(String) },
        cut: { ok: false, reason: 'restricted', message: expect.any(String) },
      });
      expect((await hall.control.users.get('demo', 'limited01')).bonus).toBe(before.bonus);
    });
  });
});
