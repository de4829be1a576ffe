import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { CaptchaScenario, playLoading, renderScenario, scenarioArgTypes } from './scenario';

/** The built-in slide puzzle (1119, 1124, 1126): one story per state of the captcha flow. */
const meta = {
  title: 'Captcha/SlidePuzzle',
  component: CaptchaScenario,
  args: { provider: 'slide', step: 'challenge' },
  argTypes: scenarioArgTypes,
  render: renderScenario,
} satisfies Meta<typeof CaptchaScenario>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The challenge is on its way from the hall. */
export const Loading: Story = { args: { step: 'loading' }, play: playLoading };

/** The puzzle waits for the user: arrow keys move the piece, Enter submits. */
export const Challenge: Story = {
  args: { step: 'challenge' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const slider = await canvas.findByRole('slider', { name: 'Puzzle piece position' });
    await waitFor(() => expect(slider).toHaveFocus());
    for (let i = 0; i < 17; i++) await userEvent.keyboard('{Shift>}{ArrowRight}{/Shift}');
    await expect(slider).toHaveAttribute('aria-valuenow', '170');
    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(canvas.getByTestId('guarded-call')).toHaveTextContent('retried with the captcha fields'),
    );
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** The answer is being validated by the hall; the puzzle stays, disabled. */
export const Checking: Story = {
  args: { step: 'checking' },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent('Checking…'));
    await expect(within(dialog).getByRole('slider')).toHaveAttribute('aria-disabled', 'true');
  },
};

/** Validation passed: the dialog closes and the call is retried with the captcha fields. */
export const Passed: Story = {
  args: { step: 'passed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByTestId('guarded-call')).toHaveTextContent('(lot story-lot-1)'));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** A wrong answer: the captcha error message with code and lot number. */
export const Failed: Story = {
  args: { step: 'failed' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        'Verification failed (code error_11, lot story-lot-1).',
      ),
    );
    await expect(canvas.getByTestId('guarded-call')).toHaveTextContent('rejected (failed, error_11)');
    await userEvent.click(canvas.getByRole('button', { name: 'Close' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
  },
};

/** Too many failures (error_12): a 60-second restriction with the seconds remaining. */
export const Restricted: Story = {
  args: { step: 'restricted' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() =>
      expect(canvas.getByRole('alert')).toHaveTextContent(
        /^Too many verification attempts\. Try again in (60|59) s\.$/,
      ),
    );
    await expect(canvas.getByTestId('guarded-call')).toHaveTextContent('rejected (restricted, error_12)');
  },
};
