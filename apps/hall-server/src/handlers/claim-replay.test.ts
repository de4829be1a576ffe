// A claim is applied once: a retry with the same request id gets the first answer and changes
// nothing; a new call for the same reward is refused. A cut draw's retry spends no second turn.
import {
  claimCodes,
  cutOnceSchema,
  rewardReceivedSchema,
  taskListSchema,
  type CutOnce,
} from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, startTestHall, testClient, type TestClient } from '../test-support/hall';

let server: HallServer;
let control: ControlClient;
beforeAll(async () => {
  server = await startTestHall();
  control = createControlClient(server.controlUrl!);
});
afterAll(async () => {
  await server.close();
});

const newRequestId = () => randomBytes(16).toString('hex');

async function bonusOf(client: TestClient): Promise<number> {
  const gold = await client.call<{ bonus: number }>('homeGold');
  if (!gold.ok) throw new Error('homeGold failed');
  return gold.data.bonus;
}

async function cutPop(client: TestClient): Promise<CutOnce> {
  const result = await client.client.request('cutOncePop', { schema: cutOnceSchema });
  if (!result.ok) throw new Error('cutOncePop failed');
  return result.data;
}

describe('claim replay', () => {
  describe('when a task prize is claimed twice with one request id, then with a new one', () => {
    it('credits once, answers the retry with the first answer and the new call already-received', async () => {
      const client = testClient(server);
      await client.login('player01');
      const tasks = await client.client.request('taskData', {
        params: { code: 'mrrw' },
        schema: taskListSchema,
      });
      if (!tasks.ok) throw new Error('taskData failed');
      const task = tasks.data.list.find((entry) => entry.status === 1)!;
      const before = await bonusOf(client);
      const requestId = newRequestId();
      const params = { taskId: task.taskId };
      const first = await client.call('taskGetPrize', params, { requestId, schema: rewardReceivedSchema });
      const retry = await client.call('taskGetPrize', params, { requestId, schema: rewardReceivedSchema });
      expect(first.ok && first.data).toEqual({
        received: true,
        reward: task.reward,
        bonus: String(before + Number(task.reward)),
      });
      expect(retry.ok && retry.data).toEqual(first.ok && first.data);
      expect(retry.ok && retry.headers.get('x-hall-replayed')).toBe('1');
      expect((await bonusOf(client)) - before).toBe(Number(task.reward));

      const again = await client.call('taskGetPrize', params, { requestId: newRequestId() });
      expect(serviceCode(again)).toBe(claimCodes.alreadyReceived);
      expect((await bonusOf(client)) - before).toBe(Number(task.reward));
      const effects = await control.effects();
      expect(
        Object.entries(effects).filter(([key]) =>
          key.startsWith(`receive:demo:player01:task:${task.taskId}:`),
        ),
      ).toEqual([[expect.any(String), 1]]);
    });
  });

  describe('when a cut draw is sent twice with one request id', () => {
    it('spends one turn; a new request id draws again', async () => {
      const client = testClient(server);
      await client.login('newbie01');
      const requestId = newRequestId();
      const params = { activityId: 'cut-once' };
      const first = await client.call('chopOneKnifeTurns', params, { requestId });
      const retry = await client.call('chopOneKnifeTurns', params, { requestId });
      expect(first.ok && first.data).toMatchObject({ turns: 2 });
      expect(retry.ok && retry.data).toEqual(first.ok && first.data);
      expect(await cutPop(client)).toMatchObject({
        turns: 2,
        progress: first.ok && (first.data as { progress: string }).progress,
      });
      const effects = await control.effects();
      expect(effects['cut-draw:demo:newbie01:cut-once:1']).toBe(1);
      expect(effects['cut-draw:demo:newbie01:cut-once:2']).toBeUndefined();

      const second = await client.call('chopOneKnifeTurns', params, { requestId: newRequestId() });
      expect(second.ok && second.data).toMatchObject({ turns: 1 });
      expect((await control.effects())['cut-draw:demo:newbie01:cut-once:2']).toBe(1);
    });
  });
});
