import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import {
  BindEmailForm,
  BindGoogleAuthForm,
  BindPhoneForm,
  ForcedBindingDialog,
  ForcedPasswordChangeDialog,
  ForcedPasswordChangeForm,
  SecurityOverview,
  SelfExclusionForm,
  WithdrawPasswordBanner,
  WithdrawPasswordForm,
  type SecurityResult,
} from '@lobbykit/lobby-ui/money';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const countries = [
  { countryName: 'Brazil', phoneNumberSegment: '+55' },
  { countryName: 'Thailand', phoneNumberSegment: '+66' },
  { countryName: 'Vietnam', phoneNumberSegment: '+84' },
];
const setup = {
  secret: 'JBSWY3DPEHPK3PXP',
  otpauthUrl: 'otpauth://totp/Lucky%20Harbor:ana?secret=JBSWY3DPEHPK3PXP&issuer=Lucky%20Harbor',
};

const done = (): Promise<SecurityResult> => Promise.resolve({ ok: true });
const refused =
  (code: string, message = 'Refused by the hall') =>
  (): Promise<SecurityResult> =>
    Promise.resolve({ ok: false, code, message });
const codeIn = (seconds: number) => () => Promise.resolve(seconds);
// The end of a ban a week after 15 January 2031, noon, on the device's clock.
const now = () => new Date(2031, 0, 15, 12, 0, 0).getTime();

const body = () => within(document.body);
const box = (name: string) => body().getByLabelText(name, { selector: 'input' });
const phone = () => body().getByRole('textbox', { name: 'Phone number' });
const code = () => body().getByRole('textbox', { name: 'Verification code' });

/** A stand-in QR block: a drawn square named for the player (the app brings a real one). */
const storyQr = (value: string, label: string) => (
  <svg role="img" aria-label={label} width="144" height="144" viewBox="0 0 8 8" data-value={value.length}>
    <rect width="8" height="8" fill="#fff" />
    <path d="M1 1h2v2H1zM5 1h2v2H5zM1 5h2v2H1zM4 4h1v1H4zM5 5h2v1H5zM4 6h1v1H4z" fill="#111" />
  </svg>
);

const meta = {
  title: 'LobbyUi/Security',
  decorators: [
    (Story) => (
      <div className="lui-phone">
        <Story />
      </div>
    ),
    withLobbyLanguage,
  ],
  loaders: [loadLobbyLanguage],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

// ---- Overview and the withdraw entry's warning ------------------------------------------------

/** Nothing set or bound: every entry opens its form. */
export const OverviewEmpty: Story = {
  render: () => (
    <SecurityOverview status={{ hasWithdrawPassword: false, googleAuthBound: false }} onOpen={fn()} />
  ),
  play: async () => {
    await expect(body().getByRole('button', { name: 'Withdrawal password Not set' })).toBeVisible();
  },
};

/** Phone, e-mail and authenticator bound; the password set. */
export const OverviewBound: Story = {
  render: () => (
    <SecurityOverview
      status={{
        hasWithdrawPassword: true,
        phone: '+55 119****4321',
        email: 'an***@mail.com',
        googleAuthBound: true,
      }}
      onOpen={fn()}
    />
  ),
  play: async () => {
    await expect(body().getByText('+55 119****4321')).toBeVisible();
  },
};

/** Spec §2: the withdraw entry without a withdrawal password. */
export const WithdrawPasswordWarning: Story = {
  render: () => <WithdrawPasswordBanner onSetPassword={fn()} />,
  play: async () => {
    await expect(body().getByRole('alert')).toHaveTextContent('Please bind a withdrawal password first.');
  },
};

// ---- Withdrawal password -------------------------------------------------------------------------

/** The first withdrawal password: typed twice. */
export const SetWithdrawPassword: Story = {
  render: () => (
    <WithdrawPasswordForm mode="set" onSubmit={fn(() => Promise.resolve({ ok: true as const }))} />
  ),
};

/** The rule: six equal digits, then a mismatch. */
export const SetWithdrawPasswordErrors: Story = {
  render: () => (
    <WithdrawPasswordForm mode="set" onSubmit={fn(() => Promise.resolve({ ok: true as const }))} />
  ),
  play: async () => {
    await userEvent.type(box('New withdrawal password'), '111111');
    await userEvent.type(box('Confirm withdrawal password'), '111112{Enter}');
    await expect(box('New withdrawal password')).toHaveAccessibleDescription(
      'Don’t use the same digit six times',
    );
    await expect(box('Confirm withdrawal password')).toHaveAccessibleDescription('Passwords don’t match');
  },
};

/** Saved. */
export const WithdrawPasswordSaved: Story = {
  render: () => (
    <WithdrawPasswordForm mode="set" onSubmit={fn(() => Promise.resolve({ ok: true as const }))} />
  ),
  play: async () => {
    await userEvent.type(box('New withdrawal password'), '284913');
    await userEvent.type(box('Confirm withdrawal password'), '284913{Enter}');
    await expect(await body().findByText('Withdrawal password saved.')).toBeVisible();
  },
};

/** A change with a wrong current password: the tries left. */
export const ChangeWithdrawPasswordWrong: Story = {
  render: () => (
    <WithdrawPasswordForm
      mode="change"
      onSubmit={fn(() =>
        Promise.resolve({ ok: false as const, reason: 'passwordWrong' as const, attemptsLeft: 3 }),
      )}
    />
  ),
  play: async () => {
    await userEvent.type(box('Current withdrawal password'), '000001');
    await userEvent.type(box('New withdrawal password'), '730518');
    await userEvent.type(box('Confirm withdrawal password'), '730518{Enter}');
    await waitFor(() =>
      expect(box('Current withdrawal password')).toHaveAccessibleDescription(
        'Wrong withdrawal password. Attempts left: 3',
      ),
    );
  },
};

/** Sending: the button waits. */
export const WithdrawPasswordBusy: Story = {
  render: () => <WithdrawPasswordForm mode="set" onSubmit={fn(() => new Promise<never>(() => {}))} />,
  play: async () => {
    await userEvent.type(box('New withdrawal password'), '284913');
    await userEvent.type(box('Confirm withdrawal password'), '284913{Enter}');
    await expect(body().getByRole('button', { name: 'Save' })).toHaveAttribute('aria-disabled', 'true');
  },
};

// ---- Phone and e-mail ------------------------------------------------------------------------------

/** Binding a phone: the SMS country list and the code. */
export const BindPhone: Story = {
  render: () => <BindPhoneForm countries={countries} onSendCode={fn(codeIn(60))} onSubmit={fn(done)} />,
};

/** A code sent: the resend countdown. */
export const BindPhoneCodeSent: Story = {
  render: () => <BindPhoneForm countries={countries} onSendCode={fn(codeIn(60))} onSubmit={fn(done)} />,
  play: async () => {
    await userEvent.type(phone(), '11987654321');
    await userEvent.click(body().getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(body().getByRole('button', { name: /Resend in \d+ s/ })).toBeVisible());
  },
};

/** Bound. */
export const BindPhoneDone: Story = {
  render: () => <BindPhoneForm countries={countries} onSendCode={fn(codeIn(60))} onSubmit={fn(done)} />,
  play: async () => {
    await userEvent.type(phone(), '11987654321');
    await userEvent.type(code(), '482913{Enter}');
    await expect(await body().findByText('Phone number linked.')).toBeVisible();
  },
};

/** The phone form whose binding the hall refuses with `serviceCode`. */
const refusedPhone = (serviceCode: string) => () => (
  <BindPhoneForm countries={countries} onSendCode={fn(codeIn(60))} onSubmit={fn(refused(serviceCode))} />
);

/** Sends a phone binding and waits for `words` under `place` (the code, the number, the form's top). */
const phoneRefusalSays = (words: string, place: 'code' | 'phone' | 'form') => async () => {
  await userEvent.type(phone(), '11987654321');
  await userEvent.type(code(), '482913{Enter}');
  if (place === 'form') await expect(await body().findByRole('alert')).toHaveTextContent(words);
  else await waitFor(() => expect(place === 'code' ? code() : phone()).toHaveAccessibleDescription(words));
};

/** 1101: the code is wrong. */
export const BindPhoneCode1101: Story = {
  render: refusedPhone('1101'),
  play: phoneRefusalSays('The code is incorrect', 'code'),
};

/** 1216: the number cannot be used. */
export const BindPhoneNumber1216: Story = {
  render: refusedPhone('1216'),
  play: phoneRefusalSays('This phone number can’t be used. Please check it.', 'phone'),
};

/** 1325: no code. */
export const BindPhoneCode1325: Story = {
  render: refusedPhone('1325'),
  play: phoneRefusalSays('Enter the code we sent you', 'code'),
};

/** 1333: the code expired. */
export const BindPhoneCode1333: Story = {
  render: refusedPhone('1333'),
  play: phoneRefusalSays('This code has expired. Please send a new one.', 'code'),
};

/** 1248: the security session expired. */
export const BindPhoneExpired1248: Story = {
  render: refusedPhone('1248'),
  play: phoneRefusalSays('Your verification has expired. Please start again.', 'form'),
};

/** Binding an e-mail address. */
export const BindEmail: Story = {
  render: () => <BindEmailForm onSendCode={fn(codeIn(60))} onSubmit={fn(done)} />,
};

/** The e-mail form whose binding the hall refuses with `serviceCode`. */
const refusedEmail = (serviceCode: string) => () => (
  <BindEmailForm onSendCode={fn(codeIn(60))} onSubmit={fn(refused(serviceCode))} />
);

/** Sends an e-mail binding and waits for `words` under the code or at the form's top. */
const emailRefusalSays = (words: string, place: 'code' | 'form') => async () => {
  await userEvent.type(body().getByRole('textbox', { name: 'Email address' }), 'ana@mail.com');
  await userEvent.type(code(), '551902{Enter}');
  if (place === 'form') await expect(await body().findByRole('alert')).toHaveTextContent(words);
  else await waitFor(() => expect(code()).toHaveAccessibleDescription(words));
};

/** 1326: no code. */
export const BindEmailCode1326: Story = {
  render: refusedEmail('1326'),
  play: emailRefusalSays('Enter the code we sent you', 'code'),
};

/** 1332: the code expired. */
export const BindEmailCode1332: Story = {
  render: refusedEmail('1332'),
  play: emailRefusalSays('This code has expired. Please send a new one.', 'code'),
};

/** 1044: the security session expired. */
export const BindEmailExpired1044: Story = {
  render: refusedEmail('1044'),
  play: emailRefusalSays('Your verification has expired. Please start again.', 'form'),
};

// ---- Google authenticator ---------------------------------------------------------------------------

/** The secret is on its way. */
export const GoogleAuthLoading: Story = {
  render: () => <BindGoogleAuthForm setup={undefined} onSubmit={fn(done)} />,
};

/** No QR block: the key to type in, with its copy button. */
export const GoogleAuthKey: Story = {
  render: () => <BindGoogleAuthForm setup={setup} onSubmit={fn(done)} onCopy={fn(() => Promise.resolve())} />,
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Copy key' }));
    await expect(await body().findByText('Key copied.')).toBeVisible();
  },
};

/** The app's QR block draws the otpauth link. */
export const GoogleAuthQr: Story = {
  render: () => <BindGoogleAuthForm setup={setup} onSubmit={fn(done)} renderQr={storyQr} />,
  play: async () => {
    await expect(body().getByRole('img', { name: 'QR code for your authenticator app' })).toBeVisible();
  },
};

/** 1012: a wrong code from the app. */
export const GoogleAuthWrongCode: Story = {
  render: () => <BindGoogleAuthForm setup={setup} onSubmit={fn(refused('1012'))} />,
  play: async () => {
    await userEvent.type(body().getByRole('textbox', { name: 'Authenticator code' }), '123456{Enter}');
    await waitFor(() =>
      expect(body().getByRole('textbox', { name: 'Authenticator code' })).toHaveAccessibleDescription(
        'The code is incorrect',
      ),
    );
  },
};

// ---- Forced password change and forced binding ----------------------------------------------------------

/** The login password change a site asks for after log-in. */
export const ForcedPasswordChange: Story = {
  render: () => <ForcedPasswordChangeForm onSubmit={fn(done)} />,
};

/** 1011: the current password is wrong. */
export const ForcedPasswordChangeWrong: Story = {
  render: () => <ForcedPasswordChangeForm onSubmit={fn(refused('1011'))} />,
  play: async () => {
    await userEvent.type(box('Current password'), 'oldpass1');
    await userEvent.type(box('New password'), 'Harbor2031');
    await userEvent.type(box('Confirm password'), 'Harbor2031{Enter}');
    await waitFor(() =>
      expect(box('Current password')).toHaveAccessibleDescription('The current password is incorrect'),
    );
  },
};

/** Spec §4: the hall asks for a new login password after log-in; no way to put it off but "Log out". */
export const ForcedPasswordChangeInDialog: Story = {
  render: () => <ForcedPasswordChangeDialog open onSubmit={fn(done)} onChanged={fn()} onLogOut={fn()} />,
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Change password' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await expect(dialog).toBeVisible();
    await expect(within(dialog).getByRole('button', { name: 'Log out' })).toBeVisible();
  },
};

const bindingForms = {
  phone: <BindPhoneForm countries={countries} onSendCode={fn(codeIn(60))} onSubmit={fn(done)} />,
  email: <BindEmailForm onSendCode={fn(codeIn(60))} onSubmit={fn(done)} />,
  googleAuth: <BindGoogleAuthForm setup={setup} onSubmit={fn(done)} />,
};

/** Spec §4: the balance reached the limit; any one binding will do. No way to put it off. */
export const ForcedBinding: Story = {
  render: () => (
    <ForcedBindingDialog
      open
      required={['phone', 'email', 'googleAuth']}
      limit="50000"
      currency="BRL"
      forms={bindingForms}
      onLogOut={fn()}
    />
  ),
  play: async () => {
    const dialog = await body().findByRole('dialog', { name: 'Secure your account' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
  },
};

/** A binding chosen: its form in the dialog. */
export const ForcedBindingPicked: Story = {
  render: ForcedBinding.render,
  play: async () => {
    // The dialog fades in: a play starts once it is there.
    await waitFor(() => expect(body().getByRole('dialog')).toBeVisible());
    await userEvent.click(body().getByRole('button', { name: 'Link email address' }));
    await waitFor(() => expect(body().getByRole('button', { name: 'Other options' })).toBeVisible());
  },
};

/** One binding asked for: its form straight away. */
export const ForcedBindingOne: Story = {
  render: () => (
    <ForcedBindingDialog open required={['phone']} limit="50000" currency="BRL" forms={bindingForms} />
  ),
};

// ---- Self-exclusion ------------------------------------------------------------------------------------

/** Choose a period. */
export const SelfExclusion: Story = {
  render: () => <SelfExclusionForm language="en_US" now={now} onSubmit={fn()} />,
};

/** Continue with no period chosen. */
export const SelfExclusionNoPeriod: Story = {
  render: () => <SelfExclusionForm language="en_US" now={now} onSubmit={fn()} />,
  play: async () => {
    await userEvent.click(body().getByRole('button', { name: 'Continue' }));
    await expect(body().getByRole('group', { name: 'Exclusion period' })).toHaveAccessibleDescription(
      'Choose a period',
    );
  },
};

/** The second, explicit confirmation: until when, and that it cannot be undone. */
export const SelfExclusionConfirm: Story = {
  render: () => <SelfExclusionForm language="en_US" now={now} onSubmit={fn()} />,
  play: async () => {
    await userEvent.click(body().getByRole('radio', { name: '1 week' }));
    await userEvent.click(body().getByRole('button', { name: 'Continue' }));
    const dialog = await body().findByRole('dialog', { name: 'Exclude yourself until 22/01/2031 12:00:00?' });
    await waitFor(() => expect(dialog).toBeVisible());
    await expect(body().getByRole('button', { name: 'Cancel' })).toHaveFocus();
  },
};

/** Excluded: the end of the ban. */
export const SelfExclusionDone: Story = {
  render: () => (
    <SelfExclusionForm
      language="en_US"
      now={now}
      onSubmit={fn(() =>
        Promise.resolve({ ok: true as const, until: new Date(2031, 0, 22, 12, 0, 0).getTime() }),
      )}
    />
  ),
  play: async () => {
    await userEvent.click(body().getByRole('radio', { name: '1 week' }));
    await userEvent.click(body().getByRole('button', { name: 'Continue' }));
    await waitFor(() => expect(body().getByRole('dialog')).toBeVisible());
    await userEvent.click(body().getByRole('button', { name: 'Yes, exclude me' }));
    await expect(await body().findByRole('status')).toHaveTextContent(
      'You’ve excluded yourself from playing until 22/01/2031 12:00:00.',
    );
  },
};
