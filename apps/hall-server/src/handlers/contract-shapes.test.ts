// The answers of the catalogue, launch, home content, jackpot, user info, order, money and
// promotions calls parse with the contract's schemas, as the lobby parses them.
import {
  activityListSchema,
  cutOnceDrawSchema,
  cutOnceSchema,
  eventCategoryListSchema,
  hallNoticePageSchema,
  newComerBenefitsSchema,
  noticeFrameBoxSchema,
  rewardReceivedSchema,
  siteUrlInfoSchema,
  taskListSchema,
  waitingCollectSchema,
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

  describe('when a visitor reads the promotions', () => {
    it('parses the categories, the activities, the notices, the frames and the hidden pops', async () => {
      const client = testClient(server);
      const categories = await parsed(client, 'eventCategory', eventCategoryListSchema);
      expect(categories.map((category) => category.id)).toEqual([1, 2, 3]);
      const activities = await parsed(client, 'activityList', activityListSchema);
      expect(activities).toHaveLength(5);
      expect(activities[0]).toEqual({
        id: '101',
        categoryId: 1,
        title: 'First deposit +100%',
        banner: '/active/demo-banner-1.png',
        content: '<p>Double your first deposit.</p>',
        startTime: undefined,
        endTime: undefined,
      });
      expect(activities.find((activity) => activity.id === '202')?.endTime).toBeGreaterThan(Date.now());
      const notices = await parsed(client, 'notices', hallNoticePageSchema, { noticeType: 3, page: 1 });
      expect(notices.total).toBe(8);
      expect(notices.list.every((notice) => notice.type === 3 && notice.content.startsWith('<p>'))).toBe(
        true,
      );
      const frames = await parsed(client, 'frameBoxInfo', noticeFrameBoxSchema);
      expect(frames.noticeFrameMsgList[0]).toMatchObject({ id: '1001001', title: 'Welcome bonus' });
      expect(frames.noticeFrameMsgList[0]?.image).toMatch(/^\/active\//);
      expect(await parsed(client, 'cutOncePop', cutOnceSchema)).toEqual({ show: false });
      expect(await parsed(client, 'waitingCollectPop', waitingCollectSchema)).toEqual({
        show: false,
        items: [],
      });
      expect(await parsed(client, 'newComerBenefits', newComerBenefitsSchema)).toMatchObject({
        currentDay: 0,
      });
    });
  });

  describe('when a player reads and claims the promotions', () => {
    it('parses the pops, the tasks, the benefits, a draw and every claim answer', async () => {
      const client = testClient(server, 'siam');
      await client.login('niran01');
      for (const name of ['cutOncePop', 'newCutOncePop'] as const) {
        const pop = await parsed(client, name, cutOnceSchema);
        expect(pop).toMatchObject({ show: true, progress: '0', turns: 3 });
      }
      const draw = await parsed(client, 'chopOneKnifeTurns', cutOnceDrawSchema, { activityId: 'cut-once' });
      expect(draw).toMatchObject({ target: '50', turns: 2, completed: false });
      for (const code of ['xrfl', 'mrrw', 'mzrw', 'smrw'] as const) {
        const tasks = await parsed(client, 'taskData', taskListSchema, { code });
        expect(tasks.code).toBe(code);
        expect(tasks.list.map((task) => task.reward)).toEqual(['1', '5', '20']);
      }
      const waiting = await parsed(client, 'waitingCollectPop', waitingCollectSchema);
      expect(waiting.show).toBe(true);
      expect(waiting.items.every((item) => item.status === 1)).toBe(true);
      const one = await parsed(client, 'taskGetPrize', rewardReceivedSchema, {
        taskId: waiting.items[0]!.taskId,
      });
      expect(one).toMatchObject({ received: true, reward: waiting.items[0]!.reward });
      const rest = await parsed(client, 'receiveAll', rewardReceivedSchema);
      expect(rest.reward).toBe(
        String(waiting.items.slice(1).reduce((sum, item) => sum + Number(item.reward), 0)),
      );
      expect(await parsed(client, 'waitingCollectPop', waitingCollectSchema)).toEqual({
        show: false,
        items: [],
      });
      const benefits = await parsed(client, 'newComerBenefits', newComerBenefitsSchema);
      expect(benefits.currentDay).toBe(1);
      expect(benefits.list[0]).toEqual({ day: 1, title: 'Day 1 gift', reward: '2', status: 1 });
      const day = await parsed(client, 'requestReward', rewardReceivedSchema, { day: 1 });
      expect(day).toMatchObject({ received: true, reward: '2' });
      const activity = await parsed(client, 'sing', rewardReceivedSchema, { activityId: 101 });
      expect(activity).toMatchObject({ received: true, reward: '10' });
    });
  });

  describe('when the lobby reads the app download switches', () => {
    it('prompts on siam only, with download domains wherever the app is offered', async () => {
      const prompts = (switches: Record<string, unknown> | undefined) =>
        switches?.appButtonHidden === true &&
        switches.bootInstall === true &&
        switches.guildDownloadStyle === 2;
      const expected = { demo: false, siam: true, nova: false };
      for (const [siteCode, prompt] of Object.entries(expected)) {
        const client = testClient(server, siteCode);
        // The contract keeps the base site config loose; the lobby reads its switches by name.
        const config = await parsed(client, 'baseSiteConfig', v.record(v.string(), v.unknown()));
        const switches = config.switches as Record<string, unknown> | undefined;
        expect({ siteCode, prompt: prompts(switches) }).toEqual({ siteCode, prompt });
        const urls = await parsed(client, 'siteUrlConfig', siteUrlInfoSchema);
        const offered = switches?.appButtonHidden === false || prompts(switches);
        expect({ siteCode, domains: urls.download_domain_url.length > 0 }).toEqual({
          siteCode,
          domains: offered,
        });
      }
    });
  });
});
