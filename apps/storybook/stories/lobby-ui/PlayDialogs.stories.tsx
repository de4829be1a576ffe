import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LobbyEvents } from '@lobbykit/lobby-core';
import { useLobby } from '@lobbykit/lobby-core/react';
import { PageHeading } from '@lobbykit/lobby-ui/app';
import { StoryApp } from './app-story-lobby';
import { sessionStoryTheme, storyPlayer } from './session-story-theme';

const game = { gameId: '30001', name: 'Lucky Lanterns', providerCode: 'HSL' };

/** A "Play" that answers `outcome` as lobby-core's play does for a refusal. */
function RefusedPlay({ outcome }: { readonly outcome: LobbyEvents['playRefused']['outcome'] }) {
  const { events } = useLobby();
  return (
    <button type="button" className="lk-button" onClick={() => events.emit('playRefused', { game, outcome })}>
      Play Lucky Lanterns
    </button>
  );
}

/** A player's theme whose home holds one "Play" that `outcome` refuses. */
const refusalTheme = (outcome: LobbyEvents['playRefused']['outcome']) => {
  const Home = () => (
    <>
      <PageHeading>Lucky Harbor Lobby</PageHeading>
      <RefusedPlay outcome={outcome} />
    </>
  );
  return sessionStoryTheme({
    name: 'story-play',
    session: storyPlayer,
    pages: { home: Home, search: Home, subGame: Home },
  });
};

const meta = {
  title: 'LobbyUi/PlayDialogs',
  component: StoryApp,
  args: { path: '/' },
  // The app has its own ThemeProvider and texts (the lobby's language), as a theme app has.
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
const play = async (canvasElement: HTMLElement) =>
  userEvent.click(await within(canvasElement).findByRole('button', { name: 'Play Lucky Lanterns' }));

/** A balance below the game's minimum: the deposit offer; "Deposit" asks the cashier. */
export const DepositOffer: Story = {
  args: {
    theme: refusalTheme({
      ok: false,
      reason: 'depositNeeded',
      minimumEntryBalance: 2000,
      balance: 1234.5,
      messageKey: 'lobby.play.deposit',
    }),
  },
  play: async ({ canvasElement }) => {
    await play(canvasElement);
    const offer = await body().findByRole('dialog', { name: 'Top up to play' });
    await expect(offer).toHaveTextContent(/at least R\$\s2\.000,00\. Your balance is R\$\s1\.234,50\./);
    // The dialog moves the focus in an effect after it opens: wait for it.
    await waitFor(() => expect(within(offer).getByRole('button', { name: 'Deposit' })).toHaveFocus());
    await userEvent.click(within(offer).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(body().queryByRole('dialog', { name: 'Top up to play' })).toBeNull());
  },
};

/** A provider with a currency ratio: the converted amount to confirm; Cancel has the focus. */
export const RatioConfirmation: Story = {
  args: {
    theme: refusalTheme({
      ok: false,
      reason: 'confirmRatio',
      currencyRatio: 1000,
      balance: 1234.5,
      messageKey: 'lobby.play.ratio',
    }),
  },
  play: async ({ canvasElement }) => {
    await play(canvasElement);
    const dialog = await body().findByRole('dialog', { name: 'Confirm the game’s units' });
    await expect(dialog).toHaveTextContent(
      /1 unit is worth R\$\s1\.000,00, so your balance of R\$\s1\.234,50 shows as 1,23 units\./,
    );
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus());
    await expect(within(dialog).getByRole('button', { name: 'Continue to the game' })).toBeVisible();
  },
};

/** A game under maintenance. */
export const Maintenance: Story = {
  args: {
    theme: refusalTheme({ ok: false, reason: 'maintenance', messageKey: 'lobby.play.maintenance' }),
  },
  play: async ({ canvasElement }) => {
    await play(canvasElement);
    const notice = await body().findByRole('dialog', { name: 'Can’t open the game' });
    await expect(notice).toHaveTextContent('This game is under maintenance. Please try again later.');
    await userEvent.click(within(notice).getByRole('button', { name: 'Got it' }));
    await waitFor(() => expect(body().queryByRole('dialog')).toBeNull());
  },
};

/** A self-excluded player: the end of the ban period. */
export const SelfExcluded: Story = {
  args: {
    theme: refusalTheme({
      ok: false,
      reason: 'selfExcluded',
      until: Date.UTC(2031, 5, 30, 12, 0),
      messageKey: 'lobby.play.selfExcluded',
    }),
  },
  play: async ({ canvasElement }) => {
    await play(canvasElement);
    const notice = await body().findByRole('dialog', { name: 'Can’t open the game' });
    await expect(notice).toHaveTextContent(/excluded yourself from playing until June 30, 2031/);
  },
};

/** An account type without game rights. */
export const NoGameRights: Story = {
  args: {
    theme: refusalTheme({ ok: false, reason: 'noGameRights', messageKey: 'lobby.play.noRights' }),
  },
  play: async ({ canvasElement }) => {
    await play(canvasElement);
    const notice = await body().findByRole('dialog', { name: 'Can’t open the game' });
    await expect(notice).toHaveTextContent('Your account type can’t play games for real money.');
  },
};
