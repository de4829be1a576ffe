import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { FrameScheduler } from '../shared/frames';
import { JackpotCounter } from './JackpotCounter';

/** Animation frames a test runs one at a time, with a clock it moves. */
function manualFrames() {
  let now = 0;
  let queue: ((time: number) => void)[] = [];
  const frames: FrameScheduler = {
    request: (callback) => {
      queue.push(callback);
      return callback;
    },
    cancel: (handle) => {
      queue = queue.filter((callback) => callback !== handle);
    },
  };
  return {
    frames,
    now: () => now,
    /** Moves the clock by `ms` and runs the frames that were waiting. */
    step(ms: number) {
      now += ms;
      const due = queue;
      queue = [];
      for (const callback of due) callback(now);
    },
    get waiting() {
      return queue.length;
    },
  };
}

const digits = (container: HTMLElement) => container.querySelector('.lk-jackpot__digits')!.textContent;

describe('JackpotCounter', () => {
  describe('when it first shows', () => {
    it('paints the amount in the currency at once, under a heading, and passes axe', async () => {
      const clock = manualFrames();
      const { container } = render(
        <JackpotCounter
          amount={1234567.5}
          currency="BRL"
          frames={clock.frames}
          now={clock.now}
          reducedMotion={false}
        />,
      );
      expect(digits(container)).toBe('R$\u00a01.234.567,50');
      expect(screen.getByRole('region', { name: 'Jackpot' })).toBeTruthy();
      await expectNoAxeViolations();
    });
  });

  describe('when the pool grows', () => {
    it('rises tick by tick while assistive technology keeps reading the last amount', () => {
      const clock = manualFrames();
      const { container } = render(
        <JackpotCounter
          amount={1000}
          currency="USD"
          growthPerSecond={2}
          frames={clock.frames}
          now={clock.now}
          reducedMotion={false}
          title="Grand pool"
        />,
      );
      const region = screen.getByRole('region', { name: 'Grand pool' });
      const read = () => region.querySelector('.lk-visually-hidden')!.textContent;
      act(() => clock.step(2000));
      expect(digits(container)).toBe('$1,004.00');
      act(() => clock.step(1000));
      expect(digits(container)).toBe('$1,006.00');
      expect(read()).toBe('$1,000.00');
      expect(container.querySelector('.lk-jackpot__digits')!.getAttribute('aria-hidden')).toBe('true');
    });

    it('changes the number at most every tickMs, however many frames the browser runs', () => {
      const clock = manualFrames();
      const { container } = render(
        <JackpotCounter
          amount={1000}
          currency="USD"
          growthPerSecond={10}
          tickMs={200}
          frames={clock.frames}
          now={clock.now}
          reducedMotion={false}
        />,
      );
      act(() => clock.step(100));
      expect(digits(container)).toBe('$1,000.00');
      act(() => clock.step(100));
      const ticked = digits(container);
      expect(ticked).not.toBe('$1,000.00');
      act(() => clock.step(16));
      expect(digits(container)).toBe(ticked);
      act(() => clock.step(184));
      expect(digits(container)).not.toBe(ticked);
    });

    it('asks for no frame between two ticks when the scheduler can wait', () => {
      const clock = manualFrames();
      const delayed: { ms: number; callback: (time: number) => void }[] = [];
      const frames: FrameScheduler = {
        ...clock.frames,
        requestAfter: (ms, callback) => delayed.push({ ms, callback }),
      };
      const { container } = render(
        <JackpotCounter
          amount={1000}
          currency="USD"
          growthPerSecond={10}
          tickMs={500}
          catchUpMs={0}
          frames={frames}
          now={clock.now}
          reducedMotion={false}
        />,
      );
      act(() => clock.step(100));
      expect(clock.waiting).toBe(0);
      expect(delayed).toHaveLength(1);
      expect(delayed[0]!.ms).toBe(400);
      act(() => {
        clock.step(400);
        delayed[0]!.callback(clock.now());
      });
      expect(digits(container)).not.toBe('$1,000.00');
      expect(delayed).toHaveLength(2);
      expect(delayed[1]!.ms).toBe(500);
    });

    it('catches up smoothly with a new amount from the hall, then reads it', () => {
      const clock = manualFrames();
      const { container, rerender } = render(
        <JackpotCounter
          amount={1000}
          currency="USD"
          frames={clock.frames}
          now={clock.now}
          catchUpMs={1000}
          reducedMotion={false}
        />,
      );
      rerender(
        <JackpotCounter
          amount={2000}
          currency="USD"
          frames={clock.frames}
          now={clock.now}
          catchUpMs={1000}
          reducedMotion={false}
        />,
      );
      expect(digits(container)).toBe('$1,000.00');
      act(() => clock.step(300));
      const midway = Number((digits(container) ?? '').replace(/[$,]/g, ''));
      expect(midway).toBeGreaterThan(1000);
      expect(midway).toBeLessThan(2000);
      act(() => clock.step(700));
      expect(digits(container)).toBe('$2,000.00');
      expect(screen.getByRole('region').querySelector('.lk-visually-hidden')!.textContent).toBe('$2,000.00');
      // Caught up and not growing: no more frames are asked for.
      act(() => clock.step(16));
      expect(clock.waiting).toBe(0);
    });
  });

  describe('when the player asks for reduced motion', () => {
    it('jumps to each amount and asks for no frames', () => {
      const clock = manualFrames();
      const { container, rerender } = render(
        <JackpotCounter
          amount={1000}
          currency="USD"
          growthPerSecond={5}
          frames={clock.frames}
          now={clock.now}
          reducedMotion
        />,
      );
      expect(clock.waiting).toBe(0);
      rerender(
        <JackpotCounter
          amount={3000}
          currency="USD"
          growthPerSecond={5}
          frames={clock.frames}
          now={clock.now}
          reducedMotion
        />,
      );
      expect(digits(container)).toBe('$3,000.00');
      expect(clock.waiting).toBe(0);
    });
  });

  describe('when the currency is unknown', () => {
    it('shows the number without a symbol', () => {
      const clock = manualFrames();
      const { container } = render(
        <JackpotCounter amount={42} currency="XXX" frames={clock.frames} now={clock.now} reducedMotion />,
      );
      expect(digits(container)).toBe('42.00');
    });
  });
});
