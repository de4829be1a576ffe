import type { HallNotice } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { NoticeList, type NoticeListProps } from './NoticeList';
import { NoticeTabs } from './NoticeTabs';

const notices: HallNotice[] = [
  {
    id: 'n1',
    type: 1,
    title: 'Maintenance tonight',
    content: '<p>From 2:00 to 3:00.</p>',
    publishedAt: Date.UTC(2026, 10, 20, 9),
  },
  { id: 'n2', type: 1, title: 'New payment method', content: '<p>Pay by wallet.</p>', publishedAt: 0 },
];

function renderList(props: Partial<NoticeListProps> = {}) {
  const handlers = { onToggle: vi.fn(), onLoadMore: vi.fn(), onRetry: vi.fn() };
  const view = render(
    <NoticeList
      state="ready"
      notices={notices}
      read={new Set(['n2'])}
      language="en_US"
      more={false}
      label="System"
      {...handlers}
      {...props}
    />,
  );
  return { ...view, ...handlers };
}

describe('NoticeList', () => {
  describe('when notices are shown', () => {
    it('names each by its title, marks the unread ones and dates the dated ones', async () => {
      renderList();
      const panel = screen.getByRole('tabpanel', { name: 'System' });
      const unread = within(panel).getByRole('button', { name: /^Unread,\s*Maintenance tonight$/ });
      expect(unread.getAttribute('aria-expanded')).toBe('false');
      expect(within(panel).getByRole('button', { name: 'New payment method' })).toBeTruthy();
      expect(within(panel).getAllByRole('time')).toHaveLength(1);
      expect(within(panel).queryByRole('button', { name: 'Load more' })).toBeNull();
      await expectNoAxeViolations();
    });

    it('asks to open one, and shows the open one’s text', async () => {
      const { onToggle } = renderList({ openId: 'n1' });
      const open = screen.getByRole('button', { name: /Maintenance tonight/ });
      expect(open.getAttribute('aria-expanded')).toBe('true');
      expect(await screen.findByText('From 2:00 to 3:00.')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'New payment method' }));
      expect(onToggle.mock.calls).toEqual([['n2']]);
      await expectNoAxeViolations();
    });
  });

  describe('when more pages wait', () => {
    it('offers "Load more", busy while the page comes', async () => {
      const { onLoadMore, rerender } = renderList({ more: true });
      await userEvent.click(screen.getByRole('button', { name: 'Load more' }));
      expect(onLoadMore).toHaveBeenCalledTimes(1);
      rerender(
        <NoticeList
          state="ready"
          notices={notices}
          read={new Set()}
          language="en_US"
          more
          loadingMore
          label="System"
          onToggle={() => {}}
          onLoadMore={onLoadMore}
          onRetry={() => {}}
        />,
      );
      const busy = screen.getByRole('button', { name: 'Loading…' });
      expect(busy.getAttribute('aria-busy')).toBe('true');
      await userEvent.click(busy);
      expect(onLoadMore).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the list is loading, failed or empty', () => {
    it.each([
      ['loading', { state: 'loading' as const }, 'Loading…'],
      ['failed', { state: 'failed' as const }, 'We couldn’t load the notices'],
      ['empty', { notices: [] }, 'Nothing here yet. New notices will show up here.'],
    ])('says so when %s', async (_, props, said) => {
      renderList(props);
      expect(screen.getAllByText(said).length).toBeGreaterThan(0);
      await expectNoAxeViolations();
    });

    it('retries from the failure', async () => {
      const { onRetry } = renderList({ state: 'failed' });
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
    });
  });
});

describe('NoticeTabs', () => {
  describe('when types have unread notices', () => {
    it('names each tab with its unread count and selects by keyboard', async () => {
      const onSelect = vi.fn();
      render(
        <>
          <NoticeTabs selected={2} onSelect={onSelect} unread={{ 1: 3, 2: 0, 3: 120 }} panelId="notices" />
          <div id="notices" role="tabpanel" aria-label="Announcements" />
        </>,
      );
      const tabs = screen.getByRole('tablist', { name: 'Notice types' });
      expect(
        within(tabs)
          .getAllByRole('tab')
          .map((tab) => tab.textContent),
      ).toEqual(['System3, 3 unread', 'Announcements', 'Promotions99+, 120 unread']);
      const selected = within(tabs).getByRole('tab', { selected: true });
      expect(selected.textContent).toBe('Announcements');
      selected.focus();
      await userEvent.keyboard('{ArrowRight}');
      expect(onSelect.mock.calls).toEqual([[3]]);
      await expectNoAxeViolations();
    });
  });
});
