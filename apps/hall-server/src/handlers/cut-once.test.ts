// The one-time cuts through the hall: the pops, draws with their known amounts, the daily
// turns and their reset on the hall clock, the reward paid once, and who may draw.
import {
  claimCodes,
  cutOnceDrawSchema,
  cutOnceSchema,
  type CutOnce,
  type CutOnceDraw,
} from '@lobbykit/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import { cutDrawCents, cutSeed } from '../hall/cut-once';
import { moneyText } from '../hall/money';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient, type TestClient } from '../test-support/hall';

const DAY_MS = 86_400_000;

let server: HallServer;
let control: ControlClient;
beforeAll(async () => {
  server = await startTestHall();
  control = createControlClient(server.controlUrl!);
});
afterAll(async () => {
  await server.close();
});
afterEach(async () => {
  await control.clock(0);
});

/** Moves the hall's clock; the first call after it is refused as stale and teaches the client the new time. */
async function moveClock(client: TestClient, offsetMs: number): Promise<void> {
  await control.clock(offsetMs);
  await client.call('homeGold');
}

async function pop(client: TestClient, name: 'cutOncePop' | 'newCutOncePop'): Promise<CutOnce> {
  const result = await client.client.request(name, { schema: cutOnceSchema });
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.data;
}

async function draw(client: TestClient, activityId: string): Promise<CutOnceDraw> {
  const result = await client.client.request('chopOneKnifeTurns', {
    params: { activityId },
    schema: cutOnceDrawSchema,
  });
  if (!result.ok) throw new Error(`draw: ${JSON.stringify(result.error)}`);
  return result.data;
}

async function bonusOf(client: TestClient): Promise<number> {
  const gold = await client.call<{ bonus: number }>('homeGold');
  if (!gold.ok) throw new Error('homeGold failed');
  return gold.data.bonus;
}

/** The amounts draws 1 to 5 of a player add to a target, as the hall computes them. */
function expectedAmounts(username: string, activityId: string, target: bigint): bigint[] {
  const amounts: bigint[] = [];
  let progress = 0n;
  for (let drawNumber = 1; drawNumber <= 5; drawNumber++) {
    const cents = cutDrawCents(cutSeed('demo', username, activityId), drawNumber, target - progress);
    amounts.push(cents);
    progress += cents;
  }
  return amounts;
}

describe('one-time cut', () => {
  describe('when a visitor opens the lobby', () => {
    it('shows neither cut', async () => {
      const visitor = testClient(server);
      expect(await pop(visitor, 'cutOncePop')).toEqual({ show: false });
      expect(await pop(visitor, 'newCutOncePop')).toEqual({ show: false });
    });
  });

  describe('when a player draws every turn of two days', () => {
    it('adds the known amounts, refuses a fourth draw until the reset, then pays the target once', async () => {
      const client = testClient(server);
      await client.login('rich01');
      const first = await pop(client, 'cutOncePop');
      const now = Date.now();
      expect(first).toMatchObject({
        show: true,
        activityId: 'cut-once',
        title: 'Chop once, win 50',
        target: '50',
        progress: '0',
        turns: 3,
      });
      expect(first.resetAt! % DAY_MS).toBe(0);
      expect(first.resetAt! - now).toBeGreaterThan(0);
      expect(first.resetAt! - now).toBeLessThanOrEqual(DAY_MS);

      const amounts = expectedAmounts('rich01', 'cut-once', 5000n);
      const bonusBefore = await bonusOf(client);
      let progress = 0n;
      for (const [index, turns] of [2, 1, 0].entries()) {
        progress += amounts[index]!;
        expect(await draw(client, 'cut-once')).toEqual({
          amount: moneyText(amounts[index]!),
          progress: moneyText(progress),
          target: '50',
          turns,
          completed: false,
        });
      }
      const refused = serviceError(await client.call('chopOneKnifeTurns', { activityId: 'cut-once' }));
      expect(refused).toMatchObject({ code: claimCodes.noTurns, data: { resetAt: first.resetAt } });
      expect(await pop(client, 'cutOncePop')).toMatchObject({
        show: true,
        turns: 0,
        progress: moneyText(progress),
      });

      // The next day, as an end-to-end test moves it: to the reset time the pop answered.
      await control.clockAt(first.resetAt! + 60_000);
      await client.call('homeGold');
      expect(await pop(client, 'cutOncePop')).toMatchObject({ turns: 3, resetAt: first.resetAt! + DAY_MS });
      expect(await draw(client, 'cut-once')).toMatchObject({ turns: 2, completed: false });
      expect(await draw(client, 'cut-once')).toEqual({
        amount: moneyText(amounts[4]!),
        progress: '50',
        target: '50',
        turns: 1,
        completed: true,
      });
      expect((await bonusOf(client)) - bonusBefore).toBe(50);
      expect(await pop(client, 'cutOncePop')).toEqual({ show: false });
      expect(serviceCode(await client.call('chopOneKnifeTurns', { activityId: 'cut-once' }))).toBe(
        claimCodes.alreadyReceived,
      );
      expect((await bonusOf(client)) - bonusBefore).toBe(50);

      const effects = await control.effects();
      expect(effects['receive:demo:rich01:cut:cut-once']).toBe(1);
      expect(
        Object.keys(effects).filter((key) => key.startsWith('cut-draw:demo:rich01:cut-once:')),
      ).toHaveLength(5);
      const notices = await control.notices.list({ siteCode: 'demo', username: 'rich01' });
      expect(
        notices.filter((notice) => notice.type === 'activeDetails').map((notice) => notice.data),
      ).toEqual([
        expect.objectContaining({ route: 'chopOneKnifeTurns', claimKey: 'cut:cut-once', reward: 50 }),
      ]);
      expect(notices.some((notice) => notice.type === 'gameGoldChange')).toBe(true);
    });
  });

  describe('when an account is new, then a week old', () => {
    it('offers the new-player cut for 7 days only, and the other cut still', async () => {
      const client = testClient(server);
      await client.login('agent01');
      expect(await pop(client, 'newCutOncePop')).toMatchObject({
        show: true,
        activityId: 'new-cut-once',
        target: '100',
        progress: '0',
        turns: 3,
      });
      const amounts = expectedAmounts('agent01', 'new-cut-once', 10_000n);
      expect(await draw(client, 'new-cut-once')).toMatchObject({
        amount: moneyText(amounts[0]!),
        target: '100',
      });
      await moveClock(client, 7 * DAY_MS);
      // A week idle ends the session too.
      await client.login('agent01');
      expect(await pop(client, 'newCutOncePop')).toEqual({ show: false });
      expect(serviceCode(await client.call('chopOneKnifeTurns', { activityId: 'new-cut-once' }))).toBe(
        claimCodes.notClaimable,
      );
      expect(await pop(client, 'cutOncePop')).toMatchObject({ show: true, turns: 3 });
    });
  });

  describe('when the draw is refused', () => {
    it('answers 1334 to a restricted player and invalid-params to an unknown cut', async () => {
      const limited = testClient(server);
      await limited.login('limited01');
      expect(serviceCode(await limited.call('chopOneKnifeTurns', { activityId: 'cut-once' }))).toBe('1334');
      const client = testClient(server);
      await client.login('contact01');
      await control.users.set('demo', 'contact01', { restrictions: ['receive'] });
      expect(serviceCode(await client.call('chopOneKnifeTurns', { activityId: 'cut-once' }))).toBe('1334');
      await control.users.set('demo', 'contact01', { restrictions: [] });
      expect(serviceCode(await client.call('chopOneKnifeTurns', { activityId: 'nope' }))).toBe(
        'invalid-params',
      );
      expect(serviceCode(await client.call('chopOneKnifeTurns'))).toBe('invalid-params');
      expect(await pop(client, 'cutOncePop')).toMatchObject({ show: true, progress: '0', turns: 3 });
    });
  });
});
