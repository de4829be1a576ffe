import { describe, expect, it, vi } from 'vitest';
import { createFakeScheduler } from '../../test/fake-scheduler';
import { createToaster } from './toaster';

function setup(options: { max?: number; duration?: number } = {}) {
  const clock = createFakeScheduler(10_000);
  const toaster = createToaster({
    now: clock.now,
    setTimeout: clock.setTimeout,
    clearTimeout: clock.clearTimeout,
    ...options,
  });
  return { clock, toaster };
}

describe('createToaster', () => {
  describe('when the same text is shown twice within 2 s', () => {
    it('shows it once and reports the duplicate', () => {
      const { clock, toaster } = setup();
      expect(toaster.show('Network timeout')).toEqual({ ok: true, id: 1 });
      clock.advance(1999);
      expect(toaster.show('Network timeout')).toEqual({ ok: false, code: 'duplicate' });
      expect(toaster.show('  Network timeout  ')).toEqual({ ok: false, code: 'duplicate' });
      expect(toaster.getItems().map((item) => item.text)).toEqual(['Network timeout']);
    });
  });

  describe('when 2 s have passed since it was shown', () => {
    it('shows it again', () => {
      const { clock, toaster } = setup({ duration: 10_000 });
      toaster.show('Saved');
      clock.advance(2000);
      expect(toaster.show('Saved').ok).toBe(true);
      expect(toaster.getItems()).toHaveLength(2);
    });

    it('measures the window from the last time it was shown, not from suppressed repeats', () => {
      const { clock, toaster } = setup();
      toaster.show('Saved');
      clock.advance(1500);
      toaster.show('Saved');
      clock.advance(500);
      expect(toaster.show('Saved').ok).toBe(true);
    });
  });

  describe('when different texts arrive together', () => {
    it('shows each, at most `max` at once, oldest leaving first', () => {
      const { toaster } = setup({ max: 2 });
      toaster.show('a');
      toaster.show('b');
      toaster.show('c', { kind: 'error' });
      expect(toaster.getItems()).toEqual([
        { id: 2, text: 'b', kind: 'info' },
        { id: 3, text: 'c', kind: 'error' },
      ]);
    });
  });

  describe('when the text is empty', () => {
    it('refuses it', () => {
      const { toaster } = setup();
      expect(toaster.show('   ')).toEqual({ ok: false, code: 'empty' });
    });
  });

  describe('when time passes or it is dismissed', () => {
    it('removes it after its duration, or at once, and notifies subscribers', () => {
      const { clock, toaster } = setup({ duration: 3000 });
      toaster.attach();
      const listener = vi.fn();
      const unsubscribe = toaster.subscribe(listener);
      const first = toaster.show('one');
      toaster.show('two', { duration: 1000 });
      clock.advance(1000);
      expect(toaster.getItems().map((item) => item.text)).toEqual(['one']);
      if (first.ok) toaster.dismiss(first.id);
      expect(toaster.getItems()).toEqual([]);
      expect(listener).toHaveBeenCalledTimes(4);
      unsubscribe();
      toaster.show('three');
      toaster.clear();
      expect(listener).toHaveBeenCalledTimes(4);
      expect(clock.pendingTimers).toBe(0);
    });

    it("counts a toast's time from when a viewport shows it, not from when it was asked for", () => {
      const { clock, toaster } = setup({ duration: 3000 });
      toaster.show('Customer service is not enabled.');
      // The viewport's chunk takes 5 s to arrive on a slow network.
      clock.advance(5000);
      expect(toaster.getItems().map((item) => item.text)).toEqual(['Customer service is not enabled.']);
      const detach = toaster.attach();
      clock.advance(2999);
      expect(toaster.getItems()).toHaveLength(1);
      clock.advance(1);
      expect(toaster.getItems()).toEqual([]);
      // Shown while a viewport is there: its time starts at once, and a second detach is harmless.
      toaster.show('Saved');
      detach();
      detach();
      clock.advance(3000);
      expect(toaster.getItems()).toEqual([]);
      // With no viewport left, the next one waits again.
      toaster.show('Waiting');
      clock.advance(10_000);
      expect(toaster.getItems()).toHaveLength(1);
      expect(clock.pendingTimers).toBe(0);
    });

    it('keeps the array stable between changes', () => {
      const { toaster } = setup();
      toaster.show('x');
      expect(toaster.getItems()).toBe(toaster.getItems());
    });
  });
});
