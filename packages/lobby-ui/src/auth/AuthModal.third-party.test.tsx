import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { AuthSubmitResult } from './auth-types';
import { AuthModal } from './AuthModal';

const passed = (): Promise<AuthSubmitResult> => Promise.resolve({ ok: true });

describe('AuthModal third-party sign-in', () => {
  describe('when the site enables providers', () => {
    it('shows a named button per provider, in their order, in a named group, and passes axe', async () => {
      const onThirdParty = vi.fn();
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          onSubmit={passed}
          providers={['google', 'facebook', 'line']}
          onThirdParty={onThirdParty}
        />,
      );
      const group = screen.getByRole('group', { name: 'Or continue with' });
      expect(
        within(group)
          .getAllByRole('button')
          .map((button) => button.textContent),
      ).toEqual(['GContinue with Google', 'FContinue with Facebook', 'LContinue with LINE']);
      await userEvent.click(screen.getByRole('button', { name: 'Continue with LINE' }));
      expect(onThirdParty).toHaveBeenCalledWith('line');
      await expectNoAxeViolations();
    });

    it('makes every button wait while one sign-in is under way', async () => {
      const onThirdParty = vi.fn();
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          onSubmit={passed}
          providers={['google', 'line']}
          onThirdParty={onThirdParty}
          thirdPartyBusy="google"
        />,
      );
      const google = screen.getByRole('button', { name: 'Continue with Google' });
      expect(google.getAttribute('aria-busy')).toBe('true');
      await userEvent.click(screen.getByRole('button', { name: 'Continue with LINE' }));
      expect(onThirdParty).not.toHaveBeenCalled();
    });
  });

  describe('when no provider is enabled, or no one listens', () => {
    it('shows no provider buttons', () => {
      const { rerender } = render(
        <AuthModal open mode="login" onClose={() => {}} onSubmit={passed} onThirdParty={() => {}} />,
      );
      expect(screen.queryByRole('group', { name: 'Or continue with' })).toBeNull();
      rerender(<AuthModal open mode="login" onClose={() => {}} onSubmit={passed} providers={['google']} />);
      expect(screen.queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    });
  });

  describe('when a sign-up finishes an unregistered third-party account (code 100)', () => {
    it('says which provider it links, starts from the prefill, and offers no provider buttons', () => {
      render(
        <AuthModal
          open
          mode="register"
          onClose={() => {}}
          onSubmit={passed}
          providers={['google']}
          onThirdParty={() => {}}
          linkingProvider="google"
          defaults={{ username: 'anafresh' }}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Sign up' });
      expect(within(dialog).getByText('Finish signing up to link your Google account.')).toBeTruthy();
      expect(within(dialog).getByRole<HTMLInputElement>('textbox', { name: 'Username' }).value).toBe(
        'anafresh',
      );
      expect(within(dialog).queryByRole('button', { name: 'Continue with Google' })).toBeNull();
    });
  });

  describe('when a third-party sign-in failed', () => {
    it('shows the failure in place of the form with a contact-us button, focused on "Try again", and passes axe', async () => {
      const onContactUs = vi.fn();
      const onNoticeDone = vi.fn();
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          onSubmit={passed}
          notice={{ kind: 'failed', provider: 'line', message: 'We couldn’t sign you in with LINE.' }}
          onNoticeDone={onNoticeDone}
          onContactUs={onContactUs}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Sign-in failed' });
      expect(within(dialog).getByRole('alert').textContent).toBe('We couldn’t sign you in with LINE.');
      expect(within(dialog).queryByRole('textbox', { name: 'Username' })).toBeNull();
      expect(document.activeElement).toBe(within(dialog).getByRole('button', { name: 'Try again' }));
      await userEvent.click(within(dialog).getByRole('button', { name: 'Contact us' }));
      expect(onContactUs).toHaveBeenCalledOnce();
      await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
      expect(onNoticeDone).toHaveBeenCalledOnce();
      await expectNoAxeViolations();
    });
  });

  describe('when Facebook did not grant a permission', () => {
    it('warns, with no contact-us button', () => {
      render(
        <AuthModal
          open
          mode="login"
          onClose={() => {}}
          onSubmit={passed}
          notice={{ kind: 'permission', provider: 'facebook' }}
          onContactUs={() => {}}
        />,
      );
      const dialog = screen.getByRole('dialog', { name: 'Permission needed' });
      expect(within(dialog).getByRole('status').textContent).toMatch(/^Facebook didn’t share what we need/);
      expect(within(dialog).queryByRole('button', { name: 'Contact us' })).toBeNull();
      expect(within(dialog).getByRole('button', { name: 'Got it' })).toBeTruthy();
    });
  });
});
