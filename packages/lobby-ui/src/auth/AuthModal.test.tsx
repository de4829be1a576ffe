import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { switchLanguage } from '../../test/i18n';
import type { AuthSubmitResult, UsernameAvailability } from './auth-types';
import { AuthModal } from './AuthModal';

/** A promise the test settles by hand, to look at the form while the owner is still answering. */
function deferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((settle) => {
    resolve = settle;
  });
  return { promise, resolve };
}

const passed = (): Promise<AuthSubmitResult> => Promise.resolve({ ok: true });

// Password boxes have no role: they are found by their label, their description read by hand.
const password = (name = 'Password') => screen.getByLabelText<HTMLInputElement>(name, { selector: 'input' });
const descriptionOf = (element: Element) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent ?? '')
    .join(' ')
    .trim();

describe('AuthModal', () => {
  describe('when it opens to log in with an account', () => {
    it('is a dialog named "Log in" whose controls all have names, focuses the username, and passes axe', async () => {
      render(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} onModeChange={() => {}} />);
      const dialog = screen.getByRole('dialog', { name: 'Log in' });
      const username = within(dialog).getByRole('textbox', { name: 'Username' });
      expect(document.activeElement).toBe(username);
      expect(password().getAttribute('type')).toBe('password');
      expect(within(dialog).getByRole('button', { name: 'Show password', pressed: false })).toBeTruthy();
      expect(within(dialog).getByRole('button', { name: 'Log in' }).getAttribute('type')).toBe('submit');
      expect(within(dialog).getByRole('button', { name: 'Sign up' })).toBeTruthy();
      expect(within(dialog).queryByRole('tablist')).toBeNull();
      await expectNoAxeViolations();
    });

    it('shows the password when asked, and hides it again', async () => {
      render(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} />);
      await userEvent.type(password(), 'secret1');
      await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password().getAttribute('type')).toBe('text');
      expect(screen.getByRole('button', { name: 'Show password', pressed: true })).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Show password' }));
      expect(password().getAttribute('type')).toBe('password');
    });

    it('asks to close on Escape', async () => {
      const onClose = vi.fn();
      render(<AuthModal open mode="login" onClose={onClose} onSubmit={passed} />);
      await userEvent.keyboard('{Escape}');
      expect(onClose).toHaveBeenCalledWith('escape');
    });
  });

  describe('when the player types what the rules refuse', () => {
    it('says what is wrong once the field is left, tied to the field', async () => {
      render(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} />);
      const username = screen.getByRole('textbox', { name: 'Username' });
      await userEvent.type(username, 'ab');
      expect(username.getAttribute('aria-invalid')).toBeNull();
      await userEvent.tab();
      expect(
        screen.getByRole('textbox', { name: 'Username', description: 'Username must be 4-16 characters' }),
      ).toBe(username);
      expect(username.getAttribute('aria-invalid')).toBe('true');
      // Live from then on: fixed as the player types.
      await userEvent.type(username, 'cd');
      expect(username.getAttribute('aria-invalid')).toBeNull();
      await userEvent.type(username, '!');
      expect(screen.getByText('Username may contain only letters and digits (4-16 characters)')).toBeTruthy();
    });

    it('says nothing of a field only passed through, so a tap on "Log in" under the form lands', async () => {
      const onModeChange = vi.fn();
      render(
        <AuthModal open mode="register" onClose={() => {}} onSubmit={passed} onModeChange={onModeChange} />,
      );
      const username = screen.getByRole('textbox', { name: 'Username' });
      username.focus();
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(onModeChange).toHaveBeenCalledWith('login');
      expect(username.getAttribute('aria-invalid')).toBeNull();
      expect(screen.queryByText('Username is required')).toBeNull();
      // Typed in, then emptied: that field is told on leaving.
      await userEvent.type(username, 'a{Backspace}');
      await userEvent.tab();
      expect(screen.getByText('Username is required')).toBeTruthy();
    });

    it('shows every problem on submit, focuses the first one, and sends nothing', async () => {
      const onSubmit = vi.fn(passed);
      render(
        <AuthModal open mode="register" onClose={() => {}} onSubmit={onSubmit} showInviteCode={false} />,
      );
      await userEvent.type(password(), 'abcdef');
      await userEvent.type(password('Confirm password'), 'abcdeg');
      await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(onSubmit).not.toHaveBeenCalled();
      const username = screen.getByRole('textbox', { name: 'Username', description: 'Username is required' });
      expect(document.activeElement).toBe(username);
      expect(descriptionOf(password())).toBe(
        'Password must combine at least two of letters, digits and symbols',
      );
      expect(password().getAttribute('aria-invalid')).toBe('true');
      expect(descriptionOf(password('Confirm password'))).toBe('Passwords don’t match');
      expect(
        screen.getByRole('checkbox', {
          name: 'I am of legal age and accept the terms of service',
          description: 'Please accept the terms to continue',
        }),
      ).toBeTruthy();
      await expectNoAxeViolations();
    });

    it('follows the site’s strong-password rule when it has one', async () => {
      render(
        <AuthModal
          open
          mode="register"
          onClose={() => {}}
          onSubmit={passed}
          passwordRules={{ loginPasswdStrengthDetectSwitch: 1, strongPasswdRequireUppercase: 1 }}
        />,
      );
      await userEvent.type(password(), 'abcdef1');
      await userEvent.tab();
      expect(screen.getByText('Password must contain an uppercase letter')).toBeTruthy();
    });

    it('says it in the player’s language', async () => {
      await switchLanguage('de_DE');
      try {
        render(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} />);
        expect(screen.getByRole('dialog', { name: 'Anmelden' })).toBeTruthy();
        await userEvent.click(screen.getByRole('button', { name: 'Anmelden' }));
        expect(
          screen.getByRole('textbox', { name: 'Benutzername', description: 'Benutzername ist erforderlich' }),
        ).toBeTruthy();
      } finally {
        await switchLanguage('en_US');
      }
    });
  });

  describe('when the player presses Enter', () => {
    it('submits once with the trimmed values, however often Enter is pressed while it runs', async () => {
      const answer = deferred<AuthSubmitResult>();
      const onSubmit = vi.fn(() => answer.promise);
      const onClose = vi.fn();
      render(
        <AuthModal open mode="login" onClose={onClose} onSubmit={onSubmit} remindWeakPassword={false} />,
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), ' player01 ');
      await userEvent.type(password(), 'Tr0ub4dor&3{Enter}{Enter}');
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledTimes(1);
      expect(onSubmit).toHaveBeenCalledWith({
        mode: 'login',
        method: 'account',
        username: 'player01',
        password: 'Tr0ub4dor&3',
        areaCode: undefined,
        phone: undefined,
        email: undefined,
        code: undefined,
        inviteCode: undefined,
        currency: undefined,
      });
      const submit = screen.getByRole('button', { name: 'Log in' });
      expect(submit.getAttribute('aria-disabled')).toBe('true');
      expect(screen.getByRole('status', { name: '' }).textContent).toBe('Please wait…');
      await act(() => {
        answer.resolve({ ok: true });
        return answer.promise;
      });
      expect(onClose).toHaveBeenCalledWith('success');
      expect(submit.getAttribute('aria-disabled')).toBeNull();
    });
  });

  describe('when the player taps submit twice', () => {
    it('sends the form once', async () => {
      const answer = deferred<AuthSubmitResult>();
      const onSubmit = vi.fn(() => answer.promise);
      render(<AuthModal open mode="login" onClose={() => {}} onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'Tr0ub4dor&3');
      const submit = screen.getByRole('button', { name: 'Log in' });
      await userEvent.dblClick(submit);
      await userEvent.click(submit);
      expect(onSubmit).toHaveBeenCalledTimes(1);
      await act(() => {
        answer.resolve({ ok: false, code: '1011', message: 'Wrong username or password' });
        return answer.promise;
      });
      await userEvent.click(submit);
      expect(onSubmit).toHaveBeenCalledTimes(2);
    });
  });

  describe('when the hall refuses', () => {
    const fillRegistration = async () => {
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'player01');
      await userEvent.type(password('Confirm password'), 'player01');
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
    };

    it('shows 1011 under the password, focused, never as a toast', async () => {
      const onSubmit = vi.fn(() =>
        Promise.resolve<AuthSubmitResult>({ ok: false, code: '1011', message: 'Wrong username or password' }),
      );
      render(<AuthModal open mode="login" onClose={() => {}} onSubmit={onSubmit} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'wrong-pass');
      await userEvent.keyboard('{Enter}');
      const field = password();
      expect(descriptionOf(field)).toBe('Wrong username or password');
      expect(field.getAttribute('aria-invalid')).toBe('true');
      expect(document.activeElement).toBe(field);
      expect(screen.queryByRole('alert')).toBeNull();
      // Typing again clears the hall's word about it.
      await userEvent.type(field, 'x');
      expect(screen.queryByText('Wrong username or password')).toBeNull();
    });

    it.each([
      ['1013', 'Username', 'textbox', 'This username already exists'],
      ['4040', 'Password', 'input', 'Username and password must differ'],
      ['1323', 'Username', 'textbox', 'Username format is wrong'],
    ])('shows %s next to the %s', async (code, name, kind, message) => {
      render(
        <AuthModal
          open
          mode="register"
          onClose={() => {}}
          onSubmit={() => Promise.resolve({ ok: false, code, message })}
        />,
      );
      await fillRegistration();
      const field = kind === 'textbox' ? screen.getByRole('textbox', { name }) : password(name);
      expect(descriptionOf(field)).toBe(message);
      expect(document.activeElement).toBe(field);
      expect(screen.queryByRole('alert')).toBeNull();
    });

    it('shows 2005 and unknown codes at the top of the form', async () => {
      render(
        <AuthModal
          open
          mode="register"
          onClose={() => {}}
          onSubmit={() => Promise.resolve({ ok: false, code: '2005', message: 'Registration failed' })}
        />,
      );
      await fillRegistration();
      expect(screen.getByRole('alert').textContent).toBe('Registration failed');
      await expectNoAxeViolations();
    });

    it('puts the message where the owner says, over the code', async () => {
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          onSubmit={() =>
            Promise.resolve({ ok: false, code: '1011', field: 'username', message: 'Unknown player' })
          }
        />,
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'secret12{Enter}');
      expect(screen.getByRole('textbox', { name: 'Username', description: 'Unknown player' })).toBeTruthy();
    });

    it('shows a captcha failure with the captcha', async () => {
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          captcha={<p>Slide the piece</p>}
          onSubmit={() => Promise.resolve({ ok: false, code: '1124', message: 'Verification failed' })}
        />,
      );
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'secret12{Enter}');
      const captcha = screen.getByRole('group', { name: 'Security check' });
      expect(within(captcha).getByText('Slide the piece')).toBeTruthy();
      expect(within(captcha).getByText('Verification failed')).toBeTruthy();
    });
  });

  describe('when the player is restricted', () => {
    it('counts the seconds down on the clock given, and blocks submitting until they are over', async () => {
      const clock = manualClock();
      const onSubmit = vi.fn(passed);
      const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          onSubmit={onSubmit}
          restrictedSeconds={3}
          now={clock.now}
          timers={clock.timers}
          remindWeakPassword={false}
        />,
      );
      const timer = screen.getByRole('timer');
      expect(timer.textContent).toBe('Too many verification attempts. Please try again in 3 seconds.');
      await user.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await user.type(password(), 'Tr0ub4dor&3');
      const submit = screen.getByRole('button', {
        name: 'Log in',
        description: 'Too many verification attempts. Please try again in 3 seconds.',
      });
      expect(submit.getAttribute('aria-disabled')).toBe('true');
      await user.click(submit);
      expect(onSubmit).not.toHaveBeenCalled();
      act(() => clock.advance(1000));
      expect(timer.textContent).toBe('Too many verification attempts. Please try again in 2 seconds.');
      act(() => clock.advance(1999));
      expect(timer.textContent).toContain('in 1 seconds');
      act(() => clock.advance(1));
      expect(screen.queryByRole('timer')).toBeNull();
      await user.click(submit);
      expect(onSubmit).toHaveBeenCalledTimes(1);
    });

    it('starts again when the owner gives a new number', () => {
      const clock = manualClock();
      const props = { open: true, mode: 'login', onClose: () => {}, onSubmit: passed } as const;
      const { rerender } = render(
        <AuthModal {...props} restrictedSeconds={60} now={clock.now} timers={clock.timers} />,
      );
      act(() => clock.advance(50_000));
      expect(screen.getByRole('timer').textContent).toContain('in 10 seconds');
      rerender(<AuthModal {...props} restrictedSeconds={30} now={clock.now} timers={clock.timers} />);
      expect(screen.getByRole('timer').textContent).toContain('in 30 seconds');
    });
  });

  describe('when a player signs up', () => {
    it('checks the username a pause after the last key and offers free names when it is taken', async () => {
      const clock = manualClock();
      const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
      const onCheckUsername = vi.fn((name: string): Promise<UsernameAvailability> =>
        Promise.resolve(
          name === 'lucky8'
            ? { available: false, suggestions: ['lucky81', 'lucky82'] }
            : { available: true, suggestions: [] },
        ),
      );
      render(
        <AuthModal
          open
          mode="register"
          onClose={() => {}}
          onSubmit={passed}
          onCheckUsername={onCheckUsername}
          checkDelay={500}
          timers={clock.timers}
          now={clock.now}
        />,
      );
      const username = screen.getByRole('textbox', { name: 'Username' });
      await user.type(username, 'lucky8');
      act(() => clock.advance(499));
      expect(onCheckUsername).not.toHaveBeenCalled();
      await act(() => {
        clock.advance(1);
        // Lets the owner's answer arrive.
        return Promise.resolve();
      });
      expect(onCheckUsername).toHaveBeenCalledTimes(1);
      expect(onCheckUsername).toHaveBeenCalledWith('lucky8');
      expect(screen.getByRole('textbox', { name: 'Username', description: 'This username is taken' })).toBe(
        username,
      );
      expect(username.getAttribute('aria-invalid')).toBe('true');
      const offered = screen.getByRole('group', { name: 'Available usernames' });
      await expectNoAxeViolations();
      await user.click(within(offered).getByRole('button', { name: 'lucky82' }));
      expect((username as HTMLInputElement).value).toBe('lucky82');
      expect(
        screen.getByRole('textbox', { name: 'Username', description: 'This username is available' }),
      ).toBe(username);
      expect(username.getAttribute('aria-invalid')).toBeNull();
      await act(() => {
        clock.advance(1000);
        return Promise.resolve();
      });
      expect(onCheckUsername).toHaveBeenCalledTimes(1);
    });

    it('sends a code to the phone and counts down to the next one', async () => {
      const clock = manualClock();
      const user = userEvent.setup({ advanceTimers: (ms) => clock.advance(ms) });
      const onSendCode = vi.fn(() => Promise.resolve(60));
      render(
        <AuthModal
          open
          mode="register"
          methods={['phone', 'account']}
          countries={[
            { countryName: 'Thailand', phoneNumberSegment: '+66' },
            { countryName: 'Vietnam', phoneNumberSegment: '+84' },
          ]}
          onClose={() => {}}
          onSubmit={passed}
          onSendCode={onSendCode}
          timers={clock.timers}
          now={clock.now}
        />,
      );
      expect(screen.getByRole('tab', { name: 'Phone', selected: true })).toBeTruthy();
      const send = screen.getByRole('button', { name: 'Send code' });
      await user.click(send);
      expect(onSendCode).not.toHaveBeenCalled();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Phone number' }));
      await user.selectOptions(screen.getByRole('combobox', { name: 'Country code' }), '+84');
      await user.type(screen.getByRole('textbox', { name: 'Phone number' }), '912345678');
      await user.click(send);
      expect(onSendCode).toHaveBeenCalledWith({ method: 'phone', areaCode: '+84', phone: '912345678' });
      expect(send.textContent).toBe('Resend in 60 s');
      expect(send.getAttribute('aria-disabled')).toBe('true');
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Verification code' }));
      await user.click(send);
      expect(onSendCode).toHaveBeenCalledTimes(1);
      act(() => clock.advance(59_000));
      expect(send.textContent).toBe('Resend in 1 s');
      act(() => clock.advance(1000));
      expect(send.textContent).toBe('Send code');
    });

    it('sends the invite code from an agent link as it came, read-only, and the currency picked', async () => {
      const onSubmit = vi.fn(passed);
      render(
        <AuthModal
          open
          mode="register"
          onClose={() => {}}
          onSubmit={onSubmit}
          inviteCode="AG7781"
          inviteCodeLocked
          currencies={['THB', 'USDT']}
        />,
      );
      const invite = screen.getByRole('textbox', {
        name: 'Invite code',
        description: 'From your invitation link',
      });
      expect(invite.hasAttribute('readonly')).toBe(true);
      await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Currency' }), 'USDT');
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'Tr0ub4dor&3');
      await userEvent.type(password('Confirm password'), 'Tr0ub4dor&3');
      await userEvent.click(screen.getByRole('checkbox'));
      await userEvent.keyboard('{Enter}');
      expect(onSubmit).toHaveBeenCalledWith(
        expect.objectContaining({
          mode: 'register',
          inviteCode: 'AG7781',
          currency: 'USDT',
          username: 'player01',
        }),
      );
    });
  });

  describe('when a log-in passes with a weak password', () => {
    it('warns before closing', async () => {
      const onClose = vi.fn();
      render(<AuthModal open mode="login" onClose={onClose} onSubmit={passed} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), '123456{Enter}');
      const dialog = await screen.findByRole('dialog', { name: 'Your password is weak' });
      expect(onClose).not.toHaveBeenCalled();
      expect(
        within(dialog).getByText('Your password is weak. Please change it to keep your account safe.'),
      ).toBeTruthy();
      const done = within(dialog).getByRole('button', { name: 'Got it' });
      expect(document.activeElement).toBe(done);
      await expectNoAxeViolations();
      await userEvent.click(done);
      expect(onClose).toHaveBeenCalledWith('success');
    });

    it('closes at once when the password is strong', async () => {
      const onClose = vi.fn();
      render(<AuthModal open mode="login" onClose={onClose} onSubmit={passed} />);
      await userEvent.type(screen.getByRole('textbox', { name: 'Username' }), 'player01');
      await userEvent.type(password(), 'Xk9#mP2$vL{Enter}');
      expect(onClose).toHaveBeenCalledWith('success');
      expect(screen.queryByRole('dialog', { name: 'Your password is weak' })).toBeNull();
    });
  });

  describe('when the player switches mode', () => {
    it('asks the owner, and the new form starts clean with focus on its first field', async () => {
      const onModeChange = vi.fn();
      const props = { open: true, onClose: () => {}, onSubmit: passed, onModeChange } as const;
      const { rerender } = render(<AuthModal {...props} mode="login" />);
      await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
      expect(screen.getByText('Username is required')).toBeTruthy();
      await userEvent.click(screen.getByRole('button', { name: 'Sign up' }));
      expect(onModeChange).toHaveBeenCalledWith('register');
      rerender(<AuthModal {...props} mode="register" />);
      expect(screen.getByRole('dialog', { name: 'Sign up' })).toBeTruthy();
      expect(screen.queryByText('Username is required')).toBeNull();
      expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Username' }));
    });
  });
});
