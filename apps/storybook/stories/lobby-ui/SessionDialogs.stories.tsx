import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import type { LobbySessionControls, PlayerAccount, SessionOutcome, SessionState } from '@lobbykit/lobby-core';
import { useLobby } from '@lobbykit/lobby-core/react';
import { LanguageMenu, PageHeading, PlayerMenu, SiteBrand } from '@lobbykit/lobby-ui/app';
import { useState } from 'react';
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

/** An account whose log-in the hall follows with the extra verification (loginVerify). */
const verifyAccount: PlayerAccount = { username: 'verify01', currency: 'BRL', game_gold: 0 };
const needsVerification: SessionOutcome = { ok: true, status: 'verifying', account: verifyAccount };
/** The hall's refusal of a wrong or expired e-mail code (1332), in its own words. */
const wrongCode: SessionOutcome = {
  ok: false,
  error: {
    kind: 'service',
    code: '1332',
    field: 'code',
    message: 'The verification code is wrong or has expired.',
  },
};

/**
 * No hall answers in a story, so the story lobby's session answers as the hall would: a log-in
 * that needs the extra verification, then a verification refused as a wrong code (`wrongCode`)
 * or one whose answer never comes (`pending`).
 */
function VerifyingSession({ verify }: { readonly verify: 'wrongCode' | 'pending' }) {
  const { session, store } = useLobby();
  useState(() => {
    const answers: Pick<LobbySessionControls, 'login' | 'verify'> = {
      login: () => {
        store.dispatch({
          type: 'session/sessionChanged',
          payload: { status: 'verifying', kind: 'visitor', account: verifyAccount },
        });
        return Promise.resolve(needsVerification);
      },
      verify: () =>
        verify === 'pending' ? new Promise<SessionOutcome>(() => undefined) : Promise.resolve(wrongCode),
    };
    Object.assign(session, answers);
    return null;
  });
  return null;
}

/** The session theme whose log-in asks for the extra verification. */
const verifyTheme = (verify: 'wrongCode' | 'pending') =>
  sessionStoryTheme({
    name: 'story-session-verify',
    header: (
      <>
        <VerifyingSession verify={verify} />
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

/** The same, when the hall did not say the other device's model. */
export const MultipleLoginUnknownDevice: Story = {
  args: {
    theme: sessionTheme({
      status: 'visitor',
      kind: 'visitor',
      signInAgain: { reason: 'otherDevice', at: 0 },
    }),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Logged in on another device' });
    await expect(dialog).toHaveAccessibleDescription(
      'Your account was just logged in on another device, so you’ve been logged out here.',
    );
    await expect(within(dialog).getByRole('button', { name: 'Log in again' })).toBeVisible();
  },
};

/** Logs in from the header; the hall asks for the extra verification, whose modal follows. */
async function logInToVerification(canvasElement: HTMLElement) {
  await userEvent.click(await within(canvasElement).findByRole('button', { name: 'Log in' }));
  const login = await body().findByRole('dialog', { name: 'Log in' });
  await userEvent.type(within(login).getByRole('textbox', { name: 'Username' }), 'verify01');
  // A strong password: no weak-password warning before the verification.
  await userEvent.type(within(login).getByLabelText('Password', { selector: 'input' }), 'Xk9#mP2$vL');
  await userEvent.click(within(login).getByRole('button', { name: 'Log in' }));
  return body().findByRole('dialog', { name: 'Confirm it’s you' });
}

/** The extra login verification: the log-in modal gave way to the code the hall sent. */
export const LoginVerification: Story = {
  args: { theme: verifyTheme('wrongCode') },
  play: async ({ canvasElement }) => {
    const dialog = await logInToVerification(canvasElement);
    await expect(dialog).toHaveAccessibleDescription(
      'Enter the verification code we sent you to finish logging in.',
    );
    await waitFor(() =>
      expect(within(dialog).getByRole('textbox', { name: 'Verification code' })).toHaveFocus(),
    );
    await expect(within(dialog).getByRole('button', { name: 'Verify' })).toBeVisible();
  },
};

/** A wrong code: the hall's words next to the field, which keeps the focus. */
export const LoginVerificationWrongCode: Story = {
  args: { theme: verifyTheme('wrongCode') },
  play: async ({ canvasElement }) => {
    const dialog = await logInToVerification(canvasElement);
    const code = within(dialog).getByRole('textbox', { name: 'Verification code' });
    await userEvent.type(code, '000000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    await expect(code).toHaveAccessibleDescription('The verification code is wrong or has expired.');
    await expect(code).toHaveFocus();
  },
};

/** The code is on its way to the hall: the button waits. */
export const LoginVerificationBusy: Story = {
  args: { theme: verifyTheme('pending') },
  play: async ({ canvasElement }) => {
    const dialog = await logInToVerification(canvasElement);
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Verification code' }), '123456');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Verify' }));
    await expect(await within(dialog).findByRole('button', { name: 'Please wait…' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
  },
};

/** Another tab of this browser logged out or lost the session: this one says so. */
export const EndedInAnotherTab: Story = {
  args: {
    theme: sessionTheme({
      status: 'visitor',
      kind: 'visitor',
      signInAgain: { reason: 'otherTab', at: 0 },
    }),
  },
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Session ended' });
    await expect(dialog).toHaveAccessibleDescription('Your session ended in another tab.');
    await expect(within(dialog).getByRole('button', { name: 'Log in again' })).toBeVisible();
  },
};
