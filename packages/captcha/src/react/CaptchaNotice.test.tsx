import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { CaptchaError } from '../errors';
import { CaptchaNotice } from './CaptchaNotice';

describe('CaptchaNotice', () => {
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  describe('when a challenge failed', () => {
    it('announces the code and lot number, with no Close button unless asked for', () => {
      const error = new CaptchaError({
        kind: 'failed',
        code: 'error_11',
        serviceCode: '1124',
        lotNumber: 'lot-9',
      });
      render(<CaptchaNotice state={{ status: 'failed', error }} guard={{ restrictedMs: () => 0 }} />);
      expect(screen.getByRole('alert').textContent).toBe('Verification failed (code error_11, lot lot-9).');
      expect(screen.queryByRole('button')).toBeNull();
    });
  });

  describe('when restricted', () => {
    it('counts down from the live restriction, with translated texts', async () => {
      vi.useFakeTimers({ now: 0 });
      let left = 12_000;
      const error = new CaptchaError({
        kind: 'restricted',
        code: 'error_01',
        serviceCode: '1124',
        remainingMs: 60_000,
      });
      const onClose = vi.fn();
      render(
        <CaptchaNotice
          state={{ status: 'restricted', until: 12_000, error }}
          guard={{ restrictedMs: () => left }}
          onClose={onClose}
          texts={{ restricted: 'Aguarde {seconds} s.', close: 'Fechar' }}
        />,
      );
      expect(screen.getByRole('alert').textContent).toBe('Aguarde 12 s.');
      left = 10_500;
      await act(() => vi.advanceTimersByTimeAsync(250));
      expect(screen.getByRole('alert').textContent).toBe('Aguarde 11 s.');
      act(() => screen.getByRole('button', { name: 'Fechar' }).click());
      expect(onClose).toHaveBeenCalledTimes(1);
    });
  });
});
