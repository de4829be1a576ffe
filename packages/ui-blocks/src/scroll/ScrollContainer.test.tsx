import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { createRef } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { createFakeScheduler } from '../../test/fake-scheduler';
import { ScrollContainer, type ScrollContainerHandle, type ScrollContainerProps } from './ScrollContainer';

function sized(element: HTMLElement, scrollSize: number, view: number) {
  for (const [name, value] of [
    ['scrollHeight', scrollSize],
    ['scrollWidth', scrollSize],
    ['clientHeight', view],
    ['clientWidth', view],
  ] as const) {
    Object.defineProperty(element, name, { value, configurable: true });
  }
}

function setup(props: Partial<ScrollContainerProps> = {}) {
  const scheduler = createFakeScheduler();
  const ref = createRef<ScrollContainerHandle>();
  const onScrollEnd = vi.fn();
  const onPositionChange = vi.fn();
  const view = render(
    <ScrollContainer
      label="Hot games"
      scheduler={scheduler}
      ref={ref}
      onScrollEnd={onScrollEnd}
      onPositionChange={onPositionChange}
      {...props}
    >
      <button type="button">Card 1</button>
      <button type="button">Card 2</button>
    </ScrollContainer>,
  );
  const viewport = screen.getByRole('region', { name: 'Hot games' });
  sized(viewport, 1000, 200);
  const advance = (ms: number) => act(() => scheduler.advance(ms));
  const scrollTo = (offset: number) => {
    if (props.direction === 'horizontal') viewport.scrollLeft = offset;
    else viewport.scrollTop = offset;
    fireEvent.scroll(viewport);
  };
  return { ...view, scheduler, ref, viewport, advance, scrollTo, onScrollEnd, onPositionChange };
}

describe('ScrollContainer', () => {
  describe('when rendered', () => {
    it('is a labelled, focusable region that passes axe', async () => {
      const { viewport, container } = setup();
      expect(viewport.tabIndex).toBe(0);
      expect(container.querySelector('.lk-scroll__track')?.getAttribute('aria-hidden')).toBe('true');
      await expectNoAxeViolations();
    });
  });

  describe('when scrolling stops', () => {
    it('emits the scroll end event 150 ms after the last movement', () => {
      const { scrollTo, advance, onScrollEnd } = setup();
      scrollTo(100);
      advance(100);
      scrollTo(120);
      advance(149);
      expect(onScrollEnd).not.toHaveBeenCalled();
      advance(1);
      expect(onScrollEnd).toHaveBeenCalledTimes(1);
      expect(onScrollEnd).toHaveBeenCalledWith({ offset: 120, max: 800, atStart: false, atEnd: false });
    });

    it('reports the position debounced by 50 ms', () => {
      const { scrollTo, advance, onPositionChange } = setup();
      scrollTo(10);
      advance(30);
      scrollTo(20);
      advance(49);
      expect(onPositionChange).not.toHaveBeenCalled();
      advance(1);
      expect(onPositionChange).toHaveBeenCalledTimes(1);
      expect(onPositionChange).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 20 }));
    });

    it('marks the scrollbar active and hides it 600 ms after activity', () => {
      const { scrollTo, advance, container } = setup();
      const root = container.querySelector<HTMLElement>('.lk-scroll')!;
      scrollTo(50);
      expect(root.dataset.active).toBe('true');
      advance(599);
      expect(root.dataset.active).toBe('true');
      advance(1);
      expect(root.dataset.active).toBeUndefined();
    });
  });

  describe('when a step is set', () => {
    it('snaps to the nearest step in 400 ms after idle, then emits the end event', () => {
      const { scrollTo, advance, viewport, onScrollEnd } = setup({ step: 100 });
      scrollTo(130);
      advance(150);
      expect(onScrollEnd).not.toHaveBeenCalled();
      advance(200);
      expect(viewport.scrollTop).toBeGreaterThan(100);
      advance(216);
      expect(viewport.scrollTop).toBe(100);
      fireEvent.scroll(viewport);
      advance(150);
      expect(onScrollEnd).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 100 }));
    });
  });

  describe('when scrolled through the handle', () => {
    it('animates scrollTo over 200 ms by default', () => {
      const { ref, viewport, advance } = setup();
      act(() => ref.current!.scrollTo(400));
      advance(180);
      expect(viewport.scrollTop).toBeLessThan(400);
      advance(40);
      expect(viewport.scrollTop).toBe(400);
    });

    it('honours a custom duration and scrollBy', () => {
      const { ref, viewport, advance } = setup();
      act(() => ref.current!.scrollBy(300, { duration: 0 }));
      expect(viewport.scrollTop).toBe(300);
      act(() => ref.current!.scrollBy(-100, { duration: 0 }));
      expect(viewport.scrollTop).toBe(200);
      expect(ref.current!.element).toBe(viewport);
      advance(0);
    });

    it('steps by 80% of the view without a step size, in 400 ms', () => {
      const { ref, viewport, advance } = setup();
      act(() => ref.current!.step(1));
      advance(390);
      expect(viewport.scrollTop).toBeLessThan(160);
      advance(30);
      expect(viewport.scrollTop).toBe(160);
    });
  });

  describe('when the track is clicked', () => {
    it('pages by one view in 300 ms', () => {
      const { container, viewport, advance } = setup();
      const track = container.querySelector('.lk-scroll__track')!;
      fireEvent.pointerDown(track, { clientY: 150, pointerId: 1 });
      advance(280);
      expect(viewport.scrollTop).toBeLessThan(200);
      advance(40);
      expect(viewport.scrollTop).toBe(200);
    });
  });

  describe('when a mouse drags the content', () => {
    it('does not scroll and keeps the click under 20 px of travel', () => {
      const { viewport } = setup();
      const onClick = vi.fn();
      viewport.addEventListener('click', onClick);
      fireEvent.pointerDown(viewport, { pointerType: 'mouse', button: 0, clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(viewport, { pointerType: 'mouse', clientY: 281, pointerId: 1 });
      expect(viewport.scrollTop).toBe(0);
      fireEvent.pointerUp(viewport, { pointerType: 'mouse', pointerId: 1 });
      fireEvent.click(viewport);
      expect(onClick).toHaveBeenCalledTimes(1);
    });

    it('scrolls past 20 px and swallows the click that ends the drag', () => {
      const { viewport, container } = setup();
      const card = screen.getByRole('button', { name: 'Card 1' });
      const onCardClick = vi.fn();
      card.addEventListener('click', onCardClick);
      fireEvent.pointerDown(viewport, { pointerType: 'mouse', button: 0, clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(viewport, { pointerType: 'mouse', clientY: 250, pointerId: 1 });
      expect(viewport.scrollTop).toBe(50);
      expect(container.querySelector<HTMLElement>('.lk-scroll')!.dataset.dragging).toBe('true');
      fireEvent.pointerUp(viewport, { pointerType: 'mouse', pointerId: 1 });
      fireEvent.click(card);
      expect(onCardClick).not.toHaveBeenCalled();
      fireEvent.click(card);
      expect(onCardClick).toHaveBeenCalledTimes(1);
    });

    it('leaves touch to native scrolling and can be turned off', () => {
      const { viewport } = setup({ dragToScroll: false });
      fireEvent.pointerDown(viewport, { pointerType: 'mouse', button: 0, clientY: 300, pointerId: 1 });
      fireEvent.pointerMove(viewport, { pointerType: 'mouse', clientY: 200, pointerId: 1 });
      expect(viewport.scrollTop).toBe(0);
    });
  });

  describe('when horizontal', () => {
    it('scrolls along x', () => {
      const { ref, viewport, scrollTo, advance, onScrollEnd } = setup({ direction: 'horizontal' });
      act(() => ref.current!.scrollTo(250, { duration: 0 }));
      expect(viewport.scrollLeft).toBe(250);
      expect(viewport.scrollTop).toBe(0);
      scrollTo(300);
      advance(150);
      expect(onScrollEnd).toHaveBeenLastCalledWith(expect.objectContaining({ offset: 300 }));
    });
  });

  describe('when scrolled to an edge', () => {
    it('marks the root for edge fades, and the handle steps between the edges', async () => {
      const { advance, viewport, container, ref } = setup({ step: 100 });
      const root = container.querySelector<HTMLElement>('.lk-scroll')!;
      fireEvent.scroll(viewport);
      expect(root.dataset.atStart).toBe('true');
      expect(root.dataset.atEnd).toBe('false');
      expect(root.dataset.overflow).toBe('true');
      act(() => ref.current!.step(1));
      advance(420);
      expect(viewport.scrollTop).toBe(100);
      expect(root.dataset.atStart).toBe('false');
      act(() => ref.current!.scrollTo(800, { duration: 0 }));
      fireEvent.scroll(viewport);
      expect(root.dataset.atEnd).toBe('true');
      act(() => ref.current!.step(-1));
      advance(420);
      expect(viewport.scrollTop).toBe(700);
      await expectNoAxeViolations();
    });
  });
});
