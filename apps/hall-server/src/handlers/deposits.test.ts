// Deposits through pay channels: limits, payer fields, the bonus and its bet requirement, the
// first charge, "I have transferred", cancel, expiry, the voucher, the pending order, the
// records' filters, and one deposit for every retry of one submission.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { openSocket, serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';

interface DepositOrder {
  orderId: string;
  status: string;
  amount: string;
  bonus?: string;
  expiresAt: number;
  transferredAt?: number;
  voucher?: { url: string };
  payment: {
    payAmount: string;
    payCurrency: string;
    qrCode?: string;
    fields: { key: string; value: string }[];
  };
}

interface Channel {
  channelId: string;
  min: string;
  max: string;
  payerFields: string[];
  presets: { amount: string; bonusPercent?: string }[];
}

const PIX_PAYER = { name: 'Ana Souza', cpf: '12345678901' };
const TED_PAYER = { name: 'Ana Souza', phone: '5511987654321', email: 'ana@example.com' };

let server: HallServer;
let control: ControlClient;
let ids = 0;
/** A fresh money request id (16+ characters). */
const newId = () => `deposit-test-${String(++ids).padStart(6, '0')}`;

beforeAll(async () => {
  server = await startTestHall();
  control = createControlClient(server.controlUrl!);
});
afterAll(async () => {
  await server.close();
});

async function loggedIn(username: string, siteCode = 'demo') {
  const client = testClient(server, siteCode, { deviceId: `deposit-${username}-${++ids}` });
  await client.login(username);
  return client;
}

const gold = async (siteCode: string, username: string) =>
  (await control.users.get(siteCode, username)).game_gold as number;

describe('pay channels', () => {
  describe('when a player of each currency asks', () => {
    it('answers the channels of the wallet currency, ratio variants paid in their base', async () => {
      const brl = await (await loggedIn('player01')).call<Channel[]>('payChannels');
      expect(brl.ok && brl.data.map((channel) => channel.channelId)).toEqual(['pix', 'ted']);
      expect(brl.ok && brl.data[0]).toMatchObject({
        min: '10',
        max: '50000',
        payerFields: ['name', 'cpf'],
        presets: expect.arrayContaining([{ amount: '50', bonusPercent: '5' }]),
      });
      const btc = await (await loggedIn('satoshi01', 'nova')).call<Channel[]>('payChannels');
      expect(btc.ok && btc.data[0]).toMatchObject({ currency: 'BTC1:100000', payCurrency: 'BTC' });
      const usdt = await (await loggedIn('crypto01', 'nova')).call<Channel[]>('payChannels');
      expect(usdt.ok && usdt.data[0]).toMatchObject({ currency: 'USDT1:1', payCurrency: 'USDT' });
    });
  });
});

describe('a channel deposit', () => {
  describe('when the amount is outside the channel', () => {
    it('refuses it with the limits and makes no order', async () => {
      const client = await loggedIn('player01');
      const before = (await control.orders({ siteCode: 'demo', username: 'player01' })).length;
      for (const amount of ['9.99', '50000.01']) {
        const refused = await client.call('pay', {
          requestId: newId(),
          channelId: 'pix',
          amount,
          payer: PIX_PAYER,
        });
        expect(serviceCode(refused)).toBe('amount-out-of-range');
        expect(serviceError(refused)?.data).toEqual({ min: '10', max: '50000' });
      }
      expect(
        serviceCode(await client.call('pay', { requestId: newId(), channelId: 'nope', amount: '20' })),
      ).toBe('channel-unavailable');
      expect(await control.orders({ siteCode: 'demo', username: 'player01' })).toHaveLength(before);
    });
  });

  describe('when a payer field is missing or malformed', () => {
    it('names the field', async () => {
      const client = await loggedIn('player01');
      const noCpf = await client.call('pay', {
        requestId: newId(),
        channelId: 'pix',
        amount: '20',
        payer: { name: 'Ana Souza', cpf: '123456789012' },
      });
      expect(serviceCode(noCpf)).toBe('payer-field');
      expect(serviceError(noCpf)?.data).toEqual({ field: 'cpf' });
    });
  });

  describe('when a returning player deposits with the channel bonus', () => {
    it('credits the amount and the bonus once, adds the bet requirement, and blocks withdrawals until it is met', async () => {
      await control.users.set('demo', 'audit01', { gameGold: 300, bonus: 200, betRequirement: 0 });
      const client = await loggedIn('audit01');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'pix',
        amount: '100',
        payer: PIX_PAYER,
      });
      if (!order.ok) throw new Error(JSON.stringify(order.error));
      expect(order.data).toMatchObject({ status: 'pending', amount: '100', bonus: '5' });
      expect(order.data.payment).toMatchObject({ payAmount: '100', payCurrency: 'BRL' });
      expect(order.data.payment.qrCode).toContain('br.gov.bcb.pix');
      await expect.poll(() => gold('demo', 'audit01'), { timeout: 5000 }).toBe(400);
      const user = await control.users.get('demo', 'audit01');
      expect(user).toMatchObject({ bonus: 205, auditMode: 1 });
      const info = await client.call<{ betRequirement: string; withdrawable: string }>('withdrawInfo');
      expect(info.ok && info.data).toMatchObject({ betRequirement: '15', withdrawable: '0' });
      const withdraw = await client.call('withdraw', { amount: 10, withdrawPassword: '123456' });
      expect(serviceCode(withdraw)).toBe('bet-requirement');
      expect(serviceError(withdraw)?.data).toEqual({ betRequirement: '15' });
    });
  });

  describe('when the player turns the bonus down', () => {
    it('credits no bonus and adds no requirement', async () => {
      await control.users.set('demo', 'audit01', { gameGold: 300, bonus: 200, betRequirement: 0 });
      const client = await loggedIn('audit01');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'pix',
        amount: '100',
        payer: PIX_PAYER,
        bonusOptOut: true,
      });
      expect(order.ok && order.data.bonus).toBe('0');
      await expect.poll(() => gold('demo', 'audit01'), { timeout: 5000 }).toBe(400);
      expect(await control.users.get('demo', 'audit01')).toMatchObject({ bonus: 200 });
    });
  });

  describe('when a new player makes the first charge', () => {
    it('earns the tier of the amount, and the notice says it was the first', async () => {
      const client = await loggedIn('newbie01');
      const socket = await openSocket(server, `1001_${client.client.session.token!}`);
      await socket.next((frame) => frame.event === 'auth');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'pix',
        amount: '200',
        payer: PIX_PAYER,
      });
      // Tier "100 or more: 100%, at most 500".
      expect(order.ok && order.data.bonus).toBe('200');
      const notice = await socket.next((frame) => frame.type === 'payOrderSuccess');
      expect(notice.data).toMatchObject({ amount: 200, isFirst: true });
      const offer = await client.call<{ show: boolean }>('firstChargePop');
      expect(offer.ok && offer.data.show).toBe(false);
      socket.close();
    });
  });
});

describe('a deposit by bank transfer', () => {
  describe('when the player has not said "I have transferred"', () => {
    it('stays pending and is the pending order; after it, it is paid', async () => {
      const client = await loggedIn('player01');
      const before = await gold('demo', 'player01');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'ted',
        amount: '150',
        payer: TED_PAYER,
      });
      if (!order.ok) throw new Error(JSON.stringify(order.error));
      expect(order.data.payment.fields.map((field) => field.key)).toEqual([
        'bank',
        'accountName',
        'accountNumber',
        'reference',
      ]);
      // Long past the time an automatic deposit takes: nothing was paid.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const pending = await client.call<DepositOrder | null>('pendingOrder');
      expect(pending.ok && pending.data?.orderId).toBe(order.data.orderId);
      expect(await gold('demo', 'player01')).toBe(before);

      const confirmed = await client.call<DepositOrder>('confirmTransfer', {
        requestId: newId(),
        orderId: order.data.orderId,
      });
      expect(confirmed.ok && confirmed.data.transferredAt).toEqual(expect.any(Number));
      await expect.poll(() => gold('demo', 'player01'), { timeout: 5000 }).toBe(before + 150);
      const settled = await client.call<DepositOrder | null>('pendingOrder');
      expect(settled.ok).toBe(true);
      expect(settled.ok && settled.data).toBeFalsy();
      const again = await client.call('confirmTransfer', { requestId: newId(), orderId: order.data.orderId });
      expect(serviceCode(again)).toBe('order-not-pending');
    });
  });

  describe('when the player uploads a voucher', () => {
    it('keeps one image of at most 5 MB on the order and refuses anything else', async () => {
      const client = await loggedIn('player01');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'ted',
        amount: '60',
        payer: TED_PAYER,
      });
      if (!order.ok) throw new Error(JSON.stringify(order.error));
      const orderId = order.data.orderId;
      const text = await client.call('uploadFile', {
        requestId: newId(),
        kind: 'voucher',
        orderId,
        file: new Blob(['not a picture'], { type: 'text/plain' }),
      });
      expect(serviceCode(text)).toBe('voucher-invalid');
      const big = await client.call('uploadFile', {
        requestId: newId(),
        kind: 'voucher',
        orderId,
        file: new Blob([new Uint8Array(5 * 1024 * 1024 + 1)], { type: 'image/png' }),
      });
      expect(serviceCode(big)).toBe('voucher-invalid');
      const image = await client.call<DepositOrder>('uploadFile', {
        requestId: newId(),
        kind: 'voucher',
        orderId,
        file: new Blob([new Uint8Array(5 * 1024 * 1024)], { type: 'image/jpeg' }),
      });
      expect(image.ok && image.data.voucher?.url).toMatch(/^\/upload\/voucher-/);
      await client.call('cancelOrder', { requestId: newId(), orderId });
    });
  });

  describe('when the player cancels', () => {
    it('cancels the order once; a settled order cannot be cancelled again', async () => {
      const client = await loggedIn('player01');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'ted',
        amount: '70',
        payer: TED_PAYER,
      });
      if (!order.ok) throw new Error(JSON.stringify(order.error));
      const cancelled = await client.call<DepositOrder>('cancelOrder', {
        requestId: newId(),
        orderId: order.data.orderId,
      });
      expect(cancelled.ok && cancelled.data.status).toBe('cancelled');
      expect(
        serviceCode(await client.call('cancelOrder', { requestId: newId(), orderId: order.data.orderId })),
      ).toBe('order-not-pending');
      const other = await loggedIn('somchai01', 'siam');
      expect(
        serviceCode(await other.call('cancelOrder', { requestId: newId(), orderId: order.data.orderId })),
      ).toBe('order-not-found');
    });
  });

  describe('when the order is not paid in time', () => {
    it('expires, and a transfer confirmed after that is refused', async () => {
      const client = await loggedIn('player01');
      const order = await client.call<DepositOrder>('pay', {
        requestId: newId(),
        channelId: 'ted',
        amount: '80',
        payer: TED_PAYER,
      });
      if (!order.ok) throw new Error(JSON.stringify(order.error));
      await control.clock(31 * 60_000);
      try {
        // The first call after the clock moved learns the hall's time (stale-timestamp), the second is signed right.
        const read = async () => {
          const first = await client.call<DepositOrder>('orderStatus', { orderId: order.data.orderId });
          return first.ok ? first : client.call<DepositOrder>('orderStatus', { orderId: order.data.orderId });
        };
        expect(await read()).toMatchObject({ ok: true, data: { status: 'expired' } });
        expect(
          serviceCode(
            await client.call('confirmTransfer', { requestId: newId(), orderId: order.data.orderId }),
          ),
        ).toBe('order-not-pending');
      } finally {
        await control.clock(0);
      }
    });
  });
});

describe('one deposit per submission', () => {
  describe('when the lobby sends the same submission again under new request id headers', () => {
    it('answers the first order every time and pays once', async () => {
      const client = await loggedIn('somchai01', 'siam');
      const before = (await control.orders({ siteCode: 'siam', username: 'somchai01' })).length;
      const submission = {
        requestId: newId(),
        channelId: 'promptpay',
        amount: '300',
        payer: { name: 'Somchai Jaidee', phone: '66812345678' },
      };
      const answers = await Promise.all([
        client.call<DepositOrder>('pay', submission),
        client.call<DepositOrder>('pay', submission),
        client.call<DepositOrder>('pay', submission),
      ]);
      const orderIds = new Set(answers.map((answer) => answer.ok && answer.data.orderId));
      expect(orderIds.size).toBe(1);
      expect(
        answers.filter((answer) => answer.ok && answer.headers.get('x-hall-replayed') === '1'),
      ).toHaveLength(2);
      expect(await control.orders({ siteCode: 'siam', username: 'somchai01' })).toHaveLength(before + 1);
      // The same id with other content is another submission's id: refused, nothing applied.
      const conflict = await client.call('pay', { ...submission, amount: '301' });
      expect(conflict).toMatchObject({ ok: false, error: { status: 409, code: 'request-id-conflict' } });
    });
  });
});

describe('the records', () => {
  describe('when filtered by kind, status and dates', () => {
    it('answers only the orders inside the filter, newest first', async () => {
      const client = await loggedIn('player01');
      const all = await client.call<{ list: { orderId: string; createdAt: number; status: string }[] }>(
        'orderList',
        { pageSize: 100 },
      );
      if (!all.ok) throw new Error('no records');
      const times = all.data.list.map((order) => order.createdAt);
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      const oldest = Math.min(...times);
      const seededOnly = await client.call<{ list: unknown[]; total: number }>('orderList', {
        kind: 'deposit',
        status: 'success',
        to: oldest + 120_000,
      });
      expect(seededOnly.ok && seededOnly.data.total).toBe(1);
      const cancelled = await client.call<{ list: { status: string }[] }>('orderList', {
        status: 'cancelled',
      });
      expect(cancelled.ok && cancelled.data.list.every((order) => order.status === 'cancelled')).toBe(true);
      const none = await client.call<{ total: number }>('orderList', { from: Date.now() + 86_400_000 });
      expect(none.ok && none.data.total).toBe(0);
    });
  });
});
