import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { openSocket, serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';

interface Order {
  orderId: string;
  status: string;
  amount: string;
}

describe('wallet routes', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  async function loggedIn(username: string, siteCode = 'demo') {
    const client = testClient(server, siteCode, { deviceId: `wallet-${username}` });
    await client.login(username);
    return client;
  }

  describe('when a player deposits', () => {
    it('completes the order, credits the balance and pushes payOrderSuccess with isFirst', async () => {
      const client = await loggedIn('newbie01');
      const socket = await openSocket(server, `1001_${client.client.session.token!}`);
      await socket.next((frame) => frame.event === 'auth');
      const pay = await client.call<Order & { payUrl: string }>('pay', { amount: 120.5 });
      if (!pay.ok) throw new Error(JSON.stringify(pay.error));
      expect(pay.data).toMatchObject({ status: 'pending', amount: '120.5' });
      // Order ids are above 2^53 and travel as strings.
      expect(BigInt(pay.data.orderId) > 2n ** 53n).toBe(true);
      const notice = await socket.next((frame) => frame.type === 'payOrderSuccess');
      expect(notice.data).toEqual({
        orderId: pay.data.orderId,
        amount: 120.5,
        currency: 'BRL',
        isFirst: true,
      });
      expect(await socket.next((frame) => frame.type === 'gameGoldChange')).toMatchObject({
        data: { game_gold: 120.5 },
      });
      const gold = await client.call<{ game_gold: number }>('homeGold');
      expect(gold.ok && gold.data.game_gold).toBe(120.5);
      const status = await client.call<Order>('orderStatus', { orderId: pay.data.orderId });
      expect(status.ok && status.data.status).toBe('success');
      const page = await (await fetch(pay.data.payUrl)).text();
      expect(page).toContain(pay.data.orderId);
      const second = await client.call<Order>('pay', { amount: 10 });
      if (!second.ok) throw new Error('second pay failed');
      const next = await socket.next(
        (frame) => frame.type === 'payOrderSuccess' && (frame.data as Order).orderId === second.data.orderId,
      );
      expect((next.data as { isFirst: boolean }).isFirst).toBe(false);
      socket.close();
    });

    it('applies a deposit once when the answer was lost and the client sent it again with the same request id', async () => {
      const client = await loggedIn('player01', 'demo');
      const before = (await control.orders({ siteCode: 'demo', username: 'player01' })).length;
      await control.faults.add({ kind: 'reset', when: 'after', route: 'pay', times: 1 });
      const lost = await client.call<Order>('pay', { amount: 33 });
      expect(!lost.ok && lost.error.kind).toBe('network');
      const pay = await client.call<Order>('pay', { amount: 33 }, { requestId: lost.requestId });
      expect(pay.ok && pay.headers.get('x-hall-replayed')).toBe('1');
      const orders = await control.orders({ siteCode: 'demo', username: 'player01' });
      expect(orders.length).toBe(before + 1);
      await new Promise((resolve) => setTimeout(resolve, 100));
      const effects = await control.effects();
      expect(Math.max(...Object.values(effects))).toBe(1);
      expect(effects[`deposit:${orders.at(-1)!.orderId}`]).toBe(1);
    });

    it('refuses a restricted player with 1334 and a huge deposit with a noWalletOrderMsg notice', async () => {
      const limited = await loggedIn('limited01');
      expect(serviceCode(await limited.call('pay', { amount: 10 }))).toBe('1334');
      const player = await loggedIn('audit01');
      const socket = await openSocket(server, `1001_${player.client.session.token!}`);
      await socket.next((frame) => frame.event === 'auth');
      expect(serviceCode(await player.call('pay', { amount: 5_000_000 }))).toBe('invalid-params');
      expect(await socket.next((frame) => frame.type === 'noWalletOrderMsg')).toHaveProperty('data.message');
      expect(serviceCode(await player.call('pay', { amount: -1 }))).toBe('invalid-params');
      socket.close();
    });
  });

  describe('when a player withdraws', () => {
    it('needs a withdraw password first (3003), then checks it', async () => {
      const client = await loggedIn('agent01');
      expect(serviceCode(await client.call('withdraw', { amount: 10, withdrawPassword: '123456' }))).toBe(
        '3003',
      );
      expect(serviceCode(await client.call('setWithdrawPassword', { password: '12345' }))).toBe('4042');
      expect(serviceCode(await client.call('setWithdrawPassword', { password: 'abcdef' }))).toBe('4024');
      expect(serviceCode(await client.call('setWithdrawPassword', { password: '654321' }))).toBe(
        'withdraw-password-weak',
      );
      expect((await client.call('setWithdrawPassword', { password: '654320' })).ok).toBe(true);
      expect(serviceCode(await client.call('withdraw', { amount: 10, withdrawPassword: '111111' }))).toBe(
        'withdraw-password-wrong',
      );
      expect(
        serviceCode(await client.call('setWithdrawPassword', { password: '282828', oldPassword: '000000' })),
      ).toBe('withdraw-password-wrong');
      const withdraw = await client.call<Order>('withdraw', { amount: 10, withdrawPassword: '654320' });
      expect(withdraw.ok && withdraw.data.status).toBe('pending');
    });

    it('debits at once, completes later with withdrawOrderSuccess, and refuses more than the balance (9527)', async () => {
      const client = await loggedIn('somchai01', 'siam');
      const socket = await openSocket(server, `1002_${client.client.session.token!}`);
      await socket.next((frame) => frame.event === 'auth');
      const withdraw = await client.call<Order>('withdraw', { amount: 1000, withdrawPassword: '123456' });
      if (!withdraw.ok) throw new Error(JSON.stringify(withdraw.error));
      const gold = await client.call<{ game_gold: number }>('homeGold');
      expect(gold.ok && gold.data.game_gold).toBe(4000);
      expect(await socket.next((frame) => frame.type === 'withdrawOrderSuccess')).toMatchObject({
        data: { orderId: withdraw.data.orderId, amount: 1000 },
      });
      expect(
        serviceCode(await client.call('withdraw', { amount: 4000.01, withdrawPassword: '123456' })),
      ).toBe('9527');
      const list = await client.call<{ list: Order[]; total: number }>('orderList', { kind: 'withdraw' });
      expect(list.ok && list.data.list[0]?.orderId).toBe(withdraw.data.orderId);
      socket.close();
    });

    it('applies the large-amount rule: 70202 until one of the required bindings exists', async () => {
      const client = await loggedIn('rich01');
      const refused = await client.call('withdraw', { amount: 100, withdrawPassword: '123456' });
      expect(serviceCode(refused)).toBe('70202');
      expect(serviceError(refused)?.data).toEqual({ must_bind_item: 'phone,email,googleAuth' });
      const info = await client.call<{ must_bind_num: boolean; must_bind_item: string }>('userInfo');
      expect(info.ok && info.data).toMatchObject({
        must_bind_num: true,
        must_bind_item: 'phone,email,googleAuth',
      });
      expect((await client.call('sendCode', { channel: 'email', email: 'rich01@example.com' })).ok).toBe(
        true,
      );
      const outbox = await control.outbox();
      const code = outbox.filter((entry) => entry.to === 'rich01@example.com').at(-1)!.code;
      expect((await client.call('bindEmail', { email: 'rich01@example.com', code })).ok).toBe(true);
      expect((await client.call('withdraw', { amount: 100, withdrawPassword: '123456' })).ok).toBe(true);
    });
  });

  describe('when an amount is below or between the minor units of the wallet', () => {
    it('refuses a pay of 0.001 and of 0.005 with the amount error and creates no order', async () => {
      const client = await loggedIn('player01');
      const before = (await control.orders({ siteCode: 'demo', username: 'player01' })).length;
      for (const amount of [0.001, 0.005, '0.005', 10.005]) {
        const refused = await client.call('pay', { amount });
        expect(serviceCode(refused), String(amount)).toBe('invalid-params');
        expect(serviceError(refused)?.serverMessage).toMatch(/amount/);
      }
      expect(await control.orders({ siteCode: 'demo', username: 'player01' })).toHaveLength(before);
      const cent = await client.call<Order>('pay', { amount: 0.01 });
      expect(cent.ok && cent.data.amount).toBe('0.01');
    });

    it('refuses a withdrawal of 0.005 and leaves the balance as it was', async () => {
      const client = await loggedIn('somchai01', 'siam');
      const gold = async () => {
        const answer = await client.call<{ game_gold: number }>('homeGold');
        if (!answer.ok) throw new Error(JSON.stringify(answer.error));
        return answer.data.game_gold;
      };
      const before = await gold();
      const refused = await client.call('withdraw', { amount: 0.005, withdrawPassword: '123456' });
      expect(serviceCode(refused)).toBe('invalid-params');
      expect(await gold()).toBe(before);
    });
  });
});
