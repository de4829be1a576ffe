import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaScenario, playLoading, renderScenario, scenarioArgTypes } from './scenario';

/** The SMS-code challenge (1127): one story per state of the captcha flow. */
const meta = {
  title: 'Captcha/SmsCode',
  component: CaptchaScenario,
  args: { provider: 'sms', step: 'challenge' },
  argTypes: scenarioArgTypes,
  render: renderScenario,
} satisfies Meta<typeof CaptchaScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The hall is sending the code. */
export const Loading: Story = { args: { step: 'loading' }, play: playLoading };

/** The code was sent to the masked number; the user types it. */
export const Challenge: Story = {
  args: { step: 'challenge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = await canvas.findByRole('textbox', { name: 'SMS code' });
    await expect(canvas.getByText('Enter the code we sent to ••••••••4321.')).toBeVisible();
    await waitFor(() => expect(field).toHaveFocus());
    await userEvent.keyboard('424242{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('guarded-call')).toHaveTextContent('retried with the captcha fields'),
    );
  },
};

/** The code is being validated; the field is locked. */
export const Checking: Story = {
  args: { step: 'checking' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Checking…'));
    await expect(within(dialog).getByRole('textbox')).toHaveAttribute('readonly');
  },
};

/** The code was right: the dialog closes. */
export const Passed: Story = {
  args: { step: 'passed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('guarded-call')).toHaveTextContent('(lot story-lot-1)'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A wrong code: the error message with code and lot number. */
export const Failed: Story = {
  args: { step: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Verification failed (code error_11, lot story-lot-1).',
      ),
    );
  },
};

/** Too many failures: the restriction with the seconds remaining. */
export const Restricted: Story = {
  args: { step: 'restricted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent(/Try again in (60|59) s\./));
  },
};
