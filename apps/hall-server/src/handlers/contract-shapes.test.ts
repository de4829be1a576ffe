// The answers of the catalogue, jackpot, user info and order calls parse with the contract's
// schemas, as the lobby parses them.
import {
  gameCategorySchema,
  gameListSchema,
  gameProviderSchema,
  jackpotPoolSchema,
  orderListSchema,
  orderSchema,
  userInfoSchema,
  type EndpointName,
} from '@lobbykit/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { startTestHall, testClient, type TestClient } from '../test-support/hall';

async function parsed<T>(
  client: TestClient,
  name: EndpointName,
  schema: v.GenericSchema<unknown, T>,
  params: Record<string, unknown> = {},
): Promise<T> {
  const result = await client.client.request(name, { params, schema });
  if (!result.ok) throw new Error(`${name}: ${JSON.stringify(result.error)}`);
  return result.data;
}

describe('contract schemas on hall answers', () => {
  let server: HallServer;
  beforeAll(async () => {
    server = await startTestHall();
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a visitor reads the catalogue and the jackpot', () => {
    it('parses categories, providers, a game page and the pools', async () => {
      const client = testClient(server);
      const categories = await parsed(client, 'gameCategories', v.array(gameCategorySchema));
      expect(categories.length).toBeGreaterThan(0);
      const providers = await parsed(client, 'gameProviders', v.array(gameProviderSchema));
      expect(providers.every((provider) => provider.categories.length > 0)).toBe(true);
      const page = await parsed(client, 'gameList', gameListSchema, { pageSize: 5 });
      expect(page.list).toHaveLength(5);
      expect(page.total).toBeGreaterThan(5);
      expect(typeof page.list[0]?.gameId).toBe('string');
      const pools = await parsed(client, 'jackpot', v.array(jackpotPoolSchema));
      expect(pools.length).toBeGreaterThan(0);
    });
  });

  describe('when a player reads the user info and the orders', () => {
    it('parses the binding state and every order', async () => {
      const client = testClient(server);
      await client.login('player01');
      const info = await parsed(client, 'userInfo', userInfoSchema);
      expect(info).toMatchObject({ username: 'player01', hasWithdrawPassword: expect.any(Boolean) });
      const pay = await parsed(client, 'pay', orderSchema, { amount: 12 });
      const status = await parsed(client, 'orderStatus', orderSchema, { orderId: pay.orderId });
      expect(status).toMatchObject({ orderId: pay.orderId, kind: 'deposit', amount: 12 });
      const list = await parsed(client, 'orderList', orderListSchema, { kind: 'deposit' });
      expect(list.list.map((order) => order.orderId)).toContain(pay.orderId);
    });
  });
});
