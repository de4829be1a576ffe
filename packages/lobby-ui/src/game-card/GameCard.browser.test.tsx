// The stretched control and the demo button over the picture need real layout and hit testing.
import '@lobbykit/ui-blocks/styles.css';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { page, userEvent } from 'vitest/browser';
import { luckyGame } from '../../test/fixtures';
import '../styles.css';
import { GameCard } from './GameCard';

describe('GameCard in Chromium', () => {
  describe('when the player taps the picture or the demo button', () => {
    it('opens the game from anywhere on the card, and only the demo from its button', async () => {
      await page.viewport(390, 844);
      const onPlay = vi.fn();
      const onPlayDemo = vi.fn();
      const { container } = render(
        <div style={{ width: '120px' }}>
          <GameCard game={{ ...luckyGame, hot: true }} onPlay={onPlay} onPlayDemo={onPlayDemo} />
        </div>,
      );
      // The picture is covered by the card's stretched control: a tap there is a tap on it.
      await userEvent.click(container.querySelector('.lk-game-card__media')!, { force: true });
      expect(onPlay).toHaveBeenCalledTimes(1);
      await userEvent.click(screen.getByRole('button', { name: 'Play demo of Lucky Lanterns' }));
      expect(onPlayDemo).toHaveBeenCalledTimes(1);
      expect(onPlay).toHaveBeenCalledTimes(1);
      // The demo button sits on the picture's lower corner.
      const media = container.querySelector('.lk-game-card__media')!.getBoundingClientRect();
      const demo = screen
        .getByRole('button', { name: 'Play demo of Lucky Lanterns' })
        .getBoundingClientRect();
      expect(demo.bottom).toBeLessThanOrEqual(media.bottom);
      expect(demo.right).toBeLessThanOrEqual(media.right);
      expect(demo.height).toBeGreaterThanOrEqual(24);
    });
  });

  describe('while the picture loads', () => {
    it('shows the plain card surface and runs no animation, nor when it arrives (a grid loads dozens at once)', () => {
      const { container } = render(
        <div style={{ width: '140px' }}>
          <GameCard game={luckyGame} onPlay={() => {}} />
        </div>,
      );
      const picture = container.querySelector<HTMLElement>('.lk-image')!;
      // The state a picture is in between its request and its load event.
      picture.dataset['status'] = 'loading';
      expect(getComputedStyle(picture, '::before').content).toBe('none');
      expect(document.getAnimations()).toEqual([]);
      // Nor when it arrives: no fade for each of the dozens arriving together.
      expect(getComputedStyle(picture.querySelector('img')!).opacity).toBe('0');
      picture.dataset['status'] = 'loaded';
      expect(document.getAnimations()).toEqual([]);
    });
  });

  describe('when the card has keyboard focus', () => {
    it('draws a focus ring around the whole card', async () => {
      render(
        <div style={{ width: '140px', padding: '8px' }}>
          <GameCard game={luckyGame} onPlay={() => {}} />
        </div>,
      );
      await userEvent.keyboard('{Tab}');
      const button = screen.getByRole('button', { name: 'Play Lucky Lanterns' });
      expect(document.activeElement).toBe(button);
      expect(getComputedStyle(button, '::after').outlineStyle).toBe('solid');
    });
  });
});
