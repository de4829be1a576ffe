import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { LoginRequiredNotice } from './LoginRequiredNotice';

describe('LoginRequiredNotice', () => {
  describe('when the lobby has no login yet', () => {
    it('says the game needs an account and that login is not available yet, and passes axe', async () => {
      const onClose = vi.fn();
      render(<LoginRequiredNotice open onClose={onClose} gameName="Royal Baccarat" />);
      const dialog = screen.getByRole('dialog', {
        name: 'Log in to play',
        description: 'Royal Baccarat is played with real money, so you need to log in first.',
      });
      expect(within(dialog).getByText('Logging in isn’t available here yet.')).toBeTruthy();
      expect(within(dialog).queryByRole('button', { name: 'Log in' })).toBeNull();
      await expectNoAxeViolations();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Got it' }));
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the lobby can log in and the game has a demo', () => {
    it('offers both', async () => {
      const onLogin = vi.fn();
      const onPlayDemo = vi.fn();
      render(<LoginRequiredNotice open onClose={() => {}} onLogin={onLogin} onPlayDemo={onPlayDemo} />);
      const dialog = screen.getByRole('dialog', { description: 'Playing for real money needs an account.' });
      expect(within(dialog).queryByText('Logging in isn’t available here yet.')).toBeNull();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try the demo' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Log in' }));
      expect(onPlayDemo).toHaveBeenCalledTimes(1);
      expect(onLogin).toHaveBeenCalledTimes(1);
    });
  });

  describe('when closed', () => {
    it('renders nothing', () => {
      render(<LoginRequiredNotice open={false} onClose={() => {}} />);
      expect(screen.queryByRole('dialog')).toBeNull();
    });
  });
});
