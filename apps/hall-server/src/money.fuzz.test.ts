// Money applied once, whatever the traffic: random signed and unsigned calls from several
// players, duplicate and shared request ids, calls sent twice at once, and restarts of the hall
// on the same data folder. After each run: every effect ran once, no order repeats a player's
// request id, no balance is negative, and each balance is what its settled orders explain.
import fc from 'fast-check';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from './control/control-client';
import type { HallServer } from './server';
import { rawCall, startTestHall, testClient, type TestClient } from './test-support/hall';
import { SEED_WITHDRAW_PASSWORD } from './world/users';

const PLAYERS = ['player01', 'rich01', 'audit01'] as const;
type Player = (typeof PLAYERS)[number];
// A small pool, so the same id comes back often, from the same player and from others.
const REQUEST_IDS = ['fz-1', 'fz-2', 'fz-3', 'fz-4', 'fz-5'] as const;

type Command =
  | { kind: 'pay'; player: Player; cents: number; requestId: string; twice: boolean }
  | { kind: 'withdraw'; player: Player; cents: number; requestId: string; twice: boolean }
  | { kind: 'claim'; player: Player; requestId: string }
  | { kind: 'unsigned-pay'; player: Player; cents: number }
  | { kind: 'restart' };

const player = fc.constantFrom(...PLAYERS);
const requestId = fc.constantFrom(...REQUEST_IDS);
const command: fc.Arbitrary<Command> = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('pay' as const),
      player,
      cents: fc.integer({ min: 1, max: 50_000 }),
      requestId,
      twice: fc.boolean(),
    }),
  },
  {
    weight: 4,
    arbitrary: fc.record({
      kind: fc.constant('withdraw' as const),
      player,
      cents: fc.integer({ min: 1, max: 200_000 }),
      requestId,
      twice: fc.boolean(),
    }),
  },
  { weight: 2, arbitrary: fc.record({ kind: fc.constant('claim' as const), player, requestId }) },
  {
    weight: 1,
    arbitrary: fc.record({
      kind: fc.constant('unsigned-pay' as const),
      player,
      cents: fc.integer({ min: 1, max: 10_000 }),
    }),
  },
  { weight: 1, arbitrary: fc.constant({ kind: 'restart' as const }) },
);

interface Hall {
  server: HallServer;
  control: ControlClient;
  clients: Map<Player, TestClient>;
}

async function open(dataDir: string): Promise<Hall> {
  const server = await startTestHall({ dataDir, depositCompleteMs: 5, withdrawCompleteMs: 5 });
  const clients = new Map<Player, TestClient>();
  for (const name of PLAYERS) {
    const client = testClient(server, 'demo', { deviceId: `fuzz-${name}` });
    await client.login(name);
    clients.set(name, client);
  }
  return { server, control: createControlClient(server.controlUrl!), clients };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 60));

async function run(hall: Hall, step: Command): Promise<Hall> {
  if (step.kind === 'restart') {
    await hall.server.close();
    return open(currentDir);
  }
  const client = hall.clients.get(step.player)!;
  const amount = (cents: number) => cents / 100;
  const send = (name: 'pay' | 'withdraw', params: Record<string, unknown>, id: string, twice: boolean) => {
    const once = () => client.call(name, params, { requestId: id });
    return twice ? Promise.all([once(), once()]) : once();
  };
  switch (step.kind) {
    case 'pay':
      await send('pay', { amount: amount(step.cents), payType: 'pix' }, step.requestId, step.twice);
      break;
    case 'withdraw':
      await send(
        'withdraw',
        { amount: amount(step.cents), withdrawPassword: SEED_WITHDRAW_PASSWORD },
        step.requestId,
        step.twice,
      );
      break;
    case 'claim':
      await client.call('receiveOne', { id: 'fuzz-claim' }, { requestId: step.requestId });
      break;
    case 'unsigned-pay': {
      const response = await rawCall(hall.server, {
        path: '/pay/deposit',
        params: { amount: amount(step.cents) },
        token: client.client.session.token!,
        unsigned: true,
      });
      // Unsigned money calls are refused before anything runs.
      expect(response.status).toBeGreaterThanOrEqual(400);
      break;
    }
  }
  return hall;
}

let currentDir = '';

describe('money applied once under random traffic', () => {
  it('never applies an effect twice, never repeats a request id, never goes negative', async () => {
    let runs = 0;
    await fc.assert(
      fc.asyncProperty(fc.array(command, { minLength: 5, maxLength: 30 }), async (commands) => {
        runs++;
        currentDir = await mkdtemp(join(tmpdir(), 'lobbykit-fuzz-'));
        let hall = await open(currentDir);
        const start = new Map<Player, number>();
        const seeded = new Set<string>();
        for (const name of PLAYERS) {
          start.set(name, (await hall.control.users.get('demo', name)).game_gold as number);
          for (const order of await hall.control.orders({ siteCode: 'demo', username: name }))
            seeded.add(order.orderId);
        }
        try {
          for (const step of commands) hall = await run(hall, step);
          await settle();
          const effects = await hall.control.effects();
          expect(Object.entries(effects).filter(([, count]) => count > 1)).toEqual([]);
          for (const name of PLAYERS) {
            const orders = await hall.control.orders({ siteCode: 'demo', username: name });
            const mine = orders.filter((order) => !seeded.has(order.orderId));
            const ids = mine.map((order) => `${order.kind}|${order.requestId}`);
            expect(new Set(ids).size).toBe(ids.length);
            const gold = (await hall.control.users.get('demo', name)).game_gold as number;
            expect(gold).toBeGreaterThanOrEqual(0);
            // What the settled orders explain: deposits in, withdrawals out (in cents, exactly).
            const cents = (value: number) => Math.round(value * 100);
            const moved = mine.reduce(
              (sum, order) =>
                order.kind === 'deposit'
                  ? sum + (order.status === 'success' ? cents(order.amount) : 0)
                  : sum - (order.status === 'failed' ? 0 : cents(order.amount)),
              0,
            );
            expect(cents(gold)).toBe(cents(start.get(name)!) + moved);
          }
        } finally {
          await hall.server.close();
          await rm(currentDir, { recursive: true, force: true });
        }
      }),
      { numRuns: 40, seed: 0x10bb1e },
    );
    expect(runs).toBe(40);
  }, 120_000);
});
