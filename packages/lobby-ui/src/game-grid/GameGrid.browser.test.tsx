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
      const run = items[0]!.parentElement!;
      expect(getComputedStyle(run).contentVisibility).toBe('auto');
      expect(getComputedStyle(run).containIntrinsicHeight).toMatch(/^auto /);

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

  describe('when a page is appended at the end of a long grid', () => {
    it('renders the new cards only and leaves the runs far above skipped, neither laid out nor painted', async () => {
      await page.viewport(390, 844);
      // Every card reads its game's name when it renders: count those reads per game.
      const renders = new Map<string, number>();
      const all = manyGames(630).map((game) => ({
        ...game,
        get name() {
          renders.set(game.gameId, (renders.get(game.gameId) ?? 0) + 1);
          return game.name;
        },
      }));
      const grid = (count: number) => (
        <div style={{ height: '844px', overflowY: 'auto' }} data-testid="scroller">
          <GameGrid games={all.slice(0, count)} total={630} onPlay={noop} label="Slots" />
        </div>
      );
      const { rerender } = render(grid(600));
      const scroller = screen.getByTestId('scroller');
      scroller.scrollTop = scroller.scrollHeight;
      await nextFrame();
      await nextFrame();
      const runs = () => Array.from(document.querySelectorAll<HTMLElement>('.lk-game-grid__run'));
      const shown = (run: HTMLElement) =>
        run.firstElementChild!.checkVisibility({ contentVisibilityAuto: true });
      expect(runs()).toHaveLength(10);
      // The browser says when a run starts or stops being rendered.
      const changed = new Set<HTMLElement>();
      for (const run of runs())
        run.addEventListener('contentvisibilityautostatechange', () => changed.add(run));

      renders.clear();
      rerender(grid(630));
      await nextFrame();
      await nextFrame();
      expect(runs()).toHaveLength(11);
      expect([...renders.keys()]).toEqual(all.slice(600).map((game) => game.gameId));
      // Far above the end: each of the first runs still skipped, none of them brought back to append.
      const farAbove = runs().slice(0, 7);
      expect(farAbove.map(shown)).toEqual(Array(7).fill(false));
      expect(farAbove.filter((run) => changed.has(run))).toEqual([]);
      expect(getComputedStyle(farAbove[0]!).contentVisibility).toBe('auto');
    });
  });

  describe('when a card in a run far below gets keyboard focus', () => {
    it('takes the focus and its run is rendered', async () => {
      await page.viewport(390, 844);
      render(
        <div style={{ height: '844px', overflowY: 'auto' }}>
          <GameGrid games={games.slice(0, 600)} onPlay={noop} label="Slots" />
        </div>,
      );
      // The browser decides what is near the viewport after the first frame.
      await nextFrame();
      await nextFrame();
      const button = document.querySelector<HTMLElement>('[aria-label="Play Game 550"]')!;
      expect(button.checkVisibility({ contentVisibilityAuto: true })).toBe(false);
      button.focus();
      await nextFrame();
      expect(document.activeElement).toBe(button);
      expect(button.checkVisibility({ contentVisibilityAuto: true })).toBe(true);
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
