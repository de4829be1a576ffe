import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { BindEmailForm } from './BindEmailForm';
import { BindPhoneForm } from './BindPhoneForm';
import { ForcedBindingDialog } from './ForcedBindingDialog';

const sendCode = () => Promise.resolve(60);
const bind = () => Promise.resolve({ ok: true as const });
const forms = {
  phone: <BindPhoneForm onSendCode={sendCode} onSubmit={bind} />,
  email: <BindEmailForm onSendCode={sendCode} onSubmit={bind} />,
};

describe('ForcedBindingDialog', () => {
  describe('when the site asks for one of several bindings', () => {
    it('says why, offers each, and cannot be put off by Escape or a close button', async () => {
      render(
        <ForcedBindingDialog open required={['phone', 'email']} limit="50000" currency="USD" forms={forms} />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Secure your account' });
      expect(dialog).toHaveProperty(
        'textContent',
        expect.stringContaining(
          'Your balance has reached $50,000.00. To keep it safe, link one of these before you continue.',
        ),
      );
      expect(within(dialog).queryByRole('button', { name: 'Close' })).toBeNull();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Link phone number' }));
      await userEvent.keyboard('{Escape}');
      expect(screen.getByRole('dialog')).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('shows the chosen binding’s form in place, with the way back to the others', async () => {
      render(
        <ForcedBindingDialog open required={['phone', 'email']} limit="50000" currency="USD" forms={forms} />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Link email address' }));
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email address' }));
      await userEvent.click(screen.getByRole('button', { name: 'Other options' }));
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Link phone number' }));
      expect(screen.queryByRole('textbox', { name: 'Email address' })).toBeNull();
    });
  });

  describe('when one binding is asked for', () => {
    it('shows its form straight away, with no way back', () => {
      render(<ForcedBindingDialog open required={['phone']} limit="50000" currency="USD" forms={forms} />);
      expect(screen.getByRole('textbox', { name: 'Phone number' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Other options' })).toBeNull();
    });
  });

  describe('when the owner offers logging out', () => {
    it('is the one other way out', async () => {
      const onLogOut = vi.fn();
      render(
        <ForcedBindingDialog
          open
          required={['phone']}
          limit="50000"
          currency="USD"
          forms={forms}
          onLogOut={onLogOut}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Log out' }));
      expect(onLogOut).toHaveBeenCalledOnce();
    });
  });
});
