import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import '@lobbykit/ui-blocks/styles.css';
import type { Activity, HallNotice, NewComerBenefit } from '@lobbykit/contract';
import {
  ActivityCards,
  ActivityDetail,
  NewComerDays,
  NoticeList,
  NoticeTabs,
} from '@lobbykit/lobby-ui/promotions';
import { useState } from 'react';
import '@lobbykit/lobby-ui/styles.css';
import './lobby-ui-stories.css';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

// Fixed dates: every run shows the same text.
const DAY = 24 * 60 * 60 * 1000;
const NOW = Date.UTC(2026, 10, 20, 9, 30);

const notices: HallNotice[] = [
  {
    id: 'n1',
    type: 1,
    title: 'Maintenance tonight',
    content: '<p>Slot games pause from <strong>02:00 to 03:00</strong> for an upgrade.</p>',
    publishedAt: NOW,
  },
  {
    id: 'n2',
    type: 1,
    title: 'A new way to pay',
    content: '<p>Deposit by e-wallet from today.</p>',
    publishedAt: NOW - DAY,
  },
  {
    id: 'n3',
    type: 1,
    title: 'Your weekly statement is ready',
    content: '<p>See it in the wallet.</p>',
    publishedAt: NOW - 3 * DAY,
  },
];

// A picture the story carries itself (no asset host in Storybook).
const banner = `data:image/svg+xml,${encodeURIComponent(
  '<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#3b1f6e"/><circle cx="375" cy="150" r="110" fill="#f6b93b"/></svg>',
)}`;

const activities: Activity[] = [
  {
    id: '101',
    categoryId: 1,
    title: 'First deposit +100%',
    banner,
    content: '<p>Double your first deposit, up to R$ 500.</p>',
  },
  {
    id: '202',
    categoryId: 1,
    title: 'Red packet rain',
    banner,
    content: '<p>Catch a red packet every hour.</p><ul><li>Open to every player</li><li>Once a day</li></ul>',
    startTime: NOW - DAY,
    endTime: NOW + 7 * DAY,
  },
];

const days: NewComerBenefit[] = [1, 2, 3, 4, 5, 6, 7].map((day) => ({
  day,
  title: `Day ${day} gift`,
  reward: String(day * 2),
  status: day === 1 ? 2 : day === 2 ? 1 : 0,
}));

const meta = {
  title: 'LobbyUi/PromotionPages',
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
} satisfies Meta;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice centre: its tabs with their unread counts, one notice opened in place. */
function NoticeCentre() {
  const [type, setType] = useState<1 | 2 | 3>(1);
  const [openId, setOpenId] = useState<string>();
  const [read, setRead] = useState<ReadonlySet<string>>(new Set(['n3']));
  return (
    <>
      <NoticeTabs
        selected={type}
        onSelect={setType}
        unread={{ 1: 3 - read.size, 2: 0, 3: 4 }}
        panelId="story-notices"
      />
      <NoticeList
        id="story-notices"
        label="System"
        state="ready"
        notices={type === 1 ? notices : []}
        read={read}
        openId={openId}
        onToggle={(id) => {
          setOpenId((current) => (current === id ? undefined : id));
          setRead((current) => new Set([...current, id]));
        }}
        language="en_US"
        more={type === 1}
        onLoadMore={fn()}
        onRetry={fn()}
      />
    </>
  );
}

/** The list with its unread dots; opening a notice shows its text and lowers its tab's count. */
export const NoticesUnread: Story = {
  render: () => <NoticeCentre />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tabs = canvas.getByRole('tablist');
    await expect(within(tabs).getAllByRole('tab')).toHaveLength(3);
    const first = canvas.getAllByRole('button', { expanded: false })[0]!;
    await userEvent.click(first);
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByText(/for an upgrade/)).toBeVisible();
    await expect(canvasElement.querySelectorAll('[data-unread]')).toHaveLength(1);
  },
};

/** A type with nothing in it yet. */
export const NoticesEmpty: Story = {
  render: () => (
    <NoticeList
      label="Announcements"
      state="ready"
      notices={[]}
      read={new Set()}
      onToggle={fn()}
      language="en_US"
      more={false}
      onLoadMore={fn()}
      onRetry={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toBeVisible();
    await expect(within(canvasElement).queryByRole('button')).toBeNull();
  },
};

/** The notices failed to load: a way to try again. */
export const NoticesFailed: Story = {
  render: () => (
    <NoticeList
      label="System"
      state="failed"
      notices={[]}
      read={new Set()}
      onToggle={fn()}
      language="en_US"
      more={false}
      onLoadMore={fn()}
      onRetry={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button')).toBeVisible();
  },
};

/** The activities of a category as cards, each a link to its detail. */
export const ActivityCardList: Story = {
  render: () => (
    <ActivityCards
      label="Deposit offers"
      state="ready"
      activities={activities}
      language="en_US"
      hrefOf={(id) => `#/promotions/${id}`}
      onOpen={fn()}
      onRetry={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links).toHaveLength(2);
    await expect(links[0]).toHaveAttribute('href', '#/promotions/101');
  },
};

/** The cards while they load. */
export const ActivityCardsLoading: Story = {
  render: () => (
    <ActivityCards
      label="Deposit offers"
      state="loading"
      activities={[]}
      language="en_US"
      hrefOf={(id) => `#/promotions/${id}`}
      onOpen={fn()}
      onRetry={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('tabpanel')).toHaveAttribute('aria-busy', 'true');
  },
};

/** An activity's detail: banner, title, period, rich text and the way back. */
export const ActivityDetailPage: Story = {
  render: () => <ActivityDetail activity={activities[1]!} language="en_US" onBack={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Red packet rain' })).toBeVisible();
    await expect(await canvas.findByText('Catch a red packet every hour.')).toBeVisible();
    await expect(canvas.getByRole('button')).toBeVisible();
  },
};

/** The seven new-player days: day 1 claimed, day 2 to claim, the rest locked. */
export const NewComerDaysToClaim: Story = {
  render: () => <NewComerDays days={days} currency="BRL" onClaim={fn()} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('listitem')).toHaveLength(7);
    await expect(canvas.getAllByRole('button')).toHaveLength(1);
  },
};

/** A claim on its way, and the last one's failure said. */
export const NewComerDaysClaiming: Story = {
  render: () => (
    <NewComerDays
      days={days}
      currency="BRL"
      claiming={2}
      error="You’ve already claimed this reward"
      onClaim={fn()}
    />
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button')).toHaveAttribute('aria-busy', 'true');
    await expect(canvas.getByRole('alert')).toHaveTextContent('You’ve already claimed this reward');
  },
};
