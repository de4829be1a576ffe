// The answers of the catalogue, launch, home content, jackpot, user info, order and money calls
// parse with the contract's schemas, as the lobby parses them.
import {
  depositOrderSchema,
  firstChargeOfferSchema,
  footerConfigSchema,
  gameCategorySchema,
  gameLaunchSchema,
  gameListSchema,
  gameProviderSchema,
  hotSearchSchema,
  jackpotPoolSchema,
  marqueeSchema,
  orderListSchema,
  orderSchema,
  payChannelListSchema,
  pendingOrderSchema,
  systemStatusSchema,
  userInfoSchema,
  withdrawAccountListSchema,
  withdrawAccountSchema,
  withdrawInfoSchema,
  withdrawOrderSchema,
  withdrawPasswordAnswerSchema,
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
      expect(pools.every((pool) => pool.growthPerSecond! > 0 && pool.image !== undefined)).toBe(true);
    });

    it('parses every game and provider of the default site with the lobby marks', async () => {
      const client = testClient(server);
      const providers = await parsed(client, 'gameProviders', v.array(gameProviderSchema));
      expect(providers.length).toBeGreaterThanOrEqual(40);
      expect(providers.some((provider) => provider.maintainStatus)).toBe(true);
      expect(providers.some((provider) => provider.demoModeSupport === false)).toBe(true);
      const games = [];
      for (let page = 1; ; page++) {
        const result = await parsed(client, 'gameList', gameListSchema, { page, pageSize: 300 });
        games.push(...result.list);
        if (games.length >= result.total) break;
      }
      expect(games.length).toBeGreaterThanOrEqual(2000);
      expect(games.filter((game) => game.recommendStatus).length).toBeGreaterThan(0);
      expect(games.filter((game) => game.maintainStatus).length).toBeGreaterThan(0);
      expect(games.filter((game) => game.minimumEntryBalance! > 0).length).toBeGreaterThan(0);
      const hot = await parsed(client, 'hotSearch', hotSearchSchema);
      expect(hot.keywords.length).toBeGreaterThan(0);
    });

    it('parses the banners, the marquee, the footer and a demo launch', async () => {
      const client = testClient(server, 'siam', { language: 'th' });
      const status = await parsed(client, 'systemStatus', systemStatusSchema, { osType: 4 });
      expect(status.messageBannerIndex?.map((banner) => banner.id)).toEqual(['1', '2', '3']);
      expect(status.messageBannerIndex?.[0]).toMatchObject({ jumpType: 'activity', stay_time: 5 });
      const marquee = await parsed(client, 'marquee', marqueeSchema);
      expect(marquee.marqueeList.length).toBeGreaterThan(0);
      const footer = await parsed(client, 'footerConfig', footerConfigSchema);
      expect(footer.commonConfig?.hideFooterOnMobile).toBe(true);
      const launch = await parsed(client, 'demoGameLaunch', gameLaunchSchema, { gameId: 30001 });
      expect(launch).toMatchObject({ gameId: '30001', mode: 'demo', balance: 2000 });
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
      expect(status).toMatchObject({ orderId: pay.orderId, kind: 'deposit', amount: '12' });
      const list = await parsed(client, 'orderList', orderListSchema, { kind: 'deposit' });
      expect(list.list.map((order) => order.orderId)).toContain(pay.orderId);
    });
  });

  describe('when a player uses the money calls', () => {
    it('parses the channels, a channel deposit, the pending order and the first-charge offer', async () => {
      const client = testClient(server, 'nova');
      await client.login('satoshi01');
      const channels = await parsed(client, 'payChannels', payChannelListSchema);
      expect(channels[0]).toMatchObject({ channelId: 'btc', currency: 'BTC1:100000', payCurrency: 'BTC' });
      const order = await parsed(client, 'pay', depositOrderSchema, {
        requestId: 'shape-deposit-0000001',
        channelId: 'btc',
        amount: '25000',
        payer: { walletAddress: 'bc1qar0srrr7xfkvy5l643lydnw9re59gtzzwf5mdq' },
      });
      expect(order.payment).toMatchObject({ payAmount: '0.25', payCurrency: 'BTC' });
      expect(await parsed(client, 'pendingOrder', pendingOrderSchema)).toMatchObject({
        orderId: order.orderId,
      });
      expect(
        await parsed(client, 'orderStatus', depositOrderSchema, { orderId: order.orderId }),
      ).toMatchObject({
        status: 'pending',
        channelId: 'btc',
      });
      const newbie = testClient(server);
      await newbie.login('newbie01');
      const offer = await parsed(newbie, 'firstChargePop', firstChargeOfferSchema);
      expect(offer).toMatchObject({ show: true, currency: 'BRL' });
      expect(offer.tiers.length).toBeGreaterThan(0);
    });

    it('parses the withdraw info, the accounts, a withdrawal and a password change', async () => {
      const client = testClient(server, 'siam');
      await client.login('somchai01');
      const info = await parsed(client, 'withdrawInfo', withdrawInfoSchema);
      expect(info).toMatchObject({ currency: 'THB', balance: '5000', hasWithdrawPassword: true });
      const added = await parsed(client, 'addWithdrawAccount', withdrawAccountSchema, {
        requestId: 'shape-account-0000001',
        kind: 'bank',
        name: 'Bangkok Bank',
        holder: 'Somchai Jaidee',
        number: '9876543210',
      });
      expect(added.number).toBe('987***3210');
      expect((await parsed(client, 'withdrawAccounts', withdrawAccountListSchema)).at(-1)).toEqual(added);
      const order = await parsed(client, 'withdraw', withdrawOrderSchema, {
        requestId: 'shape-withdraw-000001',
        accountId: added.accountId,
        amount: '1000',
        withdrawPassword: '123456',
      });
      expect(order).toMatchObject({ status: 'pending', fee: '0', receive: '1000' });
      const changed = await parsed(client, 'changeWithdrawPassword', withdrawPasswordAnswerSchema, {
        requestId: 'shape-password-000001',
        oldPassword: '123456',
        password: '135790',
      });
      expect(changed).toEqual({ hasWithdrawPassword: true });
    });
  });
});
