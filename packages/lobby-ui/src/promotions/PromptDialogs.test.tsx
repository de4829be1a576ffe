import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { AppDownloadDialog } from './AppDownloadDialog';
import { WeakPasswordDialog } from './WeakPasswordDialog';

describe('AppDownloadDialog', () => {
  describe('when it opens', () => {
    it('names the site’s app, says why, and offers "Download" (focused) and "Not now"', async () => {
      const onDownload = vi.fn();
      const onClose = vi.fn();
      render(<AppDownloadDialog open siteName="Harbor Play" onDownload={onDownload} onClose={onClose} />);
      const dialog = screen.getByRole('dialog', { name: 'Get the Harbor Play app' });
      expect(
        within(dialog)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Games load faster', 'Get notified about bonuses and payouts']);
      const download = within(dialog).getByRole('button', { name: 'Download' });
      expect(document.activeElement).toBe(download);
      await userEvent.click(download);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Not now' }));
      expect(onDownload).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      await expectNoAxeViolations();
    });
  });

  describe('when it is closed', () => {
    it('renders nothing', () => {
      render(
        <AppDownloadDialog open={false} siteName="Harbor Play" onDownload={() => {}} onClose={() => {}} />,
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});

describe('WeakPasswordDialog', () => {
  describe('when it opens', () => {
    it('says the password is weak, with "Change password" (focused) and "Later"', async () => {
      const onChangePassword = vi.fn();
      const onClose = vi.fn();
      render(<WeakPasswordDialog open onChangePassword={onChangePassword} onClose={onClose} />);
      const dialog = screen.getByRole('dialog', { name: 'Your password is weak' });
      expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
      expect(within(dialog).getByText(/easy to guess/)).toBeTruthy();
      const change = within(dialog).getByRole('button', { name: 'Change password' });
      expect(document.activeElement).toBe(change);
      await userEvent.click(change);
      await userEvent.keyboard('{Escape}');
      expect(onChangePassword).toHaveBeenCalledTimes(1);
      expect(onClose).toHaveBeenCalledTimes(1);
      await userEvent.click(within(dialog).getByRole('button', { name: 'Later' }));
      expect(onClose).toHaveBeenCalledTimes(2);
      await expectNoAxeViolations();
    });
  });
});
