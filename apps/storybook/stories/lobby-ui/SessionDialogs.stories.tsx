import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import type { SessionState } from '@lobbykit/lobby-core';
import { LanguageMenu, PageHeading, PlayerMenu, SiteBrand } from '@lobbykit/lobby-ui/app';
import { StoryApp } from './app-story-lobby';
import { sessionStoryTheme, storyPlayer } from './session-story-theme';

/** A theme whose header holds the connected player menu, the lobby's session set to `state`. */
const sessionTheme = (state?: SessionState) =>
  sessionStoryTheme({
    name: 'story-session',
    session: state,
    header: (
      <>
        <SiteBrand />
        <LanguageMenu />
        <PlayerMenu />
      </>
    ),
    pages: {
      home: () => <PageHeading>Lucky Harbor Lobby</PageHeading>,
      search: () => <PageHeading>Search games</PageHeading>,
      subGame: () => <PageHeading>Provider</PageHeading>,
    },
  });

const meta = {
  title: 'LobbyUi/SessionDialogs',
  component: StoryApp,
  args: { path: '/' },
  // The app has its own ThemeProvider and texts (the lobby's language), as a theme app has.
  parameters: { lobbyTheme: false },
} satisfies Meta<typeof StoryApp>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** "Log in" in the header opens the connected log-in modal (its chunk loads on intent). */
export const LogIn: Story = {
  args: { theme: sessionTheme() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Log in' }));
    await expect(await body().findByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(body().getByRole('textbox', { name: 'Username' })).toBeVisible();
  },
};

/** "Sign up": the site's currencies offered. */
export const SignUp: Story = {
  args: { theme: sessionTheme() },
  play: async ({ canvasElement }) => {
    await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Sign up' }));
    await expect(await body().findByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(body().getByRole('combobox', { name: 'Currency' })).toHaveValue('BRL');
  },
};

/** A player's header: balance, refresh and the user menu. */
export const Player: Story = {
  args: { theme: sessionTheme(storyPlayer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('group', { name: 'Balance' })).toHaveTextContent('1.234,50');
    await expect(canvas.getByRole('button', { name: 'Account menu for harbor01' })).toBeVisible();
  },
};

/** "Log out" asks first. */
export const LogoutConfirmation: Story = {
  args: { theme: sessionTheme(storyPlayer) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Account menu for harbor01' }));
    await userEvent.click(canvas.getByRole('menuitem', { name: 'Log out' }));
    const dialog = await body().findByRole('dialog', { name: 'Log out?' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** The token expired: the page stays, with the offer to log in again. */
export const SessionExpired: Story = {
  args: {
    theme: sessionTheme({
      status: 'visitor',
      kind: 'visitor',
      signInAgain: { reason: 'tokenExpired', at: 0 },
    }),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Session expired' });
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log in again' })).toBeVisible();
  },
};

/** The account logged in on another device (1401, or the realtime multipleLogin notice). */
export const MultipleLogin: Story = {
  args: {
    theme: sessionTheme({
      status: 'visitor',
      kind: 'visitor',
      signInAgain: { reason: 'otherDevice', at: 0, deviceModel: 'iPhone 15' },
    }),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Logged in on another device' });
    await expect(dialog).toHaveTextContent('iPhone 15');
  },
};
