// The money screens wired into the app, on the reference hall server in jsdom: the wallet page
// of a player, a deposit through the pay modal (a bank transfer: the order, "I have
// transferred", the payment's notice shown once and the balance up once, the record), a deposit
// still waiting shown before a new one and cancelled, the voucher (the app passes no upload
// option), the first-charge offer leading into the pay modal, a game's deposit offer, the
// register-recharge prompt after a registration, and the wallet page of a visitor.
import type { LobbyConfig } from '@lobbykit/lobby-core';
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { act, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { hallReactLobby, renderableApp } from '../test-support/test-app';

// Real hall calls and realtime notices on a loaded machine: generous.
const WAIT = { timeout: 30_000 };
let hall: TestHall;
const lobbies: ReactLobby[] = [];

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

/** The app at `path`, `username` logged in (by the session's call: the log-in modal has its own tests). */
async function openAs(username: string | undefined, path: string) {
  const lobby = hallReactLobby(hall, path, {
    WebSocket: WebSocket as unknown as NonNullable<LobbyConfig['session']>['WebSocket'],
    BroadcastChannel: null,
    share: false,
  });
  lobbies.push(lobby);
  if (username) {
    await lobby.boot();
    const outcome = await lobby.session.login({ username, password: SEED_PASSWORD });
    if (!outcome.ok) throw new Error(`login ${username} failed`);
    await waitFor(() => expect(lobby.store.getState().player.realtime).toBe('live'), WAIT);
  }
  const app = renderableApp(lobby, path);
  render(app.element);
  return { lobby, ...app };
}

const wallet = async () => screen.findByRole('region', { name: 'Balance' }, WAIT);
const header = async () => within(await screen.findByRole('banner', {}, WAIT));
const TED_PAYER = {
  'Full name': 'Ana Souza',
  'Phone number': '11987654321',
  'Email address': 'ana@example.com',
};

/** Opens the pay modal from the wallet, picks the bank transfer and sends `amount`. */
async function depositByBank(amount: string) {
  await userEvent.click(within(await wallet()).getByRole('button', { name: 'Deposit' }));
  const modal = await screen.findByRole('dialog', { name: 'Deposit' }, WAIT);
  await userEvent.click(await within(modal).findByRole('radio', { name: /TED bank transfer/ }, WAIT));
  await userEvent.type(within(modal).getByRole('textbox', { name: 'Amount' }), amount);
  for (const [label, value] of Object.entries(TED_PAYER))
    await userEvent.type(within(modal).getByRole('textbox', { name: label }), value);
  await userEvent.click(within(modal).getByRole('button', { name: 'Deposit now' }));
  return screen.findByRole('dialog', { name: 'Complete your payment' }, WAIT);
}

const gameGold = (lobby: ReactLobby) => {
  const { session } = lobby.store.getState();
  return session.status === 'player' ? session.account.game_gold : undefined;
};

describe('MoneyHost', { timeout: 120_000 }, () => {
  describe('when a player deposits by bank transfer from the wallet page', () => {
    it('shows the order, takes "I have transferred", then the payment once: toast, balance, record', async () => {
      await hall.control.users.set('demo', 'player01', { gameGold: 1000 });
      const { lobby } = await openAs('player01', '/wallet');
      expect(await screen.findByRole('heading', { level: 1, name: 'Wallet' }, WAIT)).toBeTruthy();
      await waitFor(async () => expect((await wallet()).textContent).toMatch(/R\$\s1\.000,00/), WAIT);

      const order = await depositByBank('100');
      expect(within(order).getByText(/^Pay within \d+:\d\d$/)).toBeTruthy();
      expect(within(order).getByRole('button', { name: 'Copy Account number' })).toBeTruthy();
      await userEvent.click(within(order).getByRole('button', { name: 'I have transferred' }));
      expect(await within(order).findByText(/checking your payment/, {}, WAIT)).toBeTruthy();

      // The hall pays it a moment later and pushes payOrderSuccess: shown once, counted once.
      expect(
        await within(order).findByText('Payment received. Your balance is up to date.', {}, WAIT),
      ).toBeTruthy();
      expect(await screen.findByText(/^Deposit of R\$\s100,00 received$/, {}, WAIT)).toBeTruthy();
      await waitFor(() => expect(gameGold(lobby)).toBe(1100), WAIT);
      expect((await header()).getByRole('group', { name: 'Balance' }).textContent).toMatch(/R\$\s1\.100,00/);
      await userEvent.click(within(order).getByRole('button', { name: 'Got it' }));

      const records = screen.getByRole('region', { name: 'Records' });
      await waitFor(
        () =>
          expect(within(records).getAllByRole('listitem')[0]!.textContent).toMatch(/R\$\s100,00.*Completed/),
        WAIT,
      );
      // Still once, after everything settled.
      await act(() => new Promise((settle) => setTimeout(settle, 500)));
      expect(screen.getAllByText(/^Deposit of R\$\s100,00 received$/)).toHaveLength(1);
      expect(gameGold(lobby)).toBe(1100);
    });
  });

  describe('when a deposit still waits for its payment', () => {
    it('shows it before a new one can be made, takes a voucher, and cancels it once confirmed', async () => {
      await openAs('player01', '/wallet');
      const first = await depositByBank('60');
      await userEvent.click(within(first).getByRole('button', { name: 'Close' }));

      await userEvent.click(within(await wallet()).getByRole('button', { name: 'Deposit' }));
      const order = await screen.findByRole('dialog', { name: 'Complete your payment' }, WAIT);
      expect(within(order).getByText(/You have a deposit waiting for payment/)).toBeTruthy();

      // The hall client has no upload option of the app's: lobby-core brings the encoder.
      const receipt = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3])], 'receipt.png', {
        type: 'image/png',
      });
      await userEvent.upload(within(order).getByLabelText('Upload receipt'), receipt);
      expect(await within(order).findByText('Receipt uploaded', {}, WAIT)).toBeTruthy();

      await userEvent.click(within(order).getByRole('button', { name: 'Cancel order' }));
      const confirm = within(order).getByRole('group', { name: 'Cancel order' });
      await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel order' }));
      expect(await within(order).findByText('This order was cancelled.', {}, WAIT)).toBeTruthy();
      await userEvent.click(within(order).getByRole('button', { name: 'New deposit' }));
      expect(await within(order).findByRole('button', { name: 'Deposit now' }, WAIT)).toBeTruthy();
    });
  });

  describe('when a player without a deposit opens the wallet', () => {
    it('shows the first-charge offer, whose tier opens the pay modal with its amount', async () => {
      await openAs('newbie01', '/wallet');
      const offer = await screen.findByRole('complementary', { name: 'First deposit bonus' }, WAIT);
      expect(offer.textContent).toMatch(/Up to 100% extra/);
      await userEvent.click(within(offer).getByRole('button', { name: 'See the offer' }));
      const modal = await screen.findByRole('dialog', { name: 'First deposit bonus' }, WAIT);
      await userEvent.click(within(modal).getByRole('button', { name: /Deposit R\$\s100,00 or more/ }));
      const pay = await screen.findByRole('dialog', { name: 'Deposit' }, WAIT);
      expect(await within(pay).findByRole('textbox', { name: 'Amount' }, WAIT)).toHaveProperty(
        'value',
        '100',
      );
      expect(screen.queryByRole('dialog', { name: 'First deposit bonus' })).toBeNull();
    });
  });

  describe('when a game asks for a deposit (its minimum entry balance)', () => {
    it('opens the pay modal with what the balance still needs', async () => {
      await hall.control.users.set('demo', 'player01', { gameGold: 1000 });
      const { lobby } = await openAs('player01', '/');
      await (await header()).findByRole('group', { name: 'Balance' }, WAIT);
      act(() =>
        lobby.events.emit('depositRequested', {
          reason: 'minimumEntryBalance',
          game: { gameId: '30001' },
          minimumEntryBalance: 1250.5,
        }),
      );
      const pay = await screen.findByRole('dialog', { name: 'Deposit' }, WAIT);
      expect(await within(pay).findByRole('textbox', { name: 'Amount' }, WAIT)).toHaveProperty(
        'value',
        '250.5',
      );
    });
  });

  describe('when a visitor has just registered', () => {
    it('offers the first deposit once, without blocking the page, and "Deposit now" opens the pay modal', async () => {
      const { lobby } = await openAs(undefined, '/');
      await (await header()).findByRole('button', { name: 'Sign up' }, WAIT);
      const name = `money${Date.now() % 1_000_000_000}`;
      const outcome = await act(() => lobby.session.register({ username: name, password: 'Harbor2024' }));
      expect(outcome.ok).toBe(true);

      const prompt = await screen.findByRole('region', { name: 'Your account is ready' }, WAIT);
      // The flag is spent: the prompt does not come back after this one.
      expect(lobby.store.getState().player.showRegisterRecharge).toBe(false);
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(within(prompt).getByRole('button', { name: 'Deposit now' }));
      expect(await screen.findByRole('dialog', { name: 'Deposit' }, WAIT)).toBeTruthy();
      expect(screen.queryByRole('region', { name: 'Your account is ready' })).toBeNull();
    });
  });

  describe('when a visitor opens the wallet page', () => {
    it('asks to log in, and the button opens the log-in modal', async () => {
      await openAs(undefined, '/wallet');
      expect(await screen.findByText('Log in to see your wallet', {}, WAIT)).toBeTruthy();
      // The page the visit landed on: a kept session may be on its way back, so no modal yet.
      expect(screen.queryByRole('dialog')).toBeNull();
      await userEvent.click(within(screen.getByRole('main')).getByRole('button', { name: 'Log in' }));
      expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
    });

    it('opens the log-in modal by itself when the visitor came from another page', async () => {
      const { location } = await openAs(undefined, '/');
      await (await header()).findByRole('button', { name: 'Sign up' }, WAIT);
      act(() => location.push('/wallet'));
      expect(await screen.findByRole('dialog', { name: 'Log in' }, WAIT)).toBeTruthy();
      expect(screen.getByText('Log in to see your wallet')).toBeTruthy();
    });
  });
});
