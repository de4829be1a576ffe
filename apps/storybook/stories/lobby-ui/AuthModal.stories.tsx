import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import { SlidePuzzle } from '@lobbykit/captcha/react';
import {
  AuthModal,
  type AuthCodeTarget,
  type AuthCountry,
  type AuthFailure,
  type AuthMode,
  type AuthSubmitResult,
  type UsernameAvailability,
} from '@lobbykit/lobby-ui';
import '@lobbykit/lobby-ui/styles.css';
import './auth-modal-stories.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const countries: AuthCountry[] = [
  { countryName: 'Thailand', phoneNumberSegment: '+66' },
  { countryName: 'Vietnam', phoneNumberSegment: '+84' },
  { countryName: 'Brazil', phoneNumberSegment: '+55' },
];

const passed = (): Promise<AuthSubmitResult> => Promise.resolve({ ok: true });
const refused = (code: string, message: string) => (): Promise<AuthSubmitResult> =>
  Promise.resolve({ ok: false, code, message });
const takenWhenLucky = (name: string): Promise<UsernameAvailability> =>
  Promise.resolve(
    name.toLowerCase().startsWith('lucky')
      ? { available: false, suggestions: [`${name}7`, `${name}88`, `${name}2025`] }
      : { available: true, suggestions: [] },
  );

// A stand-in challenge for the captcha slot: the built-in slide puzzle on a drawn picture.
const picture = (body: string, viewBox: string, width: number, height: number) =>
  `data:image/svg+xml,${encodeURIComponent(
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="${viewBox}"><rect width="280" height="140" fill="#2f6f8f"/><circle cx="70" cy="50" r="30" fill="#d9a441"/><circle cx="210" cy="95" r="36" fill="#8f2f4d"/>${body}</svg>`,
  )}`;
const challenge = {
  captchaId: 'story',
  lotNumber: 'story-lot',
  width: 280,
  height: 140,
  pieceSize: 44,
  pieceY: 48,
  background: picture(
    '<rect x="160" y="48" width="44" height="44" fill="#000" fill-opacity=".6"/>',
    '0 0 280 140',
    280,
    140,
  ),
  piece: picture('', '160 48 44 44', 44, 44),
};

/** The slide puzzle in the captcha's place, as the owner would put it there. */
const captchaSlot = (
  <div className="lui-captcha-slot">
    <SlidePuzzle challenge={challenge} onSubmit={() => {}} autoFocus={false} />
  </div>
);

const body = () => within(document.body);
const dialog = () => body().getByRole('dialog');
/** The modal fades in: a play starts once it is there. */
const opened = () => waitFor(() => expect(dialog()).toBeVisible());

/** Fills the sign-up's account fields with values the rules take. */
async function fillRegistration(username = 'harbor01') {
  await userEvent.type(body().getByRole('textbox', { name: 'Username' }), username);
  await userEvent.type(body().getByLabelText('Password', { selector: 'input' }), 'Tr0ub4dor&3');
  await userEvent.type(body().getByLabelText('Confirm password', { selector: 'input' }), 'Tr0ub4dor&3');
  await userEvent.click(body().getByRole('checkbox'));
}

const meta = {
  title: 'LobbyUi/AuthModal',
  component: AuthModal,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    open: true,
    mode: 'login',
    onClose: fn(),
    onModeChange: fn(),
    onSubmit: fn(passed),
    onCheckUsername: fn(takenWhenLucky),
    onSendCode: fn(() => Promise.resolve(60)),
    checkDelay: 300,
  },
  // The mode follows the switch under the form, as an owner would make it.
  render: function Render(args) {
    const [mode, setMode] = useState<AuthMode>(args.mode);
    return (
      <AuthModal
        {...args}
        mode={mode}
        onModeChange={(next) => {
          setMode(next);
          args.onModeChange?.(next);
        }}
      />
    );
  },
} satisfies Meta<typeof AuthModal>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Log in with a username: the username has focus. */
export const LoginAccount: Story = {
  play: async () => {
    await opened();
    await expect(body().getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await waitFor(() => expect(body().getByRole('textbox', { name: 'Username' })).toHaveFocus());
  },
};

/** Log in by phone: the site's tabs in its order, the dialling prefix before the number. */
export const LoginPhone: Story = {
  args: { methods: ['phone', 'account', 'email'], countries },
  play: async () => {
    await opened();
    await expect(body().getByRole('tab', { name: 'Phone', selected: true })).toBeVisible();
    await expect(body().getByRole('combobox', { name: 'Country code' })).toHaveValue('+66');
    await expect(body().getByRole('textbox', { name: 'Phone number' })).toBeVisible();
  },
};

/** Log in by e-mail. */
export const LoginEmail: Story = {
  args: { methods: ['email', 'account'] },
  play: async () => {
    await opened();
    await expect(body().getByRole('tab', { name: 'Email', selected: true })).toBeVisible();
    await expect(body().getByRole('textbox', { name: 'Email address' })).toBeVisible();
  },
};

/** Sign up with a username: password twice, currency, invite code, agreement. */
export const Register: Story = {
  args: { mode: 'register', currencies: ['THB', 'USDT', 'BRL'] },
  play: async () => {
    await opened();
    await expect(body().getByRole('dialog', { name: 'Sign up' })).toBeVisible();
    await expect(body().getByRole('combobox', { name: 'Currency' })).toHaveValue('THB');
    await expect(body().getByRole('textbox', { name: 'Invite code' })).toHaveAccessibleDescription(
      'Optional',
    );
  },
};

/** Sign up by phone: the code's resend countdown after "Send code". */
export const RegisterPhoneCodeSent: Story = {
  args: { mode: 'register', methods: ['phone', 'email', 'account'], countries },
  play: async ({ args }) => {
    await opened();
    await userEvent.type(body().getByRole('textbox', { name: 'Phone number' }), '812345678');
    await userEvent.click(body().getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      method: 'phone',
      areaCode: '+66',
      phone: '812345678',
    });
    await waitFor(() => expect(body().getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible());
    await expect(body().getByRole('textbox', { name: 'Verification code' })).toHaveFocus();
  },
};

/** The invite code of an agent link: filled in, read-only. */
export const InviteFromLink: Story = {
  args: { mode: 'register', inviteCode: 'AG7781', inviteCodeLocked: true },
  play: async () => {
    await opened();
    const invite = body().getByRole('textbox', { name: 'Invite code' });
    await expect(invite).toHaveValue('AG7781');
    await expect(invite).toHaveAttribute('readonly');
    await expect(invite).toHaveAccessibleDescription('From your invitation link');
  },
};

/** A taken username: said under it, with free names to take. */
export const UsernameTaken: Story = {
  args: { mode: 'register' },
  play: async ({ args }) => {
    await opened();
    const username = body().getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'lucky');
    const offered = await body().findByRole('group', { name: 'Available usernames' }, { timeout: 3000 });
    await expect(args.onCheckUsername).toHaveBeenCalledWith('lucky');
    await expect(username).toHaveAccessibleDescription('This username is taken');
    await expect(username).toHaveAttribute('aria-invalid', 'true');
    await expect(within(offered).getAllByRole('button')).toHaveLength(3);
  },
};

/** The username's check under way: said under it, nothing refused yet. */
export const UsernameChecking: Story = {
  args: {
    mode: 'register',
    onCheckUsername: fn((_name: string) => new Promise<UsernameAvailability>(() => {})),
  },
  play: async ({ args }) => {
    await opened();
    const username = body().getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'harbor01');
    await waitFor(() => expect(username).toHaveAccessibleDescription('Checking availability…'), {
      timeout: 3000,
    });
    await expect(args.onCheckUsername).toHaveBeenCalledWith('harbor01');
    await expect(username).not.toHaveAttribute('aria-invalid');
  },
};

/** A free username: said under it, no names offered. */
export const UsernameAvailable: Story = {
  args: { mode: 'register' },
  play: async ({ args }) => {
    await opened();
    const username = body().getByRole('textbox', { name: 'Username' });
    await userEvent.type(username, 'harbor01');
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username is available'), {
      timeout: 3000,
    });
    await expect(args.onCheckUsername).toHaveBeenCalledWith('harbor01');
    await expect(username).not.toHaveAttribute('aria-invalid');
    await expect(body().queryByRole('group', { name: 'Available usernames' })).not.toBeInTheDocument();
  },
};

/** Every field's own error after a submit with nothing filled in; focus on the first. */
export const FieldErrors: Story = {
  args: { mode: 'register', currencies: ['THB', 'USDT'] },
  play: async ({ args }) => {
    await opened();
    await userEvent.type(body().getByLabelText('Password', { selector: 'input' }), 'abcdef');
    await userEvent.type(body().getByLabelText('Confirm password', { selector: 'input' }), 'abcdeg');
    await userEvent.click(body().getByRole('button', { name: 'Sign up' }));
    await expect(args.onSubmit).not.toHaveBeenCalled();
    const username = body().getByRole('textbox', { name: 'Username' });
    await expect(username).toHaveFocus();
    await expect(username).toHaveAccessibleDescription('Username is required');
    await expect(body().getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
      'Password must combine at least two of letters, digits and symbols',
    );
    await expect(
      body().getByLabelText('Confirm password', { selector: 'input' }),
    ).toHaveAccessibleDescription('Passwords don’t match');
    await expect(body().getByRole('checkbox')).toHaveAccessibleDescription(
      'Please accept the terms to continue',
    );
  },
};

/** 1011: a wrong username or password, under the password. */
export const LoginError1011: Story = {
  args: { onSubmit: fn(refused('1011', 'Wrong username or password')) },
  play: async () => {
    await opened();
    await userEvent.type(body().getByRole('textbox', { name: 'Username' }), 'harbor01');
    await userEvent.type(body().getByLabelText('Password', { selector: 'input' }), 'not-it-123{Enter}');
    const password = body().getByLabelText('Password', { selector: 'input' });
    await waitFor(() => expect(password).toHaveAccessibleDescription('Wrong username or password'));
    await expect(password).toHaveFocus();
  },
};

/** 1013: the username exists, under the username. */
export const UsernameExists1013: Story = {
  args: { mode: 'register', onSubmit: fn(refused('1013', 'This username already exists')) },
  play: async () => {
    await opened();
    await fillRegistration();
    await userEvent.keyboard('{Enter}');
    const username = body().getByRole('textbox', { name: 'Username' });
    await waitFor(() => expect(username).toHaveAccessibleDescription('This username already exists'));
    await expect(username).toHaveFocus();
  },
};

/** 4040: the password equals the username, under the password. */
export const PasswordEqualsUsername4040: Story = {
  args: { mode: 'register', onSubmit: fn(refused('4040', 'The password must not be the username')) },
  play: async () => {
    await opened();
    await fillRegistration();
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(body().getByLabelText('Password', { selector: 'input' })).toHaveAccessibleDescription(
        'The password must not be the username',
      ),
    );
  },
};

/** 1332: a wrong or expired e-mail code, under the code. */
export const WrongCode1332: Story = {
  args: {
    mode: 'register',
    methods: ['email', 'account'],
    onSubmit: fn(refused('1332', 'The verification code is wrong or has expired.')),
  },
  play: async () => {
    await opened();
    await userEvent.type(body().getByRole('textbox', { name: 'Email address' }), 'harbor01@example.com');
    await userEvent.click(body().getByRole('button', { name: 'Send code' }));
    const code = body().getByRole('textbox', { name: 'Verification code' });
    await waitFor(() => expect(code).toHaveFocus());
    await userEvent.type(code, '000000');
    await fillRegistration();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(code).toHaveAttribute('aria-invalid', 'true'));
    // The code went out, and the field still says so after the refusal.
    await expect(code).toHaveAccessibleDescription(
      'The verification code is wrong or has expired. Code sent. It may take a minute to arrive.',
    );
    await expect(code).toHaveFocus();
    await expect(body().queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** 1216: the phone number is bound to another account (answered to "Send code"), under the number. */
export const PhoneBound1216: Story = {
  args: {
    mode: 'register',
    methods: ['phone', 'account'],
    countries,
    onSendCode: fn((_target: AuthCodeTarget) =>
      Promise.resolve<number | AuthFailure>({
        ok: false as const,
        code: '1216',
        message: 'This phone number is already bound to another account.',
      }),
    ),
  },
  play: async ({ args }) => {
    await opened();
    const phone = body().getByRole('textbox', { name: 'Phone number' });
    await userEvent.type(phone, '812345678');
    await userEvent.click(body().getByRole('button', { name: 'Send code' }));
    await expect(args.onSendCode).toHaveBeenCalledWith({
      method: 'phone',
      areaCode: '+66',
      phone: '812345678',
    });
    await waitFor(() =>
      expect(phone).toHaveAccessibleDescription('This phone number is already bound to another account.'),
    );
    await expect(phone).toHaveAttribute('aria-invalid', 'true');
    await expect(phone).toHaveFocus();
    await expect(body().getByRole('textbox', { name: 'Verification code' })).not.toHaveAttribute(
      'aria-invalid',
    );
  },
};

/** 2005 and other refusals without a field: at the top of the form. */
export const GeneralError: Story = {
  args: { mode: 'register', onSubmit: fn(refused('2005', 'Registration failed. Please try again later.')) },
  play: async () => {
    await opened();
    await fillRegistration();
    await userEvent.keyboard('{Enter}');
    await expect(await body().findByRole('alert')).toHaveTextContent(
      'Registration failed. Please try again later.',
    );
  },
};

/** Sending: the button waits and a second press does nothing. */
export const Busy: Story = {
  args: { onSubmit: fn(() => new Promise<AuthSubmitResult>(() => {})) },
  play: async ({ args }) => {
    await opened();
    await userEvent.type(body().getByRole('textbox', { name: 'Username' }), 'harbor01');
    await userEvent.type(body().getByLabelText('Password', { selector: 'input' }), 'Tr0ub4dor&3{Enter}');
    const submit = body().getByRole('button', { name: 'Log in' });
    await userEvent.click(submit);
    await expect(submit).toHaveAttribute('aria-disabled', 'true');
    await expect(args.onSubmit).toHaveBeenCalledTimes(1);
  },
};

/** After a log-in with a weak password. */
export const WeakPasswordWarning: Story = {
  args: { weakPasswordWarning: true, onChangePassword: fn() },
  play: async () => {
    await opened();
    await expect(body().getByRole('dialog', { name: 'Your password is weak' })).toBeVisible();
    await waitFor(() => expect(body().getByRole('button', { name: 'Got it' })).toHaveFocus());
  },
};

/** The captcha's place: the challenge above the submit button. */
export const CaptchaShown: Story = {
  args: { captcha: captchaSlot },
  play: async () => {
    await opened();
    const captcha = body().getByRole('group', { name: 'Security check' });
    await expect(within(captcha).getByRole('slider')).toBeVisible();
  },
};

/** 1124: the captcha was not passed, said with the captcha, which stays. */
export const CaptchaError1124: Story = {
  args: {
    captcha: captchaSlot,
    onSubmit: fn(refused('1124', 'The security check failed. Please try again.')),
  },
  play: async () => {
    await opened();
    await userEvent.type(body().getByRole('textbox', { name: 'Username' }), 'harbor01');
    await userEvent.type(body().getByLabelText('Password', { selector: 'input' }), 'Tr0ub4dor&3{Enter}');
    const captcha = body().getByRole('group', { name: 'Security check' });
    await expect(
      await within(captcha).findByText('The security check failed. Please try again.'),
    ).toBeVisible();
    await expect(within(captcha).getByRole('slider')).toBeVisible();
    await expect(body().queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Too many attempts: the seconds left, counting down; submitting waits. */
export const Restricted: Story = {
  args: { restrictedSeconds: 60 },
  play: async () => {
    await opened();
    await expect(body().getByRole('timer')).toHaveTextContent(/try again in (60|59) seconds/);
    await expect(body().getByRole('button', { name: 'Log in' })).toHaveAttribute('aria-disabled', 'true');
  },
};

/** The pseudo-locale on a sign-up with every field: longer texts wrap, none is cut. */
export const PseudoLocale: Story = {
  globals: { language: 'pseudo' },
  args: {
    mode: 'register',
    methods: ['phone', 'email', 'account'],
    countries,
    currencies: ['THB', 'USDT'],
    restrictedSeconds: 60,
  },
  play: async () => {
    await opened();
    for (const element of dialog().querySelectorAll<HTMLElement>('label, button, p, [role="tab"]')) {
      await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
    }
  },
};

/** A long language: German sign-up. */
export const German: Story = {
  globals: { language: 'de_DE' },
  args: { mode: 'register', methods: ['account', 'phone'], currencies: ['EUR', 'USDT'] },
  play: async () => {
    await opened();
    await expect(body().getByRole('dialog', { name: 'Registrieren' })).toBeVisible();
    await expect(body().getByRole('textbox', { name: 'Benutzername' })).toBeVisible();
  },
};
