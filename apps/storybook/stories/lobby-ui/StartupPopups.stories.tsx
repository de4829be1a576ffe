import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import type { CutOnce, NoticeFrame, TaskCode, TaskItem } from '@lobbykit/contract';
import {
  AppDownloadDialog,
  CutOnceDialog,
  NoticeFramesDialog,
  TaskListDialog,
  WaitingCollectDialog,
  WeakPasswordDialog,
} from '@lobbykit/lobby-ui/promotions';
import { ThemeProvider } from '@lobbykit/theme-kit';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { storyTheme } from '../theme-kit/story-themes';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

/**
 * The dialogs render in a portal on the page's body, outside the toolbar theme's wrapper: the
 * theme's tokens are written on the root element too, so they read the toolbar's theme.
 */
const withThemeOnRoot: Decorator = (Story, context) => (
  <ThemeProvider tokens={storyTheme(context.globals.theme).tokens} applyTo={document.documentElement}>
    <Story />
  </ThemeProvider>
);

const frames: NoticeFrame[] = [
  {
    id: 'f1',
    title: 'Weekend reload',
    content: '<p>Deposit on <strong>Saturday or Sunday</strong> and get 20% more, up to R$ 500.</p>',
  },
  {
    id: 'f2',
    title: 'Maintenance tonight',
    content: '<p>Slot games pause from 02:00 to 03:00 for an upgrade. Live tables stay open.</p>',
  },
  { id: 'f3', content: '<p>Twelve new live tables are open. See you there!</p>' },
];

// A picture the story carries itself (no asset host in Storybook).
const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="600" height="300"><rect width="600" height="300" fill="#3b1f6e"/><circle cx="300" cy="150" r="110" fill="#f6b93b"/></svg>',
)}`;

// A fixed "now": the reset is 3:05:09 away in every run.
const NOW = Date.UTC(2026, 2, 15, 14, 30);
const cut: CutOnce = {
  show: true,
  activityId: '88',
  target: '100',
  progress: '82.5',
  turns: 2,
  resetAt: NOW + (3 * 3600 + 5 * 60 + 9) * 1000,
};

const task = (code: TaskCode, taskId: number, title: string, status: 0 | 1 | 2, progress = 1): TaskItem => ({
  taskId,
  code,
  title,
  reward: String(taskId * 2.5),
  target: 3,
  progress: status === 0 ? progress : 3,
  status,
});
const tasksOf = (code: TaskCode): TaskItem[] => [
  task(code, 1, 'Play 3 slot games', 0),
  task(code, 2, 'Deposit R$ 50 three times', 1),
  task(code, 3, 'Log in 3 days in a row', 2),
];
const waiting: TaskItem[] = [
  task('mrrw', 4, 'Daily check-in', 1),
  task('mzrw', 5, 'Weekly wager of R$ 1.000', 1),
  task('xrfl', 6, 'First deposit', 2),
];

const meta = {
  title: 'LobbyUi/StartupPopups',
  decorators: [withThemeOnRoot, withLobbyLanguage],
  loaders: [loadLobbyLanguage],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);
/** The dialog named `name`, once its opening animation has made it visible. */
const dialog = async (name: string | RegExp) => {
  const found = await body().findByRole('dialog', { name });
  await waitFor(() => expect(found).toBeVisible());
  return found;
};
const rowOf = (modal: HTMLElement, title: string) => within(within(modal).getByText(title).closest('li')!);

// ---- Forced notice frames ---------------------------------------------------------------------

/** The first of three frames: its rich text, "1 / 3", Next focused, the two choices. */
export const FramesFirstOfThree: Story = {
  render: () => <NoticeFramesDialog open frames={frames} onRead={fn()} onDismiss={fn()} onClose={fn()} />,
  play: async () => {
    const modal = await dialog('Weekend reload');
    await expect(await within(modal).findByText(/and get 20% more/)).toBeVisible();
    await expect(within(modal).getByText('1 / 3')).toBeVisible();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Next' })).toHaveFocus());
    await expect(within(modal).getByRole('checkbox', { name: 'Don’t show this again' })).not.toBeChecked();
    await expect(
      within(modal).getByRole('checkbox', { name: 'Don’t show again until I next log in' }),
    ).toBeVisible();
  },
};

/** The last frame, reached with Next: no title of its own, "Got it" closes them all. */
export const FramesLast: Story = {
  render: () => <NoticeFramesDialog open frames={frames} onRead={fn()} onDismiss={fn()} onClose={fn()} />,
  play: async () => {
    const modal = await dialog('Weekend reload');
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await userEvent.click(within(modal).getByRole('button', { name: 'Next' }));
    await expect(within(modal).getByText('3 / 3')).toBeVisible();
    await expect(modal).toHaveAccessibleName('Notice');
    await expect(within(modal).getByRole('button', { name: 'Got it' })).toHaveFocus();
    await expect(within(modal).getByRole('button', { name: 'Previous' })).not.toHaveAttribute(
      'aria-disabled',
    );
  },
};

/** A picture pop-up: one frame, its picture named by its title, no position. */
export const FramesPicture: Story = {
  render: () => (
    <NoticeFramesDialog
      open
      frames={[{ id: 'p1', title: 'The lucky wheel is back', image: banner }]}
      onRead={fn()}
      onDismiss={fn()}
      onClose={fn()}
    />
  ),
  play: async () => {
    const modal = await dialog('The lucky wheel is back');
    await expect(within(modal).getByRole('img', { name: 'The lucky wheel is back' })).toBeInTheDocument();
    await expect(within(modal).queryByRole('button', { name: 'Previous' })).toBeNull();
  },
};

// ---- One-time cut ------------------------------------------------------------------------------

const cutArgs = {
  open: true,
  cut,
  kind: 'regular' as const,
  now: NOW,
  currency: 'BRL',
  drawing: false,
  onDraw: fn(),
  onClose: fn(),
};

/** Draws left: the goal, the progress bar, the draws left, the reset countdown, "Draw". */
export const CutWithTurns: Story = {
  render: () => <CutOnceDialog {...cutArgs} />,
  play: async () => {
    const modal = await dialog('Lucky draw');
    await expect(within(modal).getByRole('progressbar', { name: 'Your progress' })).toHaveAttribute(
      'aria-valuenow',
      '83',
    );
    await expect(within(modal).getByText('Draws left: 2')).toBeVisible();
    await expect(within(modal).getByRole('timer')).toHaveTextContent('New draws in 03:05:09');
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Draw' })).toHaveFocus());
  },
};

/** The new-user cut with no draws left: "Draw" waits for the reset. */
export const CutNoTurns: Story = {
  render: () => <CutOnceDialog {...cutArgs} kind="new" cut={{ ...cut, turns: 0 }} />,
  play: async () => {
    const modal = await dialog('New player lucky draw');
    await expect(within(modal).getByRole('button', { name: 'Draw' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await expect(within(modal).getByText('Draws left: 0')).toBeVisible();
  },
};

/** A draw under way: "Draw" waits and says so. */
export const CutDrawing: Story = {
  render: () => <CutOnceDialog {...cutArgs} drawing />,
  play: async () => {
    const modal = await dialog('Lucky draw');
    await expect(within(modal).getByRole('button', { name: 'Draw' })).toHaveAttribute('aria-busy', 'true');
    await expect(within(modal).getByText('Drawing…')).toBeInTheDocument();
  },
};

/** After a draw: what it added; its progress and draws left. */
export const CutAfterDraw: Story = {
  render: () => (
    <CutOnceDialog
      {...cutArgs}
      lastDraw={{ amount: '7.25', progress: '89.75', target: '100', turns: 1, completed: false }}
    />
  ),
  play: async () => {
    const modal = await dialog('Lucky draw');
    await expect(within(modal).getByText(/You drew R\$\s7,25/)).toBeVisible();
    await expect(within(modal).getByText('Draws left: 1')).toBeVisible();
  },
};

/** The target reached: the reward credited, "Got it". In the aurora theme. */
export const CutCompleted: Story = {
  globals: { theme: 'aurora' },
  render: () => (
    <CutOnceDialog
      {...cutArgs}
      lastDraw={{ amount: '17.5', progress: '100', target: '100', turns: 1, completed: true }}
    />
  ),
  play: async () => {
    const modal = await dialog('Lucky draw');
    await expect(within(modal).getByText(/Target reached!/)).toBeVisible();
    await expect(within(modal).queryByRole('button', { name: 'Draw' })).toBeNull();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Got it' })).toHaveFocus());
  },
};

/** A draw refused: the account may not receive rewards. */
export const CutError: Story = {
  render: () => <CutOnceDialog {...cutArgs} error="You can’t receive rewards right now" />,
  play: async () => {
    const modal = await dialog('Lucky draw');
    await expect(within(modal).getByRole('alert')).toHaveTextContent('You can’t receive rewards right now');
  },
};

// ---- Task lists --------------------------------------------------------------------------------

const taskArgs = { open: true, currency: 'BRL', onClaim: fn(), onGo: fn(), onClose: fn() };

/** New-user benefits (xrfl): a task to go to, one to claim, one claimed. */
export const TasksNewBenefits: Story = {
  render: () => <TaskListDialog {...taskArgs} code="xrfl" tasks={tasksOf('xrfl')} />,
  play: async () => {
    const modal = await dialog('New player rewards');
    await expect(rowOf(modal, 'Play 3 slot games').getByRole('button', { name: 'Go' })).toBeVisible();
    await expect(rowOf(modal, 'Play 3 slot games').getByText('Progress: 1/3')).toBeVisible();
    await expect(
      rowOf(modal, 'Deposit R$ 50 three times').getByRole('button', { name: 'Claim' }),
    ).toBeVisible();
    await expect(rowOf(modal, 'Log in 3 days in a row').getByText('Claimed')).toBeVisible();
  },
};

/** Daily tasks (mrrw); without a place to go, a task under way reads "In progress". */
export const TasksDaily: Story = {
  render: () => <TaskListDialog {...taskArgs} onGo={undefined} code="mrrw" tasks={tasksOf('mrrw')} />,
  play: async () => {
    const modal = await dialog('Daily tasks');
    await expect(rowOf(modal, 'Play 3 slot games').getByText('In progress')).toBeVisible();
    await expect(within(modal).getAllByRole('listitem')).toHaveLength(3);
  },
};

/** Weekly tasks (mzrw), in the aurora theme. */
export const TasksWeekly: Story = {
  globals: { theme: 'aurora' },
  render: () => <TaskListDialog {...taskArgs} code="mzrw" tasks={tasksOf('mzrw')} />,
  play: async () => {
    const modal = await dialog('Weekly tasks');
    await expect(rowOf(modal, 'Deposit R$ 50 three times').getByText(/Reward: R\$\s5,00/)).toBeVisible();
  },
};

/** Every-3-day tasks (smrw), a claim under way. */
export const TasksEveryThreeDaysClaiming: Story = {
  render: () => <TaskListDialog {...taskArgs} code="smrw" tasks={tasksOf('smrw')} claiming={2} />,
  play: async () => {
    const modal = await dialog('3-day tasks');
    await expect(
      rowOf(modal, 'Deposit R$ 50 three times').getByRole('button', { name: 'Claim' }),
    ).toHaveAttribute('aria-busy', 'true');
    await expect(within(modal).getByRole('status')).toHaveTextContent('Claiming…');
  },
};

/** A claim refused, and no task left to show. */
export const TasksErrorEmpty: Story = {
  render: () => (
    <TaskListDialog {...taskArgs} code="mrrw" tasks={[]} error="You’ve already claimed this reward" />
  ),
  play: async () => {
    const modal = await dialog('Daily tasks');
    await expect(within(modal).getByRole('alert')).toHaveTextContent('You’ve already claimed this reward');
    await expect(within(modal).getByText('No tasks right now. Check back later.')).toBeVisible();
  },
};

/** The task list in the pseudo-locale: every text translated and whole on a phone. */
export const TasksPseudoLocale: Story = {
  globals: { language: 'pseudo' },
  render: () => <TaskListDialog {...taskArgs} code="xrfl" tasks={tasksOf('xrfl')} />,
  play: async () => {
    const modal = await dialog(/^⟦/);
    await expect(within(modal).getAllByRole('button', { name: /^⟦/ }).length).toBeGreaterThan(1);
  },
};

// ---- Waiting to collect ------------------------------------------------------------------------

const collectArgs = { open: true, currency: 'BRL', onClaim: fn(), onClaimAll: fn(), onClose: fn() };

/** Rewards waiting: their total, "Claim" on each, "Claim all" focused. */
export const CollectItems: Story = {
  render: () => <WaitingCollectDialog {...collectArgs} items={waiting} />,
  play: async () => {
    const modal = await dialog('Rewards to collect');
    await expect(within(modal).getByText(/Total: R\$\s22,50/)).toBeVisible();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Claim all' })).toHaveFocus());
    await expect(rowOf(modal, 'First deposit').getByText('Claimed')).toBeVisible();
  },
};

/** "Claim all" under way: every claim waits. */
export const CollectClaimingAll: Story = {
  render: () => <WaitingCollectDialog {...collectArgs} items={waiting} claiming="all" />,
  play: async () => {
    const modal = await dialog('Rewards to collect');
    for (const button of within(modal).getAllByRole('button', { name: /^Claim/ }))
      await expect(button).toHaveAttribute('aria-disabled', 'true');
    await expect(within(modal).getByRole('status')).toHaveTextContent('Claiming…');
  },
};

/** No answer came to a claim. */
export const CollectError: Story = {
  render: () => (
    <WaitingCollectDialog
      {...collectArgs}
      items={waiting}
      error="We couldn’t confirm the claim. Check again in a moment"
    />
  ),
  play: async () => {
    const modal = await dialog('Rewards to collect');
    await expect(within(modal).getByRole('alert')).toHaveTextContent(/couldn’t confirm the claim/);
  },
};

/** Nothing waits: said so, and Close. */
export const CollectEmpty: Story = {
  render: () => <WaitingCollectDialog {...collectArgs} items={[]} />,
  play: async () => {
    const modal = await dialog('Rewards to collect');
    await expect(within(modal).getByText('Nothing to collect right now.')).toBeVisible();
    await expect(within(modal).queryByRole('button', { name: 'Claim all' })).toBeNull();
  },
};

// ---- Prompts -----------------------------------------------------------------------------------

/** The app download prompt: why, "Download" (focused) and "Not now". */
export const AppDownload: Story = {
  render: () => <AppDownloadDialog open siteName="Harbor Play" onDownload={fn()} onClose={fn()} />,
  play: async () => {
    const modal = await dialog('Get the Harbor Play app');
    await expect(within(modal).getByText('Games load faster')).toBeVisible();
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Download' })).toHaveFocus());
    await expect(within(modal).getByRole('button', { name: 'Not now' })).toBeVisible();
  },
};

/** The weak-password prompt at log-in: "Change password" (focused) and "Later". In aurora. */
export const WeakPassword: Story = {
  globals: { theme: 'aurora' },
  render: () => <WeakPasswordDialog open onChangePassword={fn()} onClose={fn()} />,
  play: async () => {
    const modal = await dialog('Your password is weak');
    await expect(modal).toHaveAccessibleDescription(/easy to guess/);
    await waitFor(() => expect(within(modal).getByRole('button', { name: 'Change password' })).toHaveFocus());
    await expect(within(modal).getByRole('button', { name: 'Later' })).toBeVisible();
  },
};
