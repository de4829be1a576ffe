import { endpoints, noticeFrameBoxSchema } from '@lobbykit/contract';
import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { rawCall, serviceCode, startTestHall, testClient } from '../test-support/hall';
import { DISCOUNT_CODES } from './receive';

interface Task {
  taskId: number;
  status: number;
  reward: string;
}

describe('lobby and receive routes', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when the lobby fills its home page', () => {
    it('answers frames, notices, categories and activities to visitors', async () => {
      const client = testClient(server);
      const frames = await client.client.request('frameBoxInfo', {
        schema: noticeFrameBoxSchema,
      });
      expect(frames.ok && frames.data.noticeFrameMsgList.length).toBe(2);
      const notices = await client.call<{ list: unknown[]; total: number }>('notices', {
        page: 2,
        type: 0,
        pageSize: 10,
      });
      expect(notices.ok && notices.data).toMatchObject({ total: 25 });
      expect(notices.ok && notices.data.list.length).toBe(10);
      const categories = await client.call<unknown[]>('eventCategory');
      expect(categories.ok && categories.data.length).toBe(3);
      const activities = await client.call<{ categoryId: number }[]>('activityList', { categoryId: 2 });
      expect(activities.ok && activities.data.every((activity) => activity.categoryId === 2)).toBe(true);
      const jackpot = await client.call<{ amount: number }[]>('jackpot');
      expect(jackpot.ok && jackpot.data[0]!.amount).toBeGreaterThanOrEqual(250_000);
    });

    it('answers the pop-up data per player: first charge, cut-once, new cut-once, waiting to collect', async () => {
      const visitor = testClient(server);
      for (const name of ['firstChargePop', 'cutOncePop', 'newCutOncePop', 'waitingCollectPop'] as const) {
        const result = await visitor.call<{ show: boolean }>(name);
        expect(result.ok && result.data.show).toBe(false);
      }
      const newbie = testClient(server);
      await newbie.login('newbie01');
      const firstCharge = await newbie.call<{ show: boolean }>('firstChargePop');
      expect(firstCharge.ok && firstCharge.data.show).toBe(true);
      const waiting = await newbie.call<{ show: boolean; items: Task[] }>('waitingCollectPop');
      expect(waiting.ok && waiting.data.items.length).toBe(4);
      const player = testClient(server);
      await player.login('player01');
      const noFirstCharge = await player.call<{ show: boolean }>('firstChargePop');
      expect(noFirstCharge.ok && noFirstCharge.data.show).toBe(false);
      const cut = await player.call<{ show: boolean }>('cutOncePop');
      expect(cut.ok && cut.data.show).toBe(true);
    });

    it('answers task data for the four codes and refuses another code', async () => {
      const client = testClient(server);
      await client.login('player01');
      for (const code of ['xrfl', 'mrrw', 'mzrw', 'smrw']) {
        const tasks = await client.call<{ code: string; list: Task[] }>('taskData', { code });
        expect(tasks.ok && tasks.data.list.map((task) => task.status)).toEqual([1, 1, 1]);
      }
      expect(serviceCode(await client.call('taskData', { code: 'nope' }))).toBe('invalid-params');
      const benefits = await client.call<{ list: { day: number; status: number }[] }>('newComerBenefits');
      expect(benefits.ok && benefits.data.list.length).toBe(7);
    });
  });

  describe('when a player receives rewards', () => {
    it('credits a task prize once and refuses it again in the same period', async () => {
      const client = testClient(server);
      await client.login('audit01');
      const tasks = await client.call<{ list: Task[] }>('taskData', { code: 'mrrw' });
      if (!tasks.ok) throw new Error('no tasks');
      const task = tasks.data.list[0]!;
      const before = await client.call<{ bonus: number }>('homeGold');
      expect((await client.call('taskGetPrize', { taskId: task.taskId })).ok).toBe(true);
      expect(serviceCode(await client.call('taskGetPrize', { taskId: task.taskId }))).toBe(
        'already-received',
      );
      const after = await client.call<{ bonus: number }>('homeGold');
      expect(after.ok && before.ok && after.data.bonus - before.data.bonus).toBe(Number(task.reward));
      const locked = await client.call<{ list: Task[] }>('taskData', { code: 'mrrw' });
      expect(locked.ok && locked.data.list.find((entry) => entry.status === 0)).toBeDefined();
      expect(
        serviceCode(
          await client.call('taskGetPrize', {
            taskId: locked.ok ? locked.data.list.find((entry) => entry.status === 0)!.taskId : 0,
          }),
        ),
      ).toBe('not-claimable');
    });

    it('receives everything claimable at once', async () => {
      const siam = testClient(server, 'siam');
      await siam.login('somchai01');
      const all = await siam.call<{ reward: string }>('receiveAll');
      expect(all.ok && Number(all.data.reward)).toBeGreaterThan(0);
      const again = await siam.call<{ reward: string; received: boolean }>('receiveAll');
      expect(again.ok && again.data).toMatchObject({ reward: '0', received: false });
    });

    it('answers every receive endpoint, once per item, and 1334 to a restricted player', async () => {
      const receiveNames = (Object.values(endpoints) as { name: string; receiveEvent?: boolean }[])
        .filter((endpoint) => endpoint.receiveEvent)
        .map((endpoint) => endpoint.name);
      expect(receiveNames).toHaveLength(20);
      const player = testClient(server, 'nova');
      await player.login('crypto01');
      const limited = testClient(server);
      await limited.login('limited01');
      // receiveAll would take the task prize first; it has its own test above, and a cut
      // draw may be repeated while turns last (cut-once.test.ts).
      expect(serviceCode(await limited.call('receiveAll'))).toBe('1334');
      for (const name of receiveNames.filter(
        (entry) => entry !== 'receiveAll' && entry !== 'chopOneKnifeTurns',
      )) {
        const params =
          name === 'useDiscountCode'
            ? { code: Object.keys(DISCOUNT_CODES)[0] }
            : name === 'taskGetPrize'
              ? { taskId: 100301 }
              : { id: 101 };
        const first = await player.call(name as 'sing', params);
        expect({ name, ok: first.ok }).toEqual({ name, ok: true });
        expect({ name, code: serviceCode(await player.call(name as 'sing', params)) }).toEqual({
          name,
          code: 'already-received',
        });
        expect({ name, code: serviceCode(await limited.call(name as 'sing', params)) }).toEqual({
          name,
          code: '1334',
        });
      }
    });

    it('applies a receive call once when the same request id comes twice', async () => {
      const client = testClient(server);
      await client.login('player01');
      const token = client.client.session.token!;
      const requestId = randomBytes(16).toString('hex');
      const first = await rawCall(server, {
        path: endpoints.sing.path,
        token,
        params: { id: 202 },
        requestId,
      });
      const second = await rawCall(server, {
        path: endpoints.sing.path,
        token,
        params: { id: 202 },
        requestId,
      });
      expect(first.body).toMatchObject({ code: 0, data: { received: true } });
      expect(second.body).toEqual(first.body);
      const effects = await control.effects();
      expect(effects['receive:demo:player01:sing:202']).toBe(1);
    });

    it('takes new-comer days that are open and discount codes it knows', async () => {
      const client = testClient(server);
      await client.login('newbie01');
      expect((await client.call('requestReward', { day: 1 })).ok).toBe(true);
      expect(serviceCode(await client.call('requestReward', { day: 5 }))).toBe('not-claimable');
      expect(serviceCode(await client.call('useDiscountCode', { code: 'FAKE' }))).toBe('invalid-params');
    });
  });
});
