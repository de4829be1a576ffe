import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { luckyGame } from '../../test/fixtures';
import { GameCard } from './GameCard';

describe('GameCard', () => {
  describe('when the game is playable and offers a demo', () => {
    it('names both controls after the game, opens the game or its demo, and passes axe', async () => {
      const onPlay = vi.fn();
      const onPlayDemo = vi.fn();
      render(<GameCard game={luckyGame} onPlay={onPlay} onPlayDemo={onPlayDemo} />);
      const play = screen.getByRole('button', { name: 'Play Lucky Lanterns', description: 'Harbor Reels' });
      await userEvent.click(play);
      expect(onPlay).toHaveBeenCalledWith(luckyGame);
      await userEvent.click(screen.getByRole('button', { name: 'Play demo of Lucky Lanterns' }));
      expect(onPlayDemo).toHaveBeenCalledWith(luckyGame);
      expect(screen.getByRole('button', { name: 'Play demo of Lucky Lanterns' }).textContent).toBe('Demo');
      await expectNoAxeViolations();
    });

    it('is reached and used with the keyboard: the card first, then its demo', async () => {
      const onPlay = vi.fn();
      const onPlayDemo = vi.fn();
      render(<GameCard game={luckyGame} onPlay={onPlay} onPlayDemo={onPlayDemo} />);
      await userEvent.tab();
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Play Lucky Lanterns' }));
      await userEvent.keyboard('{Enter}');
      expect(onPlay).toHaveBeenCalledTimes(1);
      await userEvent.tab();
      expect(document.activeElement).toBe(
        screen.getByRole('button', { name: 'Play demo of Lucky Lanterns' }),
      );
      await userEvent.keyboard(' ');
      expect(onPlayDemo).toHaveBeenCalledTimes(1);
    });
  });

  describe('when the game has hot, new and recommend marks', () => {
    it('shows each badge and reads them after the name', () => {
      render(
        <GameCard game={{ ...luckyGame, hot: true, new: true, recommendStatus: true }} onPlay={() => {}} />,
      );
      expect(screen.getByText('Hot')).toBeTruthy();
      expect(screen.getByText('New')).toBeTruthy();
      expect(screen.getByText('Top pick')).toBeTruthy();
      expect(
        screen.getByRole('button', {
          name: 'Play Lucky Lanterns',
          description: 'Harbor Reels Hot New Top pick',
        }),
      ).toBeTruthy();
    });
  });

  describe('when the game is under maintenance', () => {
    it('says so, offers no demo, does not open, and passes axe', async () => {
      const onPlay = vi.fn();
      render(
        <GameCard game={{ ...luckyGame, maintainStatus: true }} onPlay={onPlay} onPlayDemo={() => {}} />,
      );
      const play = screen.getByRole('button', {
        name: 'Play Lucky Lanterns',
        description: 'Harbor Reels Under maintenance',
      });
      expect(play.getAttribute('aria-disabled')).toBe('true');
      await userEvent.click(play);
      expect(onPlay).not.toHaveBeenCalled();
      expect(screen.queryByRole('button', { name: /demo/i })).toBeNull();
      await expectNoAxeViolations();
    });
  });

  describe('when the game has no demo, or the app offers none', () => {
    it('shows no demo button', () => {
      const { rerender } = render(
        <GameCard game={{ ...luckyGame, demo: false }} onPlay={() => {}} onPlayDemo={() => {}} />,
      );
      expect(screen.queryByRole('button', { name: /demo/i })).toBeNull();
      rerender(<GameCard game={luckyGame} onPlay={() => {}} />);
      expect(screen.queryByRole('button', { name: /demo/i })).toBeNull();
    });
  });

  describe('when the site hides provider names', () => {
    it('shows the game name only', () => {
      render(<GameCard game={luckyGame} onPlay={() => {}} showProvider={false} />);
      expect(screen.queryByText('Harbor Reels')).toBeNull();
      expect(
        screen.getByRole('button', { name: 'Play Lucky Lanterns' }).hasAttribute('aria-describedby'),
      ).toBe(false);
    });
  });

  describe('when the picture is given a size', () => {
    it('reserves that aspect ratio before the picture loads and marks the picture decorative', () => {
      const { container } = render(
        <GameCard game={luckyGame} onPlay={() => {}} imageWidth={300} imageHeight={300} priority />,
      );
      const img = container.querySelector('img')!;
      expect(img.getAttribute('alt')).toBe('');
      expect(img.getAttribute('width')).toBe('300');
      expect(img.getAttribute('fetchpriority')).toBe('high');
      const box = container.querySelector<HTMLElement>('.lk-image')!;
      expect(box.style.getPropertyValue('--lk-image-ratio')).toBe('300 / 300');
    });
  });
});
