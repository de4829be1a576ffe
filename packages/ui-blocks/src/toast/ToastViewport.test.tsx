import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { describe, expect, it } from 'vitest';
import { createFakeScheduler } from '../../test/fake-scheduler';
import { createToaster } from './toaster';
import { ToastViewport } from './ToastViewport';

function setup() {
  const clock = createFakeScheduler();
  const toaster = createToaster({
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
  });
  render(<ToastViewport toaster={toaster} />);
  return { clock, toaster };
}

describe('ToastViewport', () => {
  describe('when empty', () => {
    it('keeps both live regions in the page and passes axe', async () => {
      setup();
      expect(screen.getByRole('status').children).toHaveLength(0);
      expect(screen.getByRole('alert').children).toHaveLength(0);
      await expectNoAxeViolations();
    });
  });

  describe('when toasts are shown', () => {
    it('puts info politely and errors assertively, once per text within 2 s', async () => {
      const { toaster } = setup();
      act(() => {
        toaster.show('Copied', { kind: 'success' });
        toaster.show('Copied', { kind: 'success' });
        toaster.show('System error', { kind: 'error' });
      });
      expect(screen.getByRole('status').textContent).toBe('Copied');
      expect(screen.getByRole('alert').textContent).toBe('System error');
      expect(screen.getAllByText('Copied')).toHaveLength(1);
      await expectNoAxeViolations();
    });
  });

  describe('when the dismiss button is used or the time is up', () => {
    it('removes the toast', async () => {
      const user = userEvent.setup();
      const { toaster, clock } = setup();
      act(() => {
        toaster.show('First');
        toaster.show('Second');
      });
      await user.click(screen.getAllByRole('button', { name: 'Dismiss' })[0]!);
      expect(screen.queryByText('First')).toBeNull();
      act(() => clock.advance(3000));
      expect(screen.queryByText('Second')).toBeNull();
    });
  });
});
