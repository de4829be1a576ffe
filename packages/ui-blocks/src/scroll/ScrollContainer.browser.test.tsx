// Real layout and real scroll events with the real clock.
import { render, screen, waitFor } from '@testing-library/react';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import '../styles.css';
import { ScrollContainer, type ScrollContainerHandle } from './ScrollContainer';

function Row(props: { onScrollEnd?: () => void; step?: number }) {
  return (
    <div style={{ width: '300px' }}>
      <ScrollContainer
        label="Hot games"
        direction="horizontal"
        {...props}
        ref={props.step ? handle : undefined}
      >
        {Array.from({ length: 10 }, (_, i) => (
          <div key={i} style={{ flex: '0 0 88px', height: '120px' }}>
            Game {i}
          </div>
        ))}
      </ScrollContainer>
    </div>
  );
}
const handle = createRef<ScrollContainerHandle>();

describe('ScrollContainer in Chromium', () => {
  describe('when the user scrolls and stops', () => {
    it('emits one scroll end event about 150 ms after the last movement', async () => {
      const onScrollEnd = vi.fn();
      render(<Row onScrollEnd={onScrollEnd} />);
      const viewport = screen.getByRole('region', { name: 'Hot games' });
      const started = performance.now();
      for (const left of [40, 80, 120]) {
        viewport.scrollLeft = left;
        await new Promise((resolve) => setTimeout(resolve, 30));
      }
      const lastMove = performance.now();
      await waitFor(() => expect(onScrollEnd).toHaveBeenCalledTimes(1));
      expect(performance.now() - lastMove).toBeGreaterThanOrEqual(140);
      expect(performance.now() - started).toBeLessThan(2000);
      expect(onScrollEnd.mock.calls[0]![0]).toMatchObject({ offset: 120, atStart: false });
    });
  });

  describe('when a step is set', () => {
    it('settles on a step boundary after scrolling stops', async () => {
      render(<Row step={100} />);
      const viewport = screen.getByRole('region', { name: 'Hot games' });
      viewport.scrollLeft = 130;
      await waitFor(() => expect(viewport.scrollLeft).toBe(100), { timeout: 2000 });
      handle.current!.step(1);
      await waitFor(() => expect(viewport.scrollLeft).toBe(200), { timeout: 2000 });
    });
  });

  describe('when the content overflows', () => {
    it('sizes the thumb to the visible share and marks the edges', async () => {
      const { container } = render(<Row />);
      const root = container.querySelector<HTMLElement>('.lk-scroll')!;
      const viewport = screen.getByRole('region', { name: 'Hot games' });
      expect(viewport.scrollWidth).toBeGreaterThan(viewport.clientWidth);
      // Painted once the page is laid out (the observer's first report), not during the render.
      await waitFor(() => expect(root.dataset.overflow).toBe('true'));
      const thumb = container.querySelector<HTMLElement>('.lk-scroll__thumb')!;
      const track = container.querySelector<HTMLElement>('.lk-scroll__track')!;
      const share = viewport.clientWidth / viewport.scrollWidth;
      expect(thumb.getBoundingClientRect().width / track.getBoundingClientRect().width).toBeCloseTo(share, 1);
      viewport.scrollLeft = viewport.scrollWidth;
      await waitFor(() => expect(root.dataset.atEnd).toBe('true'));
    });
  });
});
