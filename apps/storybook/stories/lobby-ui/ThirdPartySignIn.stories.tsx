import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { AuthModal, type AuthSubmitResult } from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import './auth-modal-stories.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const passed = (): Promise<AuthSubmitResult> => Promise.resolve({ ok: true });

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');
/** The modal fades in: a play starts once it is there. */
const opened = () => waitFor(() => expect(dialog()).toBeVisible());

/** The log-in modal's third-party sign-in: the provider buttons, the prefilled sign-up, the failure and the warning. */
const meta = {
  title: 'LobbyUi/ThirdPartySignIn',
  component: AuthModal,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    open: true,
    mode: 'login',
    onClose: fn(),
    onModeChange: fn(),
    onSubmit: fn(passed),
    providers: ['google', 'facebook', 'line'],
    onThirdParty: fn(),
    onNoticeDone: fn(),
    onContactUs: fn(),
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The providers the site enables, under the form; a click asks the owner to sign in with one. */
export const ProviderButtons: Story = {
  play: async ({ args }) => {
    await opened();
    const group = body().getByRole('group', { name: 'Or continue with' });
    await expect(within(group).getAllByRole('button')).toHaveLength(3);
    await userEvent.click(within(group).getByRole('button', { name: 'Continue with Google' }));
    await expect(args.onThirdParty).toHaveBeenCalledWith('google');
  },
};

/** Only LINE is enabled. */
export const LineOnly: Story = {
  args: { providers: ['line'] },
  play: async () => {
    await opened();
    await expect(body().getByRole('button', { name: 'Continue with LINE' })).toBeVisible();
    await expect(body().queryByRole('button', { name: 'Continue with Google' })).toBeNull();
  },
};

/** A sign-in is under way in the provider's window: its button spins, the others wait. */
export const SigningIn: Story = {
  args: { thirdPartyBusy: 'facebook' },
  play: async ({ args }) => {
    await opened();
    const facebook = body().getByRole('button', { name: 'Continue with Facebook' });
    await expect(facebook).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(body().getByRole('button', { name: 'Continue with LINE' }));
    await expect(args.onThirdParty).not.toHaveBeenCalled();
  },
};

/** Code 100: the account is new to the site, so the sign-up opens prefilled and says what it links. */
export const UnregisteredSignUp: Story = {
  args: {
    mode: 'register',
    currencies: ['THB'],
    linkingProvider: 'google',
    defaults: { username: 'somchai88', email: 'somchai88@example.com' },
  },
  play: async () => {
    await opened();
    await expect(body().getByText('Finish signing up to link your Google account.')).toBeVisible();
    await expect(body().getByRole('textbox', { name: 'Username' })).toHaveValue('somchai88');
    await expect(body().queryByRole('group', { name: 'Or continue with' })).toBeNull();
  },
};

/** The sign-in failed: the message with a contact-us button (the site's customer service). */
export const Failure: Story = {
  args: {
    notice: {
      kind: 'failed',
      provider: 'line',
      message: 'We couldn’t sign you in with LINE. Please try again, or contact us if it keeps happening.',
    },
  },
  play: async ({ args }) => {
    await opened();
    const failed = body().getByRole('dialog', { name: 'Sign-in failed' });
    await expect(within(failed).getByRole('alert')).toHaveTextContent(/couldn’t sign you in with LINE/);
    await waitFor(() => expect(within(failed).getByRole('button', { name: 'Try again' })).toHaveFocus());
    await userEvent.click(within(failed).getByRole('button', { name: 'Contact us' }));
    await expect(args.onContactUs).toHaveBeenCalledOnce();
  },
};

/** Google did not answer in time: a login error. */
export const GoogleTimeout: Story = {
  args: {
    notice: { kind: 'failed', provider: 'google', message: 'Sign-in timed out. Please try again.' },
  },
  play: async ({ args }) => {
    await opened();
    const failed = body().getByRole('dialog', { name: 'Sign-in failed' });
    await expect(within(failed).getByRole('alert')).toHaveTextContent('Sign-in timed out. Please try again.');
    await userEvent.click(within(failed).getByRole('button', { name: 'Try again' }));
    await expect(args.onNoticeDone).toHaveBeenCalledOnce();
  },
};

/** Facebook did not grant a permission the sign-in needs: a warning, no contact-us button. */
export const FacebookPermission: Story = {
  args: { notice: { kind: 'permission', provider: 'facebook' } },
  play: async () => {
    await opened();
    const warning = body().getByRole('dialog', { name: 'Permission needed' });
    await expect(within(warning).getByRole('status')).toHaveTextContent(/^Facebook didn’t share/);
    await expect(within(warning).queryByRole('button', { name: 'Contact us' })).toBeNull();
    await expect(within(warning).getByRole('button', { name: 'Got it' })).toBeVisible();
  },
};
