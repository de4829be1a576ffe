// @vitest-environment node
// The money domain against the reference hall server on loopback: channels, a deposit and its
// success shown once, the pending order shown instead of a second deposit, "I have
// transferred", cancel and the voucher, the records, the first charge, the withdrawal with its
// refusals (3003, the PIN, the bet requirement), the withdraw password, forced binding, and a
// first call that loads the money chunk only then.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import type { SocketConstructor } from '@lobbykit/realtime';
import { uploadBody } from '@lobbykit/transport/upload';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import type { Lobby } from '../create-lobby';
import { noticeReceived } from '../session/actions';
import { hallLobby } from '../test-support/hall-lobby';
import { POLL } from '../test-support/test-lobby';
import type { MoneyEvents } from './options';

let hall: TestHall;
const lobbies: Lobby[] = [];
let loads = 0;

const PIX_PAYER = { name: 'Ana Souza', cpf: '12345678901' };
const TED_PAYER = { name: 'Ana Souza', phone: '11987654321', email: 'ana@example.com' };

async function playerLobby(username: string, siteCode = 'demo') {
  const lobby = hallLobby(
    hall,
    {
      storage: memoryStorage(),
      device: { id: `money-device-${lobbies.length}`, model: 'Vitest Phone' },
      hall: { retry: { maxAttempts: 3, baseDelayMs: 5, maxDelayMs: 20 }, upload: uploadBody },
      session: { WebSocket: WebSocket as unknown as SocketConstructor, share: false, BroadcastChannel: null },
      money: {
        locks: null,
        retryDelayMs: 20,
        loadMoney: () => {
          loads++;
          return import('./money-runner');
        },
      },
    },
    siteCode,
  );
  lobbies.push(lobby);
  await lobby.boot();
  const outcome = await lobby.session.login({ username, password: SEED_PASSWORD });
  if (!outcome.ok) throw new Error(`login ${username} failed: ${JSON.stringify(outcome)}`);
  await expect.poll(() => lobby.store.getState().player.realtime, POLL).toBe('live');
  return lobby;
}

function recorded<K extends keyof MoneyEvents>(lobby: Lobby, name: K): MoneyEvents[K][] {
  const seen: MoneyEvents[K][] = [];
  lobby.money.events.on(name, (event) => seen.push(event));
  return seen;
}

const gameGold = (lobby: Lobby) => {
  const { session } = lobby.store.getState();
  return session.status === 'player' ? session.account.game_gold : undefined;
};

async function pixChannel(lobby: Lobby) {
  const channels = await lobby.money.channels();
  if (!channels.ok) throw new Error(JSON.stringify(channels));
  return channels.data.find((channel) => channel.channelId === 'pix')!;
}

async function tedChannel(lobby: Lobby) {
  const channels = await lobby.money.channels();
  if (!channels.ok) throw new Error(JSON.stringify(channels));
  return channels.data.find((channel) => channel.channelId === 'ted')!;
}

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.noticeFaults.clear();
});
afterAll(() => hall.close());

describe('money', () => {
  describe('when a visitor asks', () => {
    it('answers notPlayer and sends nothing', async () => {
      const lobby = hallLobby(hall, { storage: memoryStorage(), session: { WebSocket: null } });
      lobbies.push(lobby);
      await lobby.boot();
      expect(await lobby.money.channels()).toEqual({ ok: false, reason: 'notPlayer' });
    });
  });

  describe('when a money notice comes while a read is on its way', () => {
    it('reads again and answers with the data, not an empty success', async () => {
      const lobby = await playerLobby('player01');
      await lobby.money.withdrawInfo();
      await hall.control.faults.add({ kind: 'delay', route: 'withdrawInfo', ms: 300, times: 1 });
      const reading = lobby.money.withdrawInfo();
      await new Promise((resolve) => setTimeout(resolve, 100));
      lobby.store.dispatch(
        noticeReceived({ msgId: `cut-${Date.now()}`, type: 'gameGoldChange', data: { game_gold: 1 } }),
      );
      const answer = await reading;
      expect(answer).toMatchObject({ ok: true, data: { withdrawable: expect.any(String) } });
    });
  });

  describe('when a new player deposits through PIX', () => {
    it('loads the money code on the first call, credits once and shows the first-charge success once', async () => {
      const before = loads;
      const lobby = await playerLobby('newbie01');
      expect(loads).toBe(before);
      const succeeded = recorded(lobby, 'depositSucceeded');
      const offer = await lobby.money.firstCharge();
      expect(loads).toBe(before + 1);
      expect(offer.ok && offer.data.tiers.length).toBeGreaterThan(0);

      const outcome = await lobby.money.deposit({
        channel: await pixChannel(lobby),
        amount: '50',
        payer: PIX_PAYER,
      });
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      expect(outcome.order).toMatchObject({ status: 'pending', amount: '50', bonus: '25' });
      expect(outcome.order.payment.qrCode).toContain('br.gov.bcb.pix');

      await expect.poll(() => succeeded, POLL).toHaveLength(1);
      expect(succeeded[0]).toMatchObject({ orderId: outcome.order.orderId, isFirst: true, amount: 50 });
      await expect.poll(() => gameGold(lobby), POLL).toBe(50);
      const records = await lobby.money.records({ kind: 'deposit' });
      expect(records.ok && records.data.list[0]).toMatchObject({
        orderId: outcome.order.orderId,
        status: 'success',
      });
      expect(lobby.money.state()).toEqual({ deposit: 'idle', withdraw: 'idle' });
      expect(loads).toBe(before + 1);
    });
  });

  describe('when a deposit by transfer waits for its payment', () => {
    it('shows it instead of making a second one, then takes "I have transferred", a voucher and a cancel', async () => {
      const lobby = await playerLobby('player01');
      const ted = await tedChannel(lobby);
      const first = await lobby.money.deposit({ channel: ted, amount: '100', payer: TED_PAYER });
      if (!first.ok) throw new Error(JSON.stringify(first));
      const second = await lobby.money.deposit({ channel: ted, amount: '200', payer: TED_PAYER });
      expect(second).toMatchObject({
        ok: false,
        reason: 'pendingOrder',
        order: { orderId: first.order.orderId },
      });
      const pending = await lobby.money.pendingOrder();
      expect(pending.ok && pending.data?.orderId).toBe(first.order.orderId);

      const voucher = await lobby.money.uploadVoucher(
        first.order.orderId,
        new Blob([new Uint8Array([137, 80, 78, 71])], { type: 'image/png' }),
      );
      expect(voucher.ok && voucher.data.voucher?.url).toMatch(/voucher/);
      const cancelled = await lobby.money.cancelOrder(first.order.orderId);
      expect(cancelled.ok && cancelled.data.status).toBe('cancelled');
      const again = await lobby.money.cancelOrder(first.order.orderId);
      expect(again).toMatchObject({ ok: false, reason: 'refused', code: 'order-not-pending' });

      const third = await lobby.money.deposit({ channel: ted, amount: '150', payer: TED_PAYER });
      if (!third.ok) throw new Error(JSON.stringify(third));
      const succeeded = recorded(lobby, 'depositSucceeded');
      const gold = gameGold(lobby)!;
      const confirmed = await lobby.money.confirmTransfer(third.order.orderId);
      expect(confirmed.ok && confirmed.data.transferredAt).toEqual(expect.any(Number));
      await expect.poll(() => succeeded, POLL).toHaveLength(1);
      await expect.poll(() => gameGold(lobby), POLL).toBe(gold + 150);
    });
  });

  describe('when the form is wrong', () => {
    it('names the field and sends nothing', async () => {
      const lobby = await playerLobby('player01');
      const pix = await pixChannel(lobby);
      const requests = (await hall.control.requests.list({ route: 'pay' })).length;
      expect(await lobby.money.deposit({ channel: pix, amount: '5', payer: PIX_PAYER })).toMatchObject({
        reason: 'invalid',
        check: { field: 'amount', code: 'belowMin' },
      });
      expect(
        await lobby.money.deposit({ channel: pix, amount: '20', payer: { name: 'Ana Souza' } }),
      ).toMatchObject({
        reason: 'invalid',
        check: { field: 'cpf', code: 'required' },
      });
      expect((await hall.control.requests.list({ route: 'pay' })).length).toBe(requests);
    });
  });

  describe('when a player without a withdraw password withdraws', () => {
    it('answers withdrawPasswordRequired (3003); after setting one the withdrawal is under review, then paid', async () => {
      const lobby = await playerLobby('agent01');
      const info = await lobby.money.withdrawInfo();
      if (!info.ok) throw new Error(JSON.stringify(info));
      expect(info.data.hasWithdrawPassword).toBe(false);
      const account = await lobby.money.addAccount({
        kind: 'ewallet',
        name: 'PicPay',
        holder: 'Agent One',
        number: 'agent01@picpay',
      });
      if (!account.ok) throw new Error(JSON.stringify(account));
      const form = { info: info.data, accountId: account.data.accountId, amount: '10', password: '135790' };
      expect(await lobby.money.withdraw(form)).toEqual({ ok: false, reason: 'withdrawPasswordRequired' });
      expect(await lobby.money.setWithdrawPassword('123456')).toEqual({
        ok: false,
        reason: 'invalid',
        code: 'consecutive',
      });
      expect(await lobby.money.setWithdrawPassword('135790')).toEqual({ ok: true });

      const paid = recorded(lobby, 'withdrawSucceeded');
      expect(await lobby.money.withdraw({ ...form, password: '1357' })).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'password',
        code: 'length',
      });
      expect(await lobby.money.withdraw({ ...form, password: '000001' })).toMatchObject({
        ok: false,
        reason: 'passwordWrong',
        attemptsLeft: 4,
      });
      const outcome = await lobby.money.withdraw(form);
      if (!outcome.ok) throw new Error(JSON.stringify(outcome));
      expect(outcome.order).toMatchObject({ status: 'pending', amount: '10', fee: '0.1', receive: '9.9' });
      await expect.poll(() => gameGold(lobby), POLL).toBe(90);
      await expect.poll(() => paid, POLL).toHaveLength(1);
      const changed = await lobby.money.changeWithdrawPassword('135790', '246801');
      expect(changed).toEqual({ ok: true });
    });
  });

  describe('when the bet requirement is not met', () => {
    it('refuses before anything is sent when the page shows it, and the hall says what remains', async () => {
      const lobby = await playerLobby('audit01');
      const info = await lobby.money.withdrawInfo();
      if (!info.ok) throw new Error(JSON.stringify(info));
      expect(info.data).toMatchObject({ withdrawable: '0', betRequirement: '600' });
      const form = { info: info.data, accountId: '1', amount: '10', password: '123456' };
      expect(await lobby.money.withdraw(form)).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'amount',
        code: 'aboveWithdrawable',
      });
      const stale = { ...info.data, withdrawable: '300' };
      expect(await lobby.money.withdraw({ ...form, info: stale })).toEqual({
        ok: false,
        reason: 'betRequirement',
        betRequirement: '600',
      });
    });
  });

  describe('when a rich player without a binding opens the lobby', () => {
    it('shows the forced binding and refuses a large withdrawal (70202); below the limit it ends', async () => {
      await hall.control.users.set('demo', 'rich01', { gameGold: 20000 });
      const lobby = await playerLobby('rich01');
      await expect
        .poll(() => lobby.money.forcedBinding(), POLL)
        .toEqual({
          show: true,
          required: ['phone', 'email', 'googleAuth'],
          limit: '5000',
        });
      const refused = await lobby.money.withdraw({
        info: {
          currency: 'BRL',
          balance: '20000',
          withdrawable: '20000',
          betRequirement: '0',
          min: '1',
          max: '50000',
          fee: { rate: '0.01', fixed: '0' },
          hasWithdrawPassword: true,
        },
        accountId: '3001',
        amount: '100',
        password: '123456',
      });
      expect(refused).toEqual({ ok: false, reason: 'mustBind', bindings: ['phone', 'email', 'googleAuth'] });
      await hall.control.users.set('demo', 'rich01', { gameGold: 4999.99 });
      await lobby.session.refreshBalance();
      expect(await lobby.money.forcedBinding()).toEqual({ show: false });
    });
  });
});
