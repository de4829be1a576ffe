import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ForcedPasswordChangeForm } from './ForcedPasswordChangeForm';
import type { SecurityResult } from './security-types';

const box = (name: string) => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

async function change(current = 'oldpass1', next = 'Harbor2031') {
  await userEvent.type(box('Current password'), current);
  await userEvent.type(box('New password'), next);
  await userEvent.type(box('Confirm password'), `${next}{Enter}`);
}

describe('ForcedPasswordChangeForm', () => {
  describe('when it shows', () => {
    it('says why, asks for the current password and a new one twice, and passes axe', async () => {
      render(<ForcedPasswordChangeForm onSubmit={() => Promise.resolve({ ok: true })} />);
      expect(screen.getByText('For your account’s safety, please set a new login password.')).toBeTruthy();
      expect(box('Current password').type).toBe('password');
      expect(screen.getByRole('button', { name: 'Change password' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the new password breaks the site’s rule', () => {
    it('says which part is missing and sends nothing', async () => {
      const onSubmit = vi.fn((): Promise<SecurityResult> => Promise.resolve({ ok: true }));
      render(
        <ForcedPasswordChangeForm
          onSubmit={onSubmit}
          passwordRules={{ loginPasswdStrengthDetectSwitch: 1, strongPasswdRequireUppercase: 1 }}
        />,
      );
      await change('oldpass1', 'harbor2031');
      expect(descriptionOf(box('New password'))).toBe('Password must contain an uppercase letter');
      expect(onSubmit).not.toHaveBeenCalled();
    });
  });

  describe('when the owner answers', () => {
    it('sends both passwords and says it changed', async () => {
      const onSubmit = vi.fn((): Promise<SecurityResult> => Promise.resolve({ ok: true }));
      const onDone = vi.fn();
      render(<ForcedPasswordChangeForm onSubmit={onSubmit} onDone={onDone} />);
      await change();
      expect(onSubmit).toHaveBeenCalledWith({ oldPassword: 'oldpass1', password: 'Harbor2031' });
      expect(await screen.findByText('Password changed.')).toBeTruthy();
      expect(onDone).toHaveBeenCalledOnce();
    });

    it('puts a wrong current password (1011) under it', async () => {
      render(<ForcedPasswordChangeForm onSubmit={() => Promise.resolve({ ok: false, code: '1011' })} />);
      await change();
      expect(await screen.findByText('The current password is incorrect')).toBeTruthy();
      expect(document.activeElement).toBe(box('Current password'));
    });

    it('puts the hall’s password rule (4042, 4024, 4040) under the new one', async () => {
      render(
        <ForcedPasswordChangeForm
          onSubmit={() =>
            Promise.resolve({ ok: false, code: '4040', message: 'The password may not be the username' })
          }
        />,
      );
      await change();
      expect(await screen.findByText('The password may not be the username')).toBeTruthy();
      expect(descriptionOf(box('New password'))).toBe('The password may not be the username');
    });
  });
});
