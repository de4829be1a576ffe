// A category of 2,000 games in real Chromium: only the cards near the viewport are rendered,
// and the grid scrolls to its end. Long tasks are logged for the record, not asserted: this
// machine's timings are not the measure (the e2e measures them on the built app).
import '@lobbykit/ui-blocks/styles.css';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { page } from 'vitest/browser';
import { manyGames } from '../../test/fixtures';
import '../styles.css';
import { GameGrid } from './GameGrid';

const games = manyGames(2000);
const noop = () => {};

/** Cards whose content the browser lays out and paints now (not skipped by content-visibility). */
const renderedCards = (items: readonly HTMLElement[]) =>
  items.filter((item) => item.firstElementChild?.checkVisibility({ contentVisibilityAuto: true })).length;

const nextFrame = () => new Promise((resolve) => requestAnimationFrame(resolve));

describe('GameGrid in Chromium', () => {
  describe('when a category of 2,000 games is scrolled to its end on a phone', () => {
    it('lays out only the cards near the viewport at any moment and reaches the last card', async () => {
      await page.viewport(390, 844);
      render(
        <div style={{ height: '844px', overflowY: 'auto' }} data-testid="scroller">
          <GameGrid games={games} total={2000} onPlay={noop} onPlayDemo={noop} label="Slots" />
        </div>,
      );
      const scroller = screen.getByTestId('scroller');
      const items = Array.from(document.querySelectorAll<HTMLElement>('.lk-game-grid__item'));
      expect(items).toHaveLength(2000);
      expect(getComputedStyle(items[0]!).contentVisibility).toBe('auto');
      expect(getComputedStyle(items[0]!).containIntrinsicHeight).toMatch(/^auto /);

      // The first screen (laying out 2,000 placeholders once) is not what is measured.
      await nextFrame();
      let mostRendered = renderedCards(items);
      await nextFrame();
      const longTasks: number[] = [];
      const observer = new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) longTasks.push(Math.round(entry.duration));
      });
      observer.observe({ type: 'longtask' });

      // A thumb-flick pace: about a screen per frame, until the end stops moving. Counting the
      // rendered cards reads all 2,000, so it is done every tenth frame, not to weigh on the rest.
      let previous = -1;
      for (let frame = 1; scroller.scrollTop !== previous; frame += 1) {
        previous = scroller.scrollTop;
        scroller.scrollTop += 700;
        await nextFrame();
        if (frame % 10 === 0) mostRendered = Math.max(mostRendered, renderedCards(items));
      }
      mostRendered = Math.max(mostRendered, renderedCards(items));
      observer.disconnect();
      console.info(
        `2,000 cards, phone: at most ${mostRendered} cards rendered at once; long tasks while scrolling: ${
          longTasks.length === 0 ? 'none' : longTasks.join(', ') + ' ms'
        }`,
      );

      // By label, not by role: a role query weighs every one of the 3,000-odd buttons.
      const last = document.querySelector<HTMLElement>('[aria-label="Play Game 2000"]')!;
      expect(last.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
      const box = last.getBoundingClientRect();
      expect(box.bottom).toBeLessThanOrEqual(scroller.getBoundingClientRect().bottom + 1);
      // A phone screen holds about 15 cards; with the margin the browser keeps, far below 2,000.
      expect(mostRendered).toBeLessThan(200);
      expect(screen.getByRole('status').textContent).toBe('Showing 2000 of 2000');
    });
  });

  describe('when the viewport grows from a phone to a desktop', () => {
    it('fits more columns of cards that keep their aspect ratio', async () => {
      await page.viewport(390, 844);
      render(<GameGrid games={games.slice(0, 24)} onPlay={noop} />);
      const columns = () =>
        getComputedStyle(document.querySelector('.lk-game-grid__list')!).gridTemplateColumns.split(' ')
          .length;
      const ratio = () => {
        const box = document.querySelector('.lk-game-card__media')!.getBoundingClientRect();
        return box.width / box.height;
      };
      expect(columns()).toBe(3);
      expect(ratio()).toBeCloseTo(200 / 260, 1);
      await page.viewport(1440, 900);
      expect(columns()).toBeGreaterThanOrEqual(8);
      expect(ratio()).toBeCloseTo(200 / 260, 1);
    });
  });
});
