import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaScenario, playLoading, renderScenario, scenarioArgTypes } from './scenario';

/**
 * The GeeTest v4 adapter (here on 1125, graphic click) with a stand-in for the vendor script:
 * the vendor draws its own pop-up, so the lobby dialog only shows loading, checking and results.
 */
const meta = {
  title: 'Captcha/Geetest',
  component: CaptchaScenario,
  args: { provider: 'geetest', step: 'challenge' },
  argTypes: scenarioArgTypes,
  render: renderScenario,
} satisfies Meta<typeof CaptchaScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The vendor script is loading from the site's own path. */
export const Loading: Story = { args: { step: 'loading' }, play: playLoading };

/** The vendor pop-up is open; the lobby dialog steps aside. */
export const Challenge: Story = {
  args: { step: 'challenge' },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement.ownerDocument.body);
    const vendor = await page.findByRole('dialog', { name: 'Vendor check (fake)' });
    await expect(within(vendor).getByText('Vendor widget (icon)')).toBeVisible();
    await expect(within(canvasElement).queryByRole('dialog')).toBeNull();
    await userEvent.click(within(vendor).getByRole('button', { name: 'Verify' }));
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('guarded-call')).toHaveTextContent('(lot vendor-lot-1)'),
    );
  },
};

/** The vendor result is being validated by the hall. */
export const Checking: Story = {
  args: { step: 'checking' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Checking…'));
  },
};

/** The hall accepted the vendor result. */
export const Passed: Story = {
  args: { step: 'passed' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByTestId('guarded-call')).toHaveTextContent('(lot vendor-lot-1)'),
    );
  },
};

/** The vendor reported an error: the code is shown (no lot number exists yet). */
export const Failed: Story = {
  args: { step: 'failed' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Verification failed (code 60500).'),
    );
  },
};

/** Too many failures: the restriction with the seconds remaining. */
export const Restricted: Story = {
  args: { step: 'restricted' },
  play: async ({ canvasElement }) => {
    await waitFor(() =>
      expect(within(canvasElement).getByRole('alert')).toHaveTextContent(/Try again in (60|59) s\./),
    );
  },
};
