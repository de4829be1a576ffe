import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { DemoGameFrame, GAME_FRAME_SANDBOX } from './DemoGameFrame';

const url = 'http://127.0.0.1:7300/play/hbr-electronic-001?mode=demo';

describe('DemoGameFrame', () => {
  describe('when the game address is not there yet', () => {
    it('shows the bar, the demo mark and a loading state, and passes axe', async () => {
      render(<DemoGameFrame state={{ status: 'opening' }} gameName="Lucky Lanterns" onBack={() => {}} />);
      expect(screen.getByRole('heading', { level: 1, name: 'Lucky Lanterns' })).toBeTruthy();
      expect(screen.getByText('Demo')).toBeTruthy();
      expect(screen.getByText('Play money only: wins are not paid out.')).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Loading game…');
      expect(document.querySelector('iframe')).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('when the game address arrives', () => {
    it('opens it in a sandboxed, named frame and drops the cover once the frame loads', () => {
      render(
        <DemoGameFrame
          state={{ status: 'ready', url }}
          gameName="Lucky Lanterns"
          onBack={() => {}}
          balance={{ amount: 2000, currency: 'BRL' }}
        />,
      );
      const frame = screen.getByTitle('Lucky Lanterns (demo)');
      expect(frame.getAttribute('src')).toBe(url);
      expect(frame.getAttribute('sandbox')).toBe('allow-scripts allow-same-origin allow-forms');
      expect(GAME_FRAME_SANDBOX.split(' ')).not.toContain('allow-top-navigation');
      expect(screen.getByText(/^Demo balance: R\$\s2\.000,00$/)).toBeTruthy();
      expect(screen.getByRole('status').textContent).toBe('Loading game…');
      fireEvent.load(frame);
      expect(screen.queryByRole('status')).toBeNull();
      // axe in jsdom cannot enter a frame; the Chromium story of this state runs it.
    });

    it('drops the cover after the time-out when the frame never reports its load', () => {
      const clock = manualClock();
      render(
        <DemoGameFrame
          state={{ status: 'ready', url }}
          gameName="Lucky Lanterns"
          onBack={() => {}}
          timers={clock.timers}
          loadTimeoutMs={5000}
        />,
      );
      act(() => clock.advance(4999));
      expect(screen.getByRole('status')).toBeTruthy();
      act(() => clock.advance(1));
      expect(screen.queryByRole('status')).toBeNull();
    });
  });

  describe('when a real-money game offers to read the balance again', () => {
    it('reads it on a tap, then waits and says so until the owner is done, and passes axe', async () => {
      const onRefreshBalance = vi.fn();
      // Still opening: axe cannot enter a frame under jsdom.
      const props = {
        state: { status: 'opening' } as const,
        gameName: 'Lucky Lanterns',
        onBack: () => {},
        mode: 'real' as const,
        balance: { amount: 125.5, currency: 'BRL' },
        onRefreshBalance,
      };
      const { rerender } = render(<DemoGameFrame {...props} />);
      await userEvent.click(screen.getByRole('button', { name: 'Refresh balance' }));
      expect(onRefreshBalance).toHaveBeenCalledTimes(1);

      rerender(<DemoGameFrame {...props} refreshingBalance />);
      const refresh = screen.getByRole('button', { name: 'Refresh balance' });
      expect(refresh.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(refresh);
      expect(onRefreshBalance).toHaveBeenCalledTimes(1);
      expect(screen.getByText('Updating balance…')).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when a demo game shows its play-money balance', () => {
    it('offers no refresh without the owner asking for one', () => {
      render(
        <DemoGameFrame
          state={{ status: 'ready', url }}
          gameName="Lucky Lanterns"
          onBack={() => {}}
          balance={{ amount: 2000, currency: 'BRL' }}
        />,
      );
      expect(screen.queryByRole('button', { name: 'Refresh balance' })).toBeNull();
    });
  });

  describe('when the player goes back', () => {
    it('calls onBack', async () => {
      const onBack = vi.fn();
      render(<DemoGameFrame state={{ status: 'opening' }} gameName="Lucky Lanterns" onBack={onBack} />);
      await userEvent.click(screen.getByRole('button', { name: 'Back to lobby' }));
      expect(onBack).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the demo line is switched off (210103)', () => {
    it('says so, offers to try again and the way back, and passes axe', async () => {
      const onRetry = vi.fn();
      render(
        <DemoGameFrame
          state={{ status: 'failed', code: '210103' }}
          gameName="Lucky Lanterns"
          onBack={() => {}}
          onRetry={onRetry}
        />,
      );
      const alert = screen.getByRole('alert');
      expect(alert.textContent).toContain('Demo play is paused');
      expect(alert.textContent).toContain('Demo play is switched off on this server for now.');
      await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
      expect(onRetry).toHaveBeenCalledTimes(1);
      expect(screen.getAllByRole('button', { name: 'Back to lobby' })).toHaveLength(2);
      await expectNoAxeViolations();
    });
  });

  describe('when the game has no demo (41020)', () => {
    it('says so and does not offer to try again', () => {
      render(
        <DemoGameFrame
          state={{ status: 'failed', code: 41020 }}
          gameName="Lucky Lanterns"
          onBack={() => {}}
          onRetry={() => {}}
        />,
      );
      expect(screen.getByRole('alert').textContent).toContain('No demo for this game');
      expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
    });
  });

  describe('when the launch failed otherwise', () => {
    it('says the game did not open and offers to try again', () => {
      render(
        <DemoGameFrame
          state={{ status: 'failed' }}
          gameName="Lucky Lanterns"
          onBack={() => {}}
          onRetry={() => {}}
        />,
      );
      expect(screen.getByRole('alert').textContent).toContain('The game didn’t open');
      expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy();
    });
  });
});
