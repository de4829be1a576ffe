// The site's status pages (spec §4 "Site status") as a player sees them in the lobby's frame:
// the markup of the theme apps' /pages/503 and /pages/403 pages, filled by the same code with
// the words the lobby sends, in the toolbar's theme and language.
import type { Meta, StoryObj } from '@storybook/react-vite';
import { getI18n } from 'react-i18next';
import { expect, within } from 'storybook/test';
import { showStatusContent } from '@lobbykit/lobby-core/status-page';
import { statusPageContent, type ClosedSiteCondition, type LobbyText } from '@lobbykit/lobby-ui/app';
import '@lobbykit/lobby-ui/status-page.css';
import { useEffect, useRef } from 'react';
import { loadLobbyLanguage, withLobbyLanguage } from './with-lobby-language';

const KEY = 'story-key-0001';
const HOUR_MS = 3_600_000;

/** The page's markup (apps' pages/503 and pages/403), filled once rendered. */
function StatusPage({
  condition,
  canRetry,
}: {
  readonly condition: ClosedSiteCondition;
  readonly canRetry: boolean;
}) {
  const root = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const i18n = getI18n();
    const text = ((key, params) => i18n.t(key, params)) as LobbyText;
    const content = statusPageContent(condition, text, { key: KEY, lang: i18n.language, canRetry });
    return root.current ? showStatusContent(root.current, content) : undefined;
  }, [condition, canRetry]);
  return (
    <div ref={root} className="lk-status-page">
      <main className="lk-status">
        <h1 />
        <p data-status-body="" />
        <p data-status-countdown="" role="timer" hidden />
        <p data-status-note="" hidden />
        <div className="lk-status__actions">
          <button type="button" data-status-retry="" hidden />
          <a data-status-link="" target="_blank" rel="noopener noreferrer" hidden />
        </div>
      </main>
    </div>
  );
}

const meta = {
  title: 'LobbyUi/SiteStatus',
  component: StatusPage,
  decorators: [withLobbyLanguage],
  loaders: [loadLobbyLanguage],
  args: {
    canRetry: true,
    condition: {
      status: 'maintenance',
      reason: 'maintenance',
      code: '-3',
      since: 0,
      details: { endMs: Date.now() + 2 * HOUR_MS + 65_000, onlineService: 'https://cs.example/chat' },
      serverOffsetMs: 0,
    },
  },
} satisfies Meta<typeof StatusPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** In maintenance with an end: the countdown, "Try again" and the customer-service link. */
export const Maintenance: Story = {
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'We’re under maintenance' })).toBeVisible();
    await expect(page.getByRole('timer')).toHaveTextContent(/^Back in 2:01:0\d$/);
    await expect(page.getByRole('button', { name: 'Try again' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Contact customer service' })).toHaveAttribute(
      'href',
      'https://cs.example/chat',
    );
  },
};

/** Frozen by the operator, no end known. */
export const FrozenWithoutEnd: Story = {
  args: {
    condition: { status: 'maintenance', reason: 'frozen', code: '9111', since: 0, details: {} },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'The site is paused' })).toBeVisible();
    await expect(page.queryByRole('timer')).toBeNull();
    await expect(page.getByText('We’ll be back shortly')).toBeVisible();
    await expect(page.queryByRole('link')).toBeNull();
  },
};

/** The end has passed and the site is not back yet. */
export const MaintenanceOverrun: Story = {
  args: {
    condition: {
      status: 'maintenance',
      reason: 'maintenance',
      code: '-3',
      since: 0,
      details: { endMs: Date.now() - 60_000 },
      serverOffsetMs: 0,
    },
  },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('timer')).toHaveTextContent('We’ll be back shortly');
  },
};

/** The visitor's region is refused; the hall recommends a calling code. */
export const RegionRestricted: Story = {
  args: {
    condition: { status: 'regionRestricted', ip: '203.0.113.20', recommendAreaCode: '+55', since: 0 },
  },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await expect(await page.findByRole('heading', { name: 'Not available in your region' })).toBeVisible();
    await expect(page.getByText('Recommended area code: +55')).toBeVisible();
  },
};

/** Without the watcher (a lobby that does not poll): no "Try again". */
export const WithoutRetry: Story = {
  args: { canRetry: false },
  play: async ({ canvasElement }) => {
    const page = within(canvasElement);
    await page.findByRole('heading');
    await expect(page.queryByRole('button')).toBeNull();
  },
};
