// The log-in modal's phone and e-mail tabs: what each sends, where the hall's refusal shows, the
// tab it opens on, and prefixes or tabs that arrive after it opened.
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthCountry, AuthSubmitResult, AuthValues } from './auth-types';
import { AuthModal } from './AuthModal';

const countries: readonly AuthCountry[] = [
  { countryName: 'Brasil', phoneNumberSegment: '+55' },
  { countryName: 'Portugal', phoneNumberSegment: '+351' },
];

const passed = (_values: AuthValues): Promise<AuthSubmitResult> => Promise.resolve({ ok: true });
const password = () => screen.getByLabelText<HTMLInputElement>('Password', { selector: 'input' });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('AuthModal', () => {
  describe('when a player logs in by phone', () => {
    it('sends the prefix picked, the number and the password, and nothing of the other tabs', async () => {
      const onSubmit = vi.fn(passed);
      render(
        <AuthModal
          open
          mode="login"
          methods={['account', 'phone', 'email']}
          countries={countries}
          onClose={() => {}}
          onSubmit={onSubmit}
          remindWeakPassword={false}
        />,
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.click(screen.getByRole('tab', { name: 'Phone' }));
      const panel = screen.getByRole('tabpanel', { name: 'Phone' });
      await userEvent.selectOptions(within(panel).getByRole('combobox', { name: 'Country code' }), '+351');
      await userEvent.type(within(panel).getByRole('textbox', { name: 'Phone number' }), ' 912345678 ');
      await userEvent.type(password(), 'Harbor2024{Enter}');

      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit.mock.calls[0]![0]).toEqual<AuthValues>({
        mode: 'login',
        method: 'phone',
        username: undefined,
        password: 'Harbor2024',
        areaCode: '+351',
        phone: '912345678',
        email: undefined,
        code: undefined,
        inviteCode: undefined,
        currency: undefined,
      });
      await expectNoAxeViolations();
    });

    it('shows 1216 under the phone number, focused', async () => {
      render(
        <AuthModal
          open
          mode="login"
          methods={['phone']}
          countries={countries}
          onClose={() => {}}
          onSubmit={() =>
            Promise.resolve({ ok: false, code: '1216', message: 'No account has this phone number' })
          }
        />,
      );
      const phone = screen.getByRole('textbox', { name: 'Phone number' });
      await userEvent.type(phone, '11900000000');
      await userEvent.type(password(), 'Harbor2024{Enter}');

      expect(descriptionOf(phone)).toBe('No account has this phone number');
      expect(phone.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(phone);
      expect(password().getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('takes the first prefix when the list comes after the modal opened', async () => {
      const onSubmit = vi.fn(passed);
      const modal = (list: readonly AuthCountry[]) => (
        <AuthModal
          open
          mode="login"
          methods={['phone']}
          countries={list}
          onClose={() => {}}
          onSubmit={onSubmit}
          remindWeakPassword={false}
        />
      );
      const { rerender } = render(modal([]));
      expect(screen.queryByRole('combobox', { name: 'Country code' })).toBeNull();
      rerender(modal(countries));

      expect(screen.getByRole<HTMLSelectElement>('combobox', { name: 'Country code' }).value).toBe('+55');
      await userEvent.type(screen.getByRole('textbox', { name: 'Phone number' }), '11912345678');
      await userEvent.type(password(), 'Harbor2024{Enter}');
      expect(onSubmit.mock.calls[0]![0]).toMatchObject({ areaCode: '+55', phone: '11912345678' });
    });
  });

  describe('when a player logs in by e-mail', () => {
    it('sends the address and the password, and shows 1011 under the password', async () => {
      const onSubmit = vi.fn((_values: AuthValues) =>
        Promise.resolve<AuthSubmitResult>({
          ok: false,
          code: '1011',
          message: 'Wrong e-mail address or password',
        }),
      );
      render(
        <AuthModal open mode="login" methods={['account', 'email']} onClose={() => {}} onSubmit={onSubmit} />,
      );
      await userEvent.click(screen.getByRole('tab', { name: 'Email' }));
      await userEvent.type(screen.getByRole('textbox', { name: 'Email address' }), 'Contact01@Example.com ');
      await userEvent.type(password(), 'Wrong1234{Enter}');

      expect(onSubmit.mock.calls[0]![0]).toMatchObject({
        method: 'email',
        email: 'Contact01@Example.com',
        password: 'Wrong1234',
        username: undefined,
        phone: undefined,
      });
      expect(descriptionOf(password())).toBe('Wrong e-mail address or password');
      expect(document.activeElement).toBe(password());
    });

    it('refuses an address the rules refuse before asking the hall', async () => {
      const onSubmit = vi.fn(passed);
      render(<AuthModal open mode="login" methods={['email']} onClose={() => {}} onSubmit={onSubmit} />);
      const email = screen.getByRole('textbox', { name: 'Email address' });
      await userEvent.type(email, 'not-an-address');
      await userEvent.type(password(), 'Harbor2024{Enter}');

      expect(onSubmit).not.toHaveBeenCalled();
      expect(email.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(email);
    });
  });

  describe('when the owner names the tab to open on', () => {
    it('opens on it when the site offers it, and on the site’s first otherwise', () => {
      const { unmount } = render(
        <AuthModal
          open
          mode="login"
          methods={['account', 'phone', 'email']}
          initialMethod="email"
          onClose={() => {}}
          onSubmit={passed}
        />,
      );
      expect(screen.getByRole('tab', { name: 'Email', selected: true })).toBeTruthy();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Email address' }));
      unmount();

      render(
        <AuthModal
          open
          mode="login"
          methods={['account', 'email']}
          initialMethod="phone"
          onClose={() => {}}
          onSubmit={passed}
        />,
      );
      expect(screen.getByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
    });
  });

  describe('when the site’s ways to log in arrive while the player types', () => {
    it('keeps the field under the finger and every key typed into it', async () => {
      const modal = (methods: readonly ('account' | 'phone' | 'email')[]) => (
        <AuthModal open mode="login" methods={methods} onClose={() => {}} onSubmit={passed} />
      );
      const { rerender } = render(modal(['account']));
      const username = screen.getByRole('textbox', { name: 'Username' });
      await userEvent.type(username, 'play');

      rerender(modal(['account', 'phone', 'email']));
      await userEvent.keyboard('er01');

      expect(screen.getByRole('tab', { name: 'Account', selected: true })).toBeTruthy();
      expect(screen.getByRole('textbox', { name: 'Username' })).toBe(username);
      expect(document.activeElement).toBe(username);
      expect((username as HTMLInputElement).value).toBe('player01');
    });
  });
});
