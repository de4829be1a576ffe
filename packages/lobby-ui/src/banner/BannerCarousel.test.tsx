import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { manualClock } from '@lobbykit/test-utils/clock';
import { act, fireEvent, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { COVERED_ATTRIBUTE } from '@lobbykit/ui-blocks';
import { describe, expect, it, vi } from 'vitest';
import type { LobbyBanner } from '../data';
import { BannerCarousel } from './BannerCarousel';

const banners: LobbyBanner[] = [
  { id: 'a', img: '/active/welcome.png', title: 'Welcome bonus', jumpType: 'activity', stay_time: 3 },
  { id: 'b', img: '/active/weekly.png', title: 'Weekly cashback', jumpType: 'none' },
  { id: 'c', img: '/active/vip.png', title: 'VIP club', jumpType: 'route' },
];

// jsdom keeps the `inert` attribute but not its effect; browsers take inert slides out of reach.
const slides = () => screen.getAllByRole('group');
const current = (container: HTMLElement) =>
  Array.from(container.querySelectorAll<HTMLElement>('.lk-banner__slide')).findIndex(
    (slide) => !slide.hasAttribute('inert'),
  );

describe('BannerCarousel', () => {
  describe('when it shows several banners', () => {
    it('is a named carousel of named slides, only the shown one reachable, and passes axe', async () => {
      const clock = manualClock();
      const { container } = render(
        <BannerCarousel
          banners={banners}
          onActivate={() => {}}
          timers={clock.timers}
          reducedMotion={false}
        />,
      );
      expect(screen.getByRole('region', { name: 'Promotions' }).getAttribute('aria-roledescription')).toBe(
        'carousel',
      );
      expect(slides().map((slide) => slide.getAttribute('aria-roledescription'))).toEqual([
        'slide',
        'slide',
        'slide',
      ]);
      expect(slides().map((slide) => slide.getAttribute('aria-label'))).toEqual([
        '1 of 3',
        '2 of 3',
        '3 of 3',
      ]);
      expect(current(container)).toBe(0);
      expect(screen.getByRole('button', { name: 'Welcome bonus' }).closest('[inert]')).toBeNull();
      expect(screen.getByRole('button', { name: 'VIP club' }).closest('[inert]')).not.toBeNull();
      await expectNoAxeViolations();
    });

    it('stays each banner its own time (default 5 s) and wraps around', () => {
      const clock = manualClock();
      const { container } = render(
        <BannerCarousel
          banners={banners}
          onActivate={() => {}}
          timers={clock.timers}
          reducedMotion={false}
        />,
      );
      act(() => clock.advance(2999));
      expect(current(container)).toBe(0);
      act(() => clock.advance(1));
      expect(current(container)).toBe(1);
      act(() => clock.advance(4999));
      expect(current(container)).toBe(1);
      act(() => clock.advance(1));
      expect(current(container)).toBe(2);
      act(() => clock.advance(5000));
      expect(current(container)).toBe(0);
      expect(
        container
          .querySelector<HTMLElement>('.lk-banner__track')!
          .style.getPropertyValue('--lk-banner-index'),
      ).toBe('0');
    });
  });

  describe('when the player uses the controls', () => {
    it('goes next, previous and to a dot, marks the current dot, and opens a banner that leads somewhere', async () => {
      const clock = manualClock();
      const onActivate = vi.fn();
      const { container } = render(
        <BannerCarousel
          banners={banners}
          onActivate={onActivate}
          timers={clock.timers}
          reducedMotion={false}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
      expect(current(container)).toBe(1);
      // The second banner leads nowhere: it is a picture, not a control.
      expect(screen.getByRole('img', { name: 'Weekly cashback' })).toBeTruthy();
      expect(screen.queryByRole('button', { name: 'Weekly cashback' })).toBeNull();
      await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
      await userEvent.click(screen.getByRole('button', { name: 'Previous banner' }));
      expect(current(container)).toBe(2);
      expect(screen.getByRole('button', { name: 'Show banner 3' }).getAttribute('aria-current')).toBe('true');
      await userEvent.click(screen.getByRole('button', { name: 'VIP club' }));
      expect(onActivate).toHaveBeenCalledWith(banners[2]);
      await userEvent.click(screen.getByRole('button', { name: 'Show banner 1' }));
      expect(current(container)).toBe(0);
    });

    it('pauses with the pause button and plays again with the play button', async () => {
      const clock = manualClock();
      const { container } = render(
        <BannerCarousel
          banners={banners}
          onActivate={() => {}}
          timers={clock.timers}
          reducedMotion={false}
        />,
      );
      await userEvent.click(screen.getByRole('button', { name: 'Pause slideshow' }));
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => clock.advance(20_000));
      expect(current(container)).toBe(0);
      await userEvent.click(screen.getByRole('button', { name: 'Play slideshow' }));
      // The pointer that clicked still rests on the carousel, and focus is in it: move both away.
      await userEvent.unhover(screen.getByRole('region', { name: 'Promotions' }));
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => clock.advance(3000));
      expect(current(container)).toBe(1);
    });
  });

  describe('when a pointer is over it or focus is in it', () => {
    it('waits, and moves on again once both have left', () => {
      const clock = manualClock();
      const { container } = render(
        <BannerCarousel
          banners={banners}
          onActivate={() => {}}
          timers={clock.timers}
          reducedMotion={false}
        />,
      );
      const carousel = screen.getByRole('region', { name: 'Promotions' });
      fireEvent.pointerEnter(carousel, { pointerType: 'mouse' });
      act(() => screen.getByRole('button', { name: 'Next banner' }).focus());
      act(() => clock.advance(10_000));
      expect(current(container)).toBe(0);
      fireEvent.pointerLeave(carousel, { pointerType: 'mouse' });
      act(() => clock.advance(10_000));
      expect(current(container)).toBe(0);
      act(() => (document.activeElement as HTMLElement).blur());
      act(() => clock.advance(3000));
      expect(current(container)).toBe(1);
    });
  });

  describe('when a dialog covers the page', () => {
    it('waits while a modal marks the page as covered, and moves on once it is gone', async () => {
      const clock = manualClock();
      const { container } = render(
        <BannerCarousel
          banners={banners}
          onActivate={() => {}}
          timers={clock.timers}
          reducedMotion={false}
        />,
      );
      // What a modal's scroll lock sets on the root element while it is open.
      const root = document.documentElement;
      root.setAttribute(COVERED_ATTRIBUTE, '');
      // The mark is watched through a MutationObserver, whose callback runs in a microtask.
      await act(async () => {});
      act(() => clock.advance(10_000));
      expect(current(container)).toBe(0);
      root.removeAttribute(COVERED_ATTRIBUTE);
      await act(async () => {});
      act(() => clock.advance(3000));
      expect(current(container)).toBe(1);
    });
  });

  describe('when the player asks for reduced motion', () => {
    it('does not rotate by itself, offers play, and announces the slides it moves to', async () => {
      const clock = manualClock();
      const { container } = render(
        <BannerCarousel banners={banners} onActivate={() => {}} timers={clock.timers} reducedMotion />,
      );
      act(() => clock.advance(60_000));
      expect(current(container)).toBe(0);
      expect(screen.getByRole('button', { name: 'Play slideshow' })).toBeTruthy();
      expect(container.querySelector('.lk-banner__track')!.getAttribute('aria-live')).toBe('polite');
      await userEvent.click(screen.getByRole('button', { name: 'Next banner' }));
      expect(current(container)).toBe(1);
    });
  });

  describe('when there is one banner or none', () => {
    it('shows the single banner without controls, and nothing for none', () => {
      const { container, rerender } = render(
        <BannerCarousel banners={banners.slice(0, 1)} onActivate={() => {}} />,
      );
      expect(screen.queryByRole('button', { name: 'Next banner' })).toBeNull();
      expect(screen.getByRole('button', { name: 'Welcome bonus' })).toBeTruthy();
      rerender(<BannerCarousel banners={[]} onActivate={() => {}} />);
      expect(container.innerHTML).toBe('');
    });
  });

  describe('when a banner that leads somewhere has no title', () => {
    it('names its button by its place', () => {
      render(
        <BannerCarousel
          banners={[{ id: 'x', img: '/active/x.png', jumpType: 'url' }, banners[1]!]}
          onActivate={() => {}}
          reducedMotion
        />,
      );
      expect(screen.getByRole('button', { name: '1 of 2' })).toBeTruthy();
    });
  });
});
