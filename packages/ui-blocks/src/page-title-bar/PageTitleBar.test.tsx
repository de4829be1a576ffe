import { fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { describe, expect, it, vi } from 'vitest';
import { PageTitleBar } from './PageTitleBar';

describe('PageTitleBar', () => {
  describe('when the back control is used', () => {
    it('emits go-to-home with the current path, then runs the back action', () => {
      const calls: string[] = [];
      render(
        <PageTitleBar
          title="Wallet"
          getPath={() => '/wallet?current=1'}
          onGoHome={(path) => calls.push(`home:${path}`)}
          onBack={() => calls.push('back')}
        />,
      );
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(calls).toEqual(['home:/wallet?current=1', 'back']);
    });

    it('goes back in history by default', () => {
      const back = vi.spyOn(window.history, 'back').mockImplementation(() => undefined);
      render(<PageTitleBar title="Wallet" />);
      fireEvent.click(screen.getByRole('button', { name: 'Back' }));
      expect(back).toHaveBeenCalledTimes(1);
    });
  });

  describe('when a badge count is given', () => {
    it('shows it only above 0, caps at 99+, and passes axe', async () => {
      const { rerender } = render(<PageTitleBar title="Notice" badge={0} />);
      expect(screen.queryByRole('status')).toBeNull();
      rerender(<PageTitleBar title="Notice" badge={-3} />);
      expect(screen.queryByRole('status')).toBeNull();
      rerender(<PageTitleBar title="Notice" badge={5} badgeLabel={(n) => `${n} unread`} />);
      expect(screen.getByRole('status', { name: '5 unread' }).textContent).toBe('5');
      await expectNoAxeViolations();
      rerender(<PageTitleBar title="Notice" badge={150} />);
      expect(screen.getByRole('status').textContent).toBe('99+');
    });
  });

  describe('when slots are given', () => {
    it('renders the sub-title and the mobile slots, and passes axe', async () => {
      render(
        <PageTitleBar
          title="Security"
          subtitle="Bind your phone"
          mobileStart={<span>Start</span>}
          mobileEnd={<button type="button">Help</button>}
        />,
      );
      expect(screen.getByRole('heading', { level: 1, name: 'Security' })).toBeTruthy();
      expect(screen.getByText('Bind your phone')).toBeTruthy();
      expect(screen.getByText('Start').parentElement!.className).toBe('lk-title-bar__mobile');
      expect(screen.getByRole('button', { name: 'Help' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the back control is hidden', () => {
    it('renders no button', () => {
      render(<PageTitleBar title="Home" hideBack />);
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('when the title fits', () => {
    it('keeps full size', () => {
      render(<PageTitleBar title="Short" />);
      expect(screen.getByRole('heading').style.getPropertyValue('--lk-title-scale')).toBe('1.000');
    });
  });
});
