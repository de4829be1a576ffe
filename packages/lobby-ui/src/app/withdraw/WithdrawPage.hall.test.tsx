// The withdraw page wired into the app, on the reference hall server in jsdom: a new player with
// money and no withdrawal password is sent to the security page, sets it, comes back, adds a
// bank account and withdraws with the PIN ("under review", the balance down once); the hall's
// 9527 shows its own notice and its 3003 leads to the security page; a visitor is asked to log in.
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { SEED_WITHDRAW_PASSWORD } from '@lobbykit/test-utils/hall';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';

const WAIT = HALL_WAIT;
const suite = hallAppSuite();
const { openAs } = suite;

const gameGold = (lobby: ReactLobby) => {
  const { session: state } = lobby.store.getState();
  return state.status === 'player' ? state.account.game_gold : undefined;
};

describe('WithdrawPage', { timeout: 120_000 }, () => {
  describe('when a player with money has no withdrawal password', () => {
    it('sends them to security, brings them back once set, and withdraws with the PIN once', async () => {
      const name = `wd${Date.now() % 1_000_000_000}`;
      const { lobby, location } = await openAs({ register: name }, '/');
      await suite.hall().control.users.set('demo', name, { gameGold: 500 });
      await act(() => lobby.session.refreshBalance());
      // The registration's own prompt is not this test's.
      const prompt = await screen.findByRole('region', { name: 'Your account is ready' }, WAIT);
      await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));

      act(() => location.push('/withdraw'));
      expect(await screen.findByRole('heading', { level: 1, name: 'Account security' }, WAIT)).toBeTruthy();
      expect(location.current().href).toBe('/security?current=withdrawPassword&isCallbackWithdraw=1');
      expect((await screen.findByRole('alert', {}, WAIT)).textContent).toMatch(
        'Please bind a withdrawal password first.',
      );
      await userEvent.type(screen.getByLabelText('New withdrawal password'), '135790');
      await userEvent.type(screen.getByLabelText('Confirm withdrawal password'), '135790');
      await userEvent.click(screen.getByRole('button', { name: 'Save' }));

      expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' }, WAIT)).toBeTruthy();
      expect(location.current().href).toBe('/withdraw');
      await userEvent.click(await screen.findByRole('button', { name: 'Add account' }, WAIT));
      await userEvent.type(screen.getByRole('textbox', { name: 'Bank' }), 'Banco Azul');
      await userEvent.type(screen.getByRole('textbox', { name: 'Account holder' }), 'Ana Souza');
      await userEvent.type(screen.getByRole('textbox', { name: 'Account number' }), '0012345678');
      await userEvent.click(screen.getByRole('button', { name: 'Save account' }));

      const amount = await screen.findByRole('textbox', { name: 'Amount' }, WAIT);
      await userEvent.type(amount, '100');
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      const pad = await screen.findByRole('dialog', { name: 'Confirm withdrawal' }, WAIT);
      await userEvent.keyboard('135790');
      expect(await screen.findByText('Withdrawal under review', {}, WAIT)).toBeTruthy();
      expect(pad.isConnected).toBe(false);

      await waitFor(() => expect(gameGold(lobby)).toBe(400), WAIT);
      const orders = await suite.hall().control.orders({ siteCode: 'demo', username: name });
      expect(orders.filter((order) => order.kind === 'withdraw')).toHaveLength(1);
    });
  });

  describe('when the hall answers the withdrawal with a code the feature handles', () => {
    /** player01 (a password and a bank account) withdraws 10 with the PIN. */
    async function withdrawTen() {
      const opened = await openAs({ login: 'player01' }, '/withdraw');
      await userEvent.type(await screen.findByRole('textbox', { name: 'Amount' }, WAIT), '10');
      await userEvent.click(screen.getByRole('button', { name: 'Withdraw' }));
      await screen.findByRole('dialog', { name: 'Confirm withdrawal' }, WAIT);
      await userEvent.keyboard(SEED_WITHDRAW_PASSWORD);
      return opened;
    }

    it('says the centre wallet holds too little (9527), nothing taken', async () => {
      await suite.hall().control.users.set('demo', 'player01', { gameGold: 1000 });
      await suite.hall().control.faults.add({ kind: 'code', route: 'withdraw', code: 9527, times: 1 });
      const { lobby } = await withdrawTen();
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert.textContent).toMatch(/main wallet/);
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(gameGold(lobby)).toBe(1000);
    });

    it('leads to the security page for the password (3003)', async () => {
      await suite.hall().control.faults.add({ kind: 'code', route: 'withdraw', code: 3003, times: 1 });
      const { location } = await withdrawTen();
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert.textContent).toMatch('Please bind a withdrawal password first.');
      await userEvent.click(within(alert).getByRole('button', { name: 'Set withdrawal password' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Account security' }, WAIT)).toBeTruthy();
      expect(location.current().href).toBe('/security?current=withdrawPassword&isCallbackWithdraw=1');
    });
  });

  describe('when a player takes the wallet page’s withdraw entry', () => {
    it('opens the withdraw page with their accounts', async () => {
      const { location } = await openAs({ login: 'player01' }, '/wallet');
      const balance = await screen.findByRole('region', { name: 'Balance' }, WAIT);
      await userEvent.click(within(balance).getByRole('button', { name: 'Withdraw' }));
      expect(await screen.findByRole('heading', { level: 1, name: 'Withdraw' }, WAIT)).toBeTruthy();
      expect(location.current().href).toBe('/withdraw');
      expect(await screen.findByRole('radio', { name: /Banco do Brasil/ }, WAIT)).toBeTruthy();
    });
  });

  describe('when the page is opened with ?current=crypto', () => {
    it('starts a new account on the crypto address', async () => {
      await openAs({ login: 'player01' }, '/withdraw?current=crypto');
      await userEvent.click(await screen.findByRole('button', { name: 'Add account' }, WAIT));
      expect(await screen.findByRole('textbox', { name: 'Wallet address' }, WAIT)).toBeTruthy();
    });
  });

  describe('when a visitor opens the withdraw page', () => {
    it('asks to log in', async () => {
      await openAs(undefined, '/withdraw');
      expect(await screen.findByText('Log in to withdraw', {}, WAIT)).toBeTruthy();
      await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
    });
  });
});
