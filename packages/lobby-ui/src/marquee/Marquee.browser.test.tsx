// The line runs as a CSS animation; hover, focus and a dialog over the page pause it.
import { render, screen, waitFor } from '@testing-library/react';
import { COVERED_ATTRIBUTE } from '@lobbykit/ui-blocks';
import { describe, expect, it } from 'vitest';
import { userEvent } from 'vitest/browser';
import '../styles.css';
import { Marquee } from './Marquee';

const items = [{ id: '1', content: 'Weekly cashback is back: up to 10% every Monday.' }];

describe('Marquee in Chromium', () => {
  describe('when it runs', () => {
    it('animates the line, pauses it under the pointer and on focus, and runs again after', async () => {
      const { container } = render(
        <div style={{ width: '360px' }}>
          <Marquee items={items} reducedMotion={false} />
        </div>,
      );
      const line = container.querySelector<HTMLElement>('.lk-marquee__line')!;
      const animation = () => line.getAnimations()[0]!;
      expect(animation().playState).toBe('running');
      // Travel: the viewport plus the text, at 60 px/s, measured once the line is laid out.
      await waitFor(() => expect(line.style.getPropertyValue('--lk-marquee-duration')).not.toBe(''));
      const seconds = parseFloat(line.style.getPropertyValue('--lk-marquee-duration'));
      expect(seconds).toBeCloseTo(Math.max(4, line.scrollWidth / 60), 1);
      const region = screen.getByRole('region', { name: 'Announcements' });
      await userEvent.hover(region);
      await waitFor(() => expect(animation().playState).toBe('paused'));
      await userEvent.unhover(region);
      await waitFor(() => expect(animation().playState).toBe('running'));
      region.focus();
      await waitFor(() => expect(animation().playState).toBe('paused'));
      region.blur();
      await waitFor(() => expect(animation().playState).toBe('running'));
    });

    it('holds still while a dialog covers the page, and runs again after', async () => {
      const { container } = render(
        <div style={{ width: '360px' }}>
          <Marquee items={items} reducedMotion={false} />
        </div>,
      );
      const line = container.querySelector<HTMLElement>('.lk-marquee__line')!;
      const animation = () => line.getAnimations()[0]!;
      expect(animation().playState).toBe('running');
      // What a modal's scroll lock sets on the root element while it is open.
      const root = document.documentElement;
      root.setAttribute(COVERED_ATTRIBUTE, '');
      await waitFor(() => expect(animation().playState).toBe('paused'));
      root.removeAttribute(COVERED_ATTRIBUTE);
      await waitFor(() => expect(animation().playState).toBe('running'));
    });
  });
});
