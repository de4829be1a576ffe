import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { endpoints } from '@lobbykit/contract';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createCaptchaGuard, type CaptchaGuardHandle } from '../guard';
import { createSlidePuzzleProvider } from '../providers/slide-puzzle';
import { createSmsCodeProvider } from '../providers/sms-code';
import { fakeHallClient, slideChallengeData, type FakeRoute } from '../test-support/fake-client';
import type { CaptchaProvider } from '../types';
import { CaptchaDialog } from './CaptchaDialog';

const dialog = (): HTMLElement | null => screen.queryByRole('dialog');

function setUp(
  routes: Record<string, FakeRoute>,
  providers?: Record<string, CaptchaProvider>,
): CaptchaGuardHandle {
  return createCaptchaGuard({
    client: fakeHallClient({
      captchaChallenge: (params) =>
        params.type === 'sms'
          ? { data: { lot_number: 'lot-s', phone: '+5511987654321' } }
          : { data: slideChallengeData('lot-1') },
      captchaValidate: (params) => ({
        data: { result: 'success', lot_number: params.lot_number, pass_token: 'p' },
      }),
      ...routes,
    }),
    providers: providers ?? { default: createSlidePuzzleProvider(), sms: createSmsCodeProvider() },
    storage: null,
  });
}

const challenge = (code = '1124') => ({
  code,
  endpoint: endpoints.login,
  params: { username: 'ana' },
  requestId: 'r1',
  data: null,
});

describe('CaptchaDialog', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('when idle', () => {
    it('renders nothing', () => {
      const guard = setUp({});
      const { container } = render(<CaptchaDialog guard={guard} />);
      expect(container.innerHTML).toBe('');
    });
  });

  describe('when the slide puzzle runs', () => {
    it('shows loading, then the puzzle, then checking, then closes on a pass; each state passes axe', async () => {
      const user = userEvent.setup();
      let releaseChallenge: () => void = () => undefined;
      let releaseValidation: () => void = () => undefined;
      const guard = setUp({
        captchaChallenge: () =>
          new Promise((resolve) => (releaseChallenge = () => resolve({ data: slideChallengeData('lot-1') }))),
        captchaValidate: () =>
          new Promise(
            (resolve) =>
              (releaseValidation = () => resolve({ data: { result: 'success', pass_token: 'p' } })),
          ),
      });
      const { container } = render(<CaptchaDialog guard={guard} />);
      let run!: Promise<unknown>;
      await act(async () => {
        run = guard(challenge());
        await Promise.resolve();
      });
      expect(screen.getByRole('dialog', { name: 'Security check' }).getAttribute('aria-modal')).toBe('true');
      expect(screen.getByRole('status').textContent).toBe('Loading the check…');
      await expectNoAxeViolations(container);

      act(() => releaseChallenge());
      const slider = await screen.findByRole('slider');
      expect(document.activeElement).toBe(slider);
      await expectNoAxeViolations(container);

      await user.keyboard('{Shift>}{ArrowRight}{/Shift}{Enter}');
      expect(dialog()!.getAttribute('data-captcha-state')).toBe('validating');
      expect(screen.getByRole('status').textContent).toBe('Checking…');
      expect(screen.getByRole('slider').getAttribute('aria-disabled')).toBe('true');
      await expectNoAxeViolations(container);

      await act(async () => {
        releaseValidation();
        await run;
      });
      expect(dialog()).toBeNull();
    });

    it('cancels with the Cancel button and with Escape', async () => {
      const user = userEvent.setup();
      const guard = setUp({});
      render(<CaptchaDialog guard={guard} />);
      let run!: Promise<unknown>;
      act(() => void (run = guard(challenge())));
      await user.click(await screen.findByRole('button', { name: 'Cancel' }));
      await act(() => expect(run).rejects.toMatchObject({ kind: 'cancelled' }));
      expect(dialog()).toBeNull();
      expect(guard.lastError?.kind).toBe('cancelled');

      act(() => void (run = guard(challenge())));
      await screen.findByRole('slider');
      await user.keyboard('{Escape}');
      await act(() => expect(run).rejects.toMatchObject({ kind: 'cancelled' }));
      expect(dialog()).toBeNull();
    });
  });

  describe('when the answer is wrong', () => {
    it('shows the error with code and lot number until closed', async () => {
      const user = userEvent.setup();
      const guard = setUp({
        captchaValidate: () => ({ data: { result: 'fail', code: 'error_11', lot_number: 'lot-1' } }),
      });
      const { container } = render(<CaptchaDialog guard={guard} texts={{ close: 'Fechar' }} />);
      let run!: Promise<unknown>;
      act(() => void (run = guard(challenge())));
      await screen.findByRole('slider');
      await user.keyboard('{Enter}');
      await act(() => expect(run).rejects.toMatchObject({ code: 'error_11', lotNumber: 'lot-1' }));
      expect(screen.getByRole('alert').textContent).toBe('Verification failed (code error_11, lot lot-1).');
      await expectNoAxeViolations(container);
      await user.click(screen.getByRole('button', { name: 'Fechar' }));
      expect(dialog()).toBeNull();
    });

    it('closes the message with Escape', async () => {
      const user = userEvent.setup();
      const guard = setUp({ captchaChallenge: () => ({ fail: 'network' }) });
      render(<CaptchaDialog guard={guard} />);
      await act(() => expect(guard(challenge())).rejects.toMatchObject({ code: 'network' }));
      expect(screen.getByRole('alert').textContent).toBe('Verification failed (code network).');
      screen.getByRole('button', { name: 'Close' }).focus();
      await user.keyboard('{Escape}');
      expect(dialog()).toBeNull();
    });

    it('ignores other keys', async () => {
      const user = userEvent.setup();
      const guard = setUp({ captchaChallenge: () => ({ fail: 'network' }) });
      render(<CaptchaDialog guard={guard} />);
      await act(() => expect(guard(challenge())).rejects.toMatchObject({ code: 'network' }));
      screen.getByRole('button', { name: 'Close' }).focus();
      await user.keyboard('x');
      expect(dialog()).not.toBeNull();
    });
  });

  describe('when restricted', () => {
    it('counts the seconds down', async () => {
      vi.useFakeTimers({ now: 0, shouldAdvanceTime: false });
      const guard = setUp({
        captchaChallenge: () => ({ data: { restricted: true, code: 'error_01', restrictedMs: 60_000 } }),
      });
      render(<CaptchaDialog guard={guard} />);
      await act(() =>
        expect(guard(challenge())).rejects.toMatchObject({ kind: 'restricted', code: 'error_01' }),
      );
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many verification attempts. Try again in 60 s.',
      );
      await act(() => vi.advanceTimersByTimeAsync(15_250));
      expect(screen.getByRole('alert').textContent).toBe(
        'Too many verification attempts. Try again in 45 s.',
      );
      await act(() => vi.advanceTimersByTimeAsync(45_000));
      expect(dialog()).toBeNull();
      guard.destroy();
    });

    it('passes axe', async () => {
      const guard = setUp({ captchaChallenge: () => ({ data: { restricted: true, code: 'error_12' } }) });
      const { container } = render(<CaptchaDialog guard={guard} />);
      await act(() =>
        expect(guard(challenge())).rejects.toMatchObject({ kind: 'restricted', code: 'error_12' }),
      );
      expect(dialog()!.getAttribute('data-captcha-state')).toBe('restricted');
      await expectNoAxeViolations(container);
      guard.destroy();
    });
  });

  describe('when the SMS code is asked for', () => {
    it('shows the form, then checking with the form locked', async () => {
      const user = userEvent.setup();
      let release: () => void = () => undefined;
      const guard = setUp({
        captchaValidate: () =>
          new Promise((resolve) => (release = () => resolve({ data: { result: 'success' } }))),
      });
      const { container } = render(<CaptchaDialog guard={guard} />);
      let run!: Promise<unknown>;
      act(() => void (run = guard(challenge('1127'))));
      const field = await screen.findByRole('textbox', { name: 'SMS code' });
      expect(screen.getByText('Enter the code we sent to ••••••••4321.').tagName).toBe('P');
      await expectNoAxeViolations(container);
      await user.type(field, '654321{Enter}');
      expect(screen.getByRole('status').textContent).toBe('Checking…');
      expect((field as HTMLInputElement).readOnly).toBe(true);
      await act(async () => {
        release();
        await run;
      });
      expect(dialog()).toBeNull();
    });
  });

  describe('when a vendor widget shows its own pop-up', () => {
    it('shows nothing while the widget is open and a checking status during validation', async () => {
      let finish: () => void = () => undefined;
      const vendor: CaptchaProvider = {
        name: 'vendor',
        solve: (context) =>
          new Promise((resolve) => {
            context.show({ type: 'vendor', provider: 'vendor' });
            finish = () => resolve({ status: 'solved', fields: { lot_number: 'v' } });
          }),
      };
      let release: () => void = () => undefined;
      const guard = setUp(
        {
          captchaValidate: () =>
            new Promise((resolve) => (release = () => resolve({ data: { result: 'success' } }))),
        },
        { default: vendor },
      );
      render(<CaptchaDialog guard={guard} />);
      let run!: Promise<unknown>;
      await act(async () => {
        run = guard(challenge());
        await Promise.resolve();
      });
      expect(guard.getState().status).toBe('challenging');
      expect(dialog()).toBeNull();
      await act(async () => {
        finish();
        await Promise.resolve();
      });
      expect(screen.getByRole('status').textContent).toBe('Checking…');
      await act(async () => {
        release();
        await run;
      });
      expect(dialog()).toBeNull();
    });
  });
});
