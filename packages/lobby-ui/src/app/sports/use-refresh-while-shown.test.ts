import { renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { useRefreshWhileShown } from './use-refresh-while-shown';

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('useRefreshWhileShown', () => {
  describe('when the page is shown', () => {
    it('refreshes once every period', () => {
      const refresh = vi.fn();
      renderHook(() => useRefreshWhileShown(refresh, { everyMs: 60_000, enabled: true, shown: () => true }));
      vi.advanceTimersByTime(59_999);
      expect(refresh).not.toHaveBeenCalled();
      vi.advanceTimersByTime(1);
      expect(refresh).toHaveBeenCalledTimes(1);
      vi.advanceTimersByTime(120_000);
      expect(refresh).toHaveBeenCalledTimes(3);
    });
  });

  describe('when the page is hidden for a while', () => {
    it('skips the ticks while hidden and refreshes at the first one after', () => {
      const refresh = vi.fn();
      let shown = true;
      renderHook(() => useRefreshWhileShown(refresh, { everyMs: 1000, enabled: true, shown: () => shown }));
      shown = false;
      vi.advanceTimersByTime(5000);
      expect(refresh).not.toHaveBeenCalled();
      shown = true;
      vi.advanceTimersByTime(1000);
      expect(refresh).toHaveBeenCalledTimes(1);
    });
  });

  describe('when it is off', () => {
    it.each([
      ['disabled', { everyMs: 1000, enabled: false }],
      ['a period of 0', { everyMs: 0, enabled: true }],
      ['a period that is not a number', { everyMs: Number.NaN, enabled: true }],
    ])('never refreshes (%s)', (_, options) => {
      const refresh = vi.fn();
      renderHook(() => useRefreshWhileShown(refresh, { ...options, shown: () => true }));
      vi.advanceTimersByTime(10_000);
      expect(refresh).not.toHaveBeenCalled();
    });

    it('stops once disabled, and stops at unmount', () => {
      const refresh = vi.fn();
      const { rerender, unmount } = renderHook(
        ({ enabled }) => useRefreshWhileShown(refresh, { everyMs: 1000, enabled, shown: () => true }),
        { initialProps: { enabled: true } },
      );
      vi.advanceTimersByTime(1000);
      rerender({ enabled: false });
      vi.advanceTimersByTime(5000);
      expect(refresh).toHaveBeenCalledTimes(1);
      rerender({ enabled: true });
      unmount();
      vi.advanceTimersByTime(5000);
      expect(refresh).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the callback changes between renders', () => {
    it('calls the newest without restarting the period', () => {
      const first = vi.fn();
      const second = vi.fn();
      const { rerender } = renderHook(
        ({ refresh }) => useRefreshWhileShown(refresh, { everyMs: 1000, enabled: true, shown: () => true }),
        { initialProps: { refresh: first } },
      );
      vi.advanceTimersByTime(600);
      rerender({ refresh: second });
      vi.advanceTimersByTime(400);
      expect(first).not.toHaveBeenCalled();
      expect(second).toHaveBeenCalledTimes(1);
    });
  });
});
