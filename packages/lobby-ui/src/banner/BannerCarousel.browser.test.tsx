// Swipes are pointer events with real coordinates; the slide moves by transform.
import '@lobbykit/ui-blocks/styles.css';
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page } from 'vitest/browser';
import type { LobbyBanner } from '../data';
import '../styles.css';
import { BannerCarousel } from './BannerCarousel';

const art = (label: string) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="750" height="300"><rect width="750" height="300" fill="#345"/><text x="40" y="160" font-size="60" fill="#fff">${label}</text></svg>`)}`;

const banners: LobbyBanner[] = [
  { id: 'a', img: art('One'), title: 'Welcome bonus', jumpType: 'activity' },
  { id: 'b', img: art('Two'), title: 'Weekly cashback', jumpType: 'activity' },
  { id: 'c', img: art('Three'), title: 'VIP club', jumpType: 'activity' },
];

function swipe(target: Element, fromX: number, toX: number, y = 100) {
  const init = { bubbles: true, pointerId: 7, pointerType: 'touch', isPrimary: true };
  target.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: fromX, clientY: y }));
  target.dispatchEvent(new PointerEvent('pointermove', { ...init, clientX: (fromX + toX) / 2, clientY: y }));
  target.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: toX, clientY: y }));
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, clientX: toX, clientY: y }));
}

describe('BannerCarousel in Chromium', () => {
  describe('when the player swipes on a touch screen', () => {
    it('moves to the next slide on a swipe left, back on a swipe right, and opens nothing', async () => {
      await page.viewport(390, 844);
      const onActivate = vi.fn();
      const { container } = render(
        <BannerCarousel banners={banners} onActivate={onActivate} reducedMotion />,
      );
      const viewport = container.querySelector('.lk-banner__viewport')!;
      const track = container.querySelector<HTMLElement>('.lk-banner__track')!;
      const link = screen.getByRole('button', { name: 'Welcome bonus' });
      swipe(link, 300, 120);
      await waitFor(() => expect(track.style.getPropertyValue('--lk-banner-index')).toBe('1'));
      expect(onActivate).not.toHaveBeenCalled();
      // The shown slide is the one under the viewport.
      const shown = screen.getByRole('button', { name: 'Weekly cashback' }).getBoundingClientRect();
      const frame = viewport.getBoundingClientRect();
      expect(Math.abs(shown.left - frame.left)).toBeLessThan(1);
      swipe(viewport, 100, 320);
      await waitFor(() => expect(track.style.getPropertyValue('--lk-banner-index')).toBe('0'));
      expect(onActivate).not.toHaveBeenCalled();
    });

    it('treats a short or mostly vertical move as a tap', async () => {
      await page.viewport(390, 844);
      const onActivate = vi.fn();
      const { container } = render(
        <BannerCarousel banners={banners} onActivate={onActivate} reducedMotion />,
      );
      const link = screen.getByRole('button', { name: 'Welcome bonus' });
      swipe(link, 200, 180);
      expect(onActivate).toHaveBeenCalledWith(banners[0]);
      const init = { bubbles: true, pointerId: 8, pointerType: 'touch', isPrimary: true };
      link.dispatchEvent(new PointerEvent('pointerdown', { ...init, clientX: 200, clientY: 50 }));
      link.dispatchEvent(new PointerEvent('pointerup', { ...init, clientX: 140, clientY: 200 }));
      expect(
        container
          .querySelector<HTMLElement>('.lk-banner__track')!
          .style.getPropertyValue('--lk-banner-index'),
      ).toBe('0');
    });
  });

  describe('when the slides change on a phone', () => {
    it('keeps the banner ratio and shows controls of at least 24 px', async () => {
      await page.viewport(390, 844);
      const { container } = render(
        <div style={{ width: '366px' }}>
          <BannerCarousel banners={banners} onActivate={() => {}} reducedMotion />
        </div>,
      );
      const box = container.querySelector('.lk-banner__viewport')!.getBoundingClientRect();
      expect(box.width / box.height).toBeCloseTo(750 / 300, 1);
      for (const button of container.querySelectorAll('.lk-banner__controls button')) {
        const rect = button.getBoundingClientRect();
        expect(Math.min(rect.width, rect.height)).toBeGreaterThanOrEqual(24);
      }
    });
  });
});
