// The notice centre wired into the app, on the reference hall server in jsdom: a new player's
// header badge counts every notice unread; a visitor is asked to log in; the page opens on the first tab for a bad
// `noticeType`, opening a notice shows its text and lowers the badge and the tab's count by one,
// and after a reload the notice is still read.
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';
import { renderableApp } from '../test-support/test-app';

const WAIT = HALL_WAIT;
const { openAs } = hallAppSuite();

describe('NoticePage', { timeout: 120_000 }, () => {
  describe('when a new player opens a notice', () => {
    it('shows it, counts one fewer unread, and keeps it read after a reload', async () => {
      const storage = memoryStorage();
      const name = `ntc${Date.now() % 1_000_000_000}`;
      const { lobby, location } = await openAs({ register: name }, '/notice?noticeType=9', { storage });

      expect(await screen.findByRole('link', { name: 'Notices, 25 unread' }, WAIT)).toBeTruthy();
      // The page is a lazy chunk: the header's badge may come first.
      const tabs = await screen.findByRole('tablist', { name: 'Notice types' }, WAIT);
      const system = within(tabs).getByRole('tab', { name: /^System/ });
      expect(system.getAttribute('aria-selected')).toBe('true');
      expect(await within(tabs).findByRole('tab', { name: 'System, 9 unread' }, WAIT)).toBe(system);

      const panel = screen.getByRole('tabpanel', { name: 'System' });
      const first = await within(panel).findByRole('button', { name: /^Unread,\s*.+ notice 1$/ }, WAIT);
      expect(first.getAttribute('aria-expanded')).toBe('false');
      await userEvent.click(first);
      expect(first.getAttribute('aria-expanded')).toBe('true');
      expect(await within(panel).findByText(/^Notice 1 of /, {}, WAIT)).toBeTruthy();
      expect(first.textContent).not.toMatch(/^Unread/);
      expect(await screen.findByRole('link', { name: 'Notices, 24 unread' }, WAIT)).toBeTruthy();
      expect(within(tabs).getByRole('tab', { name: 'System, 8 unread' })).toBeTruthy();

      await userEvent.click(within(tabs).getByRole('tab', { name: /^Announcements/ }));
      expect(location.current().href).toBe('/notice?noticeType=2');
      expect(await screen.findByRole('tabpanel', { name: 'Announcements' }, WAIT)).toBeTruthy();

      // A reload: the same browser storage, a new app.
      cleanup();
      render(renderableApp(lobby, '/notice', { storage }).element);
      expect(await screen.findByRole('link', { name: 'Notices, 24 unread' }, WAIT)).toBeTruthy();
      const again = await screen.findByRole('button', { name: /notice 1$/ }, WAIT);
      expect(again.textContent).not.toMatch(/^Unread/);
    });
  });

  describe('when a visitor opens the notice centre', () => {
    it('asks them to log in', async () => {
      await openAs(undefined, '/notice?noticeType=3');
      expect(await screen.findByText('Log in to see your notices', {}, WAIT)).toBeTruthy();
      expect(screen.queryByRole('tablist')).toBeNull();
    });
  });

  describe('when a player opens another type, then more of it', () => {
    it('lists that type with its date', async () => {
      const name = `ntm${Date.now() % 1_000_000_000}`;
      await openAs({ register: name }, '/notice?noticeType=3');
      const panel = await screen.findByRole('tabpanel', { name: 'Promotions' }, WAIT);
      expect(await within(panel).findAllByRole('button', { name: /notice \d+$/ }, WAIT)).toHaveLength(8);
      expect(within(panel).getAllByText(/^\d\d\/\d\d\/\d{4} /)).toHaveLength(8);
      expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
    });
  });
});
