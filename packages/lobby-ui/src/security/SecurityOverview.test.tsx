import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { SecurityOverview } from './SecurityOverview';
import { WithdrawPasswordBanner } from './WithdrawPasswordBanner';

describe('SecurityOverview', () => {
  describe('when nothing is set or bound', () => {
    it('lists every entry as a button that says its state, and passes axe', async () => {
      const onOpen = vi.fn();
      render(
        <SecurityOverview status={{ hasWithdrawPassword: false, googleAuthBound: false }} onOpen={onOpen} />,
      );
      const list = screen.getByRole('list', { name: 'Account security' });
      expect(within(list).getAllByRole('listitem')).toHaveLength(5);
      expect(within(list).getByRole('button', { name: 'Withdrawal password Not set' })).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Phone number Not linked' })).toBeTruthy();
      expect(within(list).getByRole('button', { name: 'Login password' })).toBeTruthy();
      await userEvent.click(within(list).getByRole('button', { name: 'Google Authenticator Not linked' }));
      expect(onOpen).toHaveBeenCalledWith('googleAuth');
      await expectNoAxeViolations();
    });
  });

  describe('when bindings exist', () => {
    it('shows what is bound with no entry to open, and the password as set', async () => {
      const onOpen = vi.fn();
      render(
        <SecurityOverview
          status={{
            hasWithdrawPassword: true,
            phone: '+55 119****4321',
            email: 'an***@mail.com',
            googleAuthBound: true,
          }}
          onOpen={onOpen}
          items={['withdrawPassword', 'phone', 'email', 'googleAuth']}
        />,
      );
      expect(screen.getAllByRole('button')).toHaveLength(1);
      expect(screen.getByText('+55 119****4321')).toBeTruthy();
      expect(screen.getByText('Linked')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Withdrawal password Set' }));
      expect(onOpen).toHaveBeenCalledWith('withdrawPassword');
    });
  });
});

describe('WithdrawPasswordBanner', () => {
  describe('when it shows', () => {
    it('warns that the password must be set first, with the way to set it', async () => {
      const onSetPassword = vi.fn();
      render(<WithdrawPasswordBanner onSetPassword={onSetPassword} />);
      expect(screen.getByRole('alert').textContent).toContain('Please bind a withdrawal password first.');
      await userEvent.click(screen.getByRole('button', { name: 'Set withdrawal password' }));
      expect(onSetPassword).toHaveBeenCalledOnce();
      await expectNoAxeViolations();
    });
  });
});
