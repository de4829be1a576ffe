import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { Marquee } from './Marquee';

// jsdom has no AnimationEvent, so React listens for the prefixed name there; send both.
function endAnimation(element: Element) {
  fireEvent(element, new Event('animationend', { bubbles: true }));
  fireEvent(element, new Event('webkitAnimationEnd', { bubbles: true }));
}

const items = [
  { id: '1', content: '<p>Welcome to the <b>new lobby</b>!</p>' },
  { id: '2', content: 'Deposits are credited within <i>one minute</i>.' },
  { id: '3', content: '<p>   </p>' },
];

describe('Marquee', () => {
  describe('when it scrolls', () => {
    it('moves one announcement at a time, hidden from screen readers, which get every text still', async () => {
      const { container } = render(
        <Marquee items={items} reducedMotion={false} timers={manualClock().timers} />,
      );
      const region = screen.getByRole('region', { name: 'Announcements' });
      expect(
        within(region)
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual(['Welcome to the new lobby!', 'Deposits are credited within one minute.']);
      const line = container.querySelector('.lk-marquee__line')!;
      expect(line.textContent).toBe('Welcome to the new lobby!');
      expect(line.closest('[aria-hidden="true"]')).not.toBeNull();
      expect(region.tabIndex).toBe(0);
      await expectNoAxeViolations();
    });

    it('brings the next announcement the interval after one has left, then starts over', () => {
      const clock = manualClock();
      const { container } = render(
        <Marquee items={items} intervalSeconds={2} reducedMotion={false} timers={clock.timers} />,
      );
      const line = () => container.querySelector('.lk-marquee__line');
      endAnimation(line()!);
      expect(line()).toBeNull();
      act(() => clock.advance(1999));
      expect(line()).toBeNull();
      act(() => clock.advance(1));
      expect(line()!.textContent).toBe('Deposits are credited within one minute.');
      endAnimation(line()!);
      act(() => clock.advance(2000));
      expect(line()!.textContent).toBe('Welcome to the new lobby!');
    });

    it('sets the run time from the distance the text travels', () => {
      const { container } = render(<Marquee items={items} speed={50} reducedMotion={false} />);
      const line = container.querySelector<HTMLElement>('.lk-marquee__line')!;
      // jsdom measures nothing: the estimate from the text length still gives at least 4 s.
      expect(parseFloat(line.style.getPropertyValue('--lk-marquee-duration'))).toBeGreaterThanOrEqual(4);
    });
  });

  describe('when the player asks for reduced motion', () => {
    it('shows every announcement as still text, and passes axe', async () => {
      const { container } = render(<Marquee items={items} reducedMotion />);
      expect(container.querySelector('.lk-marquee__line')).toBeNull();
      const region = screen.getByRole('region', { name: 'Announcements' });
      expect(region.hasAttribute('tabindex')).toBe(false);
      expect(within(region).getAllByRole('listitem')).toHaveLength(2);
      await expectNoAxeViolations();
    });
  });

  describe('when the app can open the announcements', () => {
    it('offers a named button at the end of the line', async () => {
      const onOpen = vi.fn();
      render(<Marquee items={items} onOpen={onOpen} reducedMotion />);
      await userEvent.click(screen.getByRole('button', { name: 'Announcements' }));
      expect(onOpen).toHaveBeenCalledTimes(1);
    });
  });

  describe('when there is nothing to say', () => {
    it('renders nothing', () => {
      const { container } = render(<Marquee items={[{ id: 'x', content: '<br>' }]} />);
      expect(container.innerHTML).toBe('');
    });
  });
});
