import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { withLobbyTheme } from '../theme-kit/with-lobby-theme';
import { PopupSimulator } from './PopupSimulator';
import { allShow, steps } from './steps';

const meta = {
  title: 'PopupQueue/Simulator',
  component: PopupSimulator,
  decorators: [withLobbyTheme],
  args: { results: allShow, onGameRoute: true, dialogOpen: false, clock: 'manual', autoStart: false },
  argTypes: {
    clock: { control: 'inline-radio', options: ['auto', 'manual'] },
    results: { control: 'object' },
  },
  // A new queue whenever a control changes, so the sequence replays from the start.
  render: (args) => <PopupSimulator key={JSON.stringify(args)} {...args} />,
} satisfies Meta<typeof PopupSimulator>;

export default meta;
type Story = StoryObj<typeof meta>;

const stepStatus = (canvasElement: HTMLElement, id: string) =>
  canvasElement.querySelector(`[data-testid="step-${id}"]`)?.getAttribute('data-status');

/** All 14 steps load and show; each is closed in turn until the queue ends. */
export const FullSequence: Story = {
  play: async ({ canvasElement, step }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    for (const item of steps) {
      await step(item.title, async () => {
        const dialog = await canvas.findByRole('dialog', { name: item.title });
        await expect(canvas.getAllByRole('dialog')).toHaveLength(1);
        await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      });
    }
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(await canvas.findByText('ended')).toBeVisible();
    for (const item of steps) await expect(stepStatus(canvasElement, item.id)).toBe('closed');
  },
};

/** The first load hangs until the 5000 ms time-out; the next fails, the next has nothing to show. */
export const TimeoutsAndFailures: Story = {
  args: {
    results: { ...allShow, 'login-register': 'hang', 'register-recharge': 'fail', 'force-password': 'empty' },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(stepStatus(canvasElement, 'login-register')).toBe('loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance 1 s' }));
    await expect(stepStatus(canvasElement, 'login-register')).toBe('loading');
    await userEvent.click(canvas.getByRole('button', { name: 'Advance 5 s' }));
    await expect(await canvas.findByRole('dialog', { name: 'Secure your account' })).toBeVisible();
    await expect(stepStatus(canvasElement, 'login-register')).toBe('timeout');
    await expect(stepStatus(canvasElement, 'register-recharge')).toBe('failed');
    await expect(stepStatus(canvasElement, 'force-password')).toBe('skipped');
  },
};

/** Off the game route nothing shows; the loaded pop-up appears once the route is back. */
export const OffTheGameRoute: Story = {
  args: { onGameRoute: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByText('loaded')).toBeVisible();
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'On the game route' }));
    await expect(await canvas.findByRole('dialog', { name: 'Login or register' })).toBeVisible();
    await userEvent.click(canvas.getByRole('switch', { name: 'On the game route' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await expect(stepStatus(canvasElement, 'login-register')).toBe('loaded');
  },
};

/** While another dialog is open the queue waits behind it. */
export const AnotherDialogOpen: Story = {
  args: { dialogOpen: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    await expect(await canvas.findByRole('dialog', { name: 'Customer service' })).toBeVisible();
    await expect(canvas.queryByRole('dialog', { name: 'Login or register' })).toBeNull();
    await userEvent.click(canvas.getByRole('switch', { name: 'Another dialog open' }));
    await expect(await canvas.findByRole('dialog', { name: 'Login or register' })).toBeVisible();
  },
};

/** Pause hides the pop-up; resume re-runs the steps marked reshow-on-resume, then shows the held one. */
export const PauseAndResume: Story = {
  args: {
    results: Object.fromEntries(steps.map((item) => [item.id, item.reshowOnResume ? 'show' : 'empty'])),
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Start' }));
    const announcements = await canvas.findByRole('dialog', { name: 'Announcements' });
    await userEvent.click(within(announcements).getByRole('button', { name: 'Got it' }));
    await expect(await canvas.findByRole('dialog', { name: 'Rewards to collect' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Pause' }));
    await expect(canvas.queryByRole('dialog')).toBeNull();
    await userEvent.click(canvas.getByRole('button', { name: 'Resume' }));
    // Announcements ended before the pause, is marked reshow-on-resume and has shows left: it runs
    // again, ahead of the held Rewards pop-up.
    const again = await canvas.findByRole('dialog', { name: 'Announcements' });
    await userEvent.click(within(again).getByRole('button', { name: 'Got it' }));
    await expect(await canvas.findByRole('dialog', { name: 'Rewards to collect' })).toBeVisible();
  },
};

/** The clock runs by itself: slow loads arrive after 2 s, hanging ones time out after 5 s. */
export const LiveClock: Story = {
  args: {
    clock: 'auto',
    autoStart: true,
    results: { ...allShow, 'login-register': 'slow', 'register-recharge': 'hang' },
  },
};
