// Withdrawals: the info, receiving accounts, limits and fees, the withdraw password's rule and
// its change, and 50 withdrawals of one wallet at once (never below zero, paid out = debited).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';
import { SEED_WITHDRAW_PASSWORD } from '../world/users';

interface WithdrawOrder {
  orderId: string;
  status: string;
  amount: string;
  fee: string;
  receive: string;
  accountId?: string;
}

interface Account {
  accountId: string;
  kind: string;
  name: string;
  holder?: string;
  number: string;
}

let server: HallServer;
let control: ControlClient;
let ids = 0;
const newId = () => `withdraw-test-${String(++ids).padStart(6, '0')}`;

beforeAll(async () => {
  server = await startTestHall();
  control = createControlClient(server.controlUrl!);
});
afterAll(async () => {
  await server.close();
});

async function loggedIn(username: string, siteCode = 'demo') {
  const client = testClient(server, siteCode, { deviceId: `withdraw-${username}-${++ids}` });
  await client.login(username);
  return client;
}

describe('withdraw info', () => {
  describe('when a player opens the withdraw page', () => {
    it('answers the balance, what may be withdrawn, the bet requirement, the limits and the fee', async () => {
      const client = await loggedIn('player01');
      const info = await client.call('withdrawInfo');
      expect(info.ok && info.data).toEqual({
        currency: 'BRL',
        balance: '1000',
        withdrawable: '1000',
        betRequirement: '0',
        min: '1',
        max: '50000',
        fee: { rate: '0.01', fixed: '0' },
        hasWithdrawPassword: true,
      });
      const audit = await (await loggedIn('audit01')).call('withdrawInfo');
      expect(audit.ok && audit.data).toMatchObject({ withdrawable: '0', betRequirement: '600' });
    });
  });
});

describe('receiving accounts', () => {
  describe('when a player adds accounts', () => {
    it('keeps each kind, shows the number masked, and names a wrong field', async () => {
      const client = await loggedIn('newbie01');
      const bank = await client.call<Account>('addWithdrawAccount', {
        requestId: newId(),
        kind: 'bank',
        name: 'Itaú',
        holder: 'Nova Pessoa',
        number: '0012-3456789',
      });
      expect(bank.ok && bank.data).toMatchObject({ kind: 'bank', number: '001***6789' });
      const wallet = await client.call<Account>('addWithdrawAccount', {
        requestId: newId(),
        kind: 'crypto',
        name: 'USDT-TRC20',
        number: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
      });
      expect(wallet.ok && wallet.data.holder).toBeUndefined();
      const wrong = await client.call('addWithdrawAccount', {
        requestId: newId(),
        kind: 'bank',
        name: 'Itaú',
        holder: 'Nova Pessoa',
        number: '12',
      });
      expect(serviceError(wrong)).toMatchObject({ code: 'account-invalid', data: { field: 'number' } });
      const list = await client.call<Account[]>('withdrawAccounts');
      expect(list.ok && list.data.map((account) => account.kind)).toEqual(['bank', 'crypto']);
      // The full number never leaves the hall.
      expect(JSON.stringify(list)).not.toContain('3456789');
    });
  });

  describe('when the same add is sent again with its request id', () => {
    it('adds one account', async () => {
      const client = await loggedIn('agent01');
      const add = {
        requestId: newId(),
        kind: 'ewallet',
        name: 'PicPay',
        holder: 'Agent One',
        number: 'agent01@picpay',
      };
      await Promise.all([client.call('addWithdrawAccount', add), client.call('addWithdrawAccount', add)]);
      const list = await client.call<Account[]>('withdrawAccounts');
      expect(list.ok && list.data).toHaveLength(1);
    });
  });
});

describe('a withdrawal', () => {
  describe('when it goes to an account with a fee', () => {
    it('debits the amount at once, keeps the fee, and pays the rest', async () => {
      const client = await loggedIn('player01');
      const accounts = await client.call<Account[]>('withdrawAccounts');
      const account = accounts.ok ? accounts.data[0] : undefined;
      const order = await client.call<WithdrawOrder>('withdraw', {
        requestId: newId(),
        accountId: account!.accountId,
        amount: '123.45',
        withdrawPassword: SEED_WITHDRAW_PASSWORD,
      });
      // 1% of 123.45 is 1.2345: 1.23 to the cent.
      expect(order.ok && order.data).toMatchObject({
        status: 'pending',
        amount: '123.45',
        fee: '1.23',
        receive: '122.22',
        accountId: account!.accountId,
      });
      expect((await control.users.get('demo', 'player01')).game_gold).toBe(876.55);
    });
  });

  describe("when the account is not the player's, or the amount is outside the limits", () => {
    it('refuses each with its code and debits nothing', async () => {
      const client = await loggedIn('somchai01', 'siam');
      const before = (await control.users.get('siam', 'somchai01')).game_gold;
      const send = (fields: Record<string, unknown>) =>
        client.call('withdraw', { requestId: newId(), withdrawPassword: SEED_WITHDRAW_PASSWORD, ...fields });
      expect(serviceCode(await send({ amount: '100', accountId: '1001' }))).toBe('account-not-found');
      expect(serviceError(await send({ amount: '99.99' }))).toMatchObject({
        code: 'amount-out-of-range',
        data: { min: '100', max: '200000' },
      });
      expect(serviceCode(await send({ amount: '100.001' }))).toBe('invalid-params');
      expect((await control.users.get('siam', 'somchai01')).game_gold).toBe(before);
    });
  });
});

describe('the withdraw password', () => {
  describe('when a player sets or changes it', () => {
    it('refuses six equal or consecutive digits, and changes it only with the old one', async () => {
      const client = await loggedIn('rupee01', 'nova');
      for (const weak of ['000000', '999999', '123456', '456789', '987654', '543210']) {
        expect(
          serviceCode(await client.call('setWithdrawPassword', { requestId: newId(), password: weak })),
          weak,
        ).toBe('withdraw-password-weak');
      }
      expect(
        serviceCode(
          await client.call('changeWithdrawPassword', {
            requestId: newId(),
            oldPassword: '',
            password: '135790',
          }),
        ),
      ).toBe('3003');
      expect((await client.call('setWithdrawPassword', { requestId: newId(), password: '135790' })).ok).toBe(
        true,
      );
      expect(
        serviceCode(
          await client.call('changeWithdrawPassword', {
            requestId: newId(),
            oldPassword: '000001',
            password: '246802',
          }),
        ),
      ).toBe('withdraw-password-wrong');
      const changed = await client.call('changeWithdrawPassword', {
        requestId: newId(),
        oldPassword: '135790',
        password: '246802',
      });
      expect(changed.ok && changed.data).toEqual({ hasWithdrawPassword: true });
      const info = await client.call<{ hasWithdrawPassword: boolean }>('withdrawInfo');
      expect(info.ok && info.data.hasWithdrawPassword).toBe(true);
    });
  });

  describe('when a change is sent again after its answer was lost', () => {
    it('answers the first answer instead of refusing the now wrong old password', async () => {
      const client = await loggedIn('crypto01', 'nova');
      const change = { requestId: newId(), oldPassword: SEED_WITHDRAW_PASSWORD, password: '314159' };
      await control.faults.add({ kind: 'reset', when: 'after', route: 'changeWithdrawPassword', times: 1 });
      const lost = await client.call('changeWithdrawPassword', change);
      expect(!lost.ok && lost.error.kind).toBe('network');
      const again = await client.call('changeWithdrawPassword', change);
      expect(again.ok && again.headers.get('x-hall-replayed')).toBe('1');
    });
  });
});

describe('50 withdrawals of one wallet at once', () => {
  describe('when they ask for more than the wallet holds together', () => {
    it('never takes the balance below zero, and what was paid out is what left the wallet', async () => {
      await control.users.set('demo', 'rich01', { gameGold: 1000 });
      const client = await loggedIn('rich01');
      const amounts = Array.from(
        { length: 50 },
        (_, n) => `${37 + (n % 7)}.${String(n % 100).padStart(2, '0')}`,
      );
      const answers = await Promise.all(
        amounts.map((amount) =>
          client.call<WithdrawOrder>('withdraw', {
            requestId: newId(),
            amount,
            withdrawPassword: SEED_WITHDRAW_PASSWORD,
          }),
        ),
      );
      const accepted = answers.flatMap((answer) => (answer.ok ? [answer.data] : []));
      const refused = answers.filter((answer) => !answer.ok);
      expect(accepted.length).toBeGreaterThan(0);
      expect(refused.length).toBeGreaterThan(0);
      for (const answer of refused) expect(serviceCode(answer)).toBe('9527');
      const cents = (text: string) => {
        const [whole, fraction = ''] = text.split('.');
        return BigInt(whole! + fraction.padEnd(2, '0'));
      };
      const debited = accepted.reduce((sum, order) => sum + cents(order.amount), 0n);
      const paidOut = accepted.reduce((sum, order) => sum + cents(order.receive) + cents(order.fee), 0n);
      const after = (await control.users.get('demo', 'rich01')).game_gold as number;
      expect(after).toBeGreaterThanOrEqual(0);
      expect(paidOut).toBe(debited);
      expect(BigInt(Math.round(after * 100))).toBe(100000n - debited);
      const effects = await control.effects();
      expect(Object.values(effects).filter((count) => count > 1)).toEqual([]);
    });
  });
});
