// What jsdom cannot tell: real IntersectionObserver timing, real image loads and real layout.
import { render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import '../styles.css';
import { createLruCache } from '../shared/lru-cache';
import { ImageConfigProvider } from './image-config';
import { LazyImage } from './LazyImage';
import { createVisibilityObserver } from './visibility-observer';

const pixel = (hue: number) =>
  `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" width="30" height="20"><rect width="30" height="20" fill="hsl(${hue} 70% 50%)"/></svg>`)}`;

function boxes() {
  return Array.from(document.querySelectorAll<HTMLElement>('.lk-image'));
}

describe('LazyImage in Chromium', () => {
  describe('when many images share the default observer', () => {
    it('creates a single IntersectionObserver for all of them', () => {
      const Native = window.IntersectionObserver;
      const created = vi.fn();
      window.IntersectionObserver = class extends Native {
        constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
          super(callback, options);
          created();
        }
      };
      try {
        render(
          <div>
            {Array.from({ length: 20 }, (_, i) => (
              <LazyImage key={i} src={pixel(i * 15)} alt={`Game ${i}`} width={300} height={200} />
            ))}
          </div>,
        );
        expect(created).toHaveBeenCalledTimes(1);
      } finally {
        window.IntersectionObserver = Native;
      }
    });
  });

  describe('when images are below the fold of a scroll area', () => {
    it('loads only those near the viewport, and the rest as they scroll in', async () => {
      const observer = createVisibilityObserver({ rootMargin: '0px' });
      render(
        <ImageConfigProvider value={{ observer, cache: createLruCache(100) }}>
          <div data-testid="scroller" style={{ height: '300px', overflow: 'auto', width: '300px' }}>
            {Array.from({ length: 12 }, (_, i) => (
              <LazyImage key={i} src={pixel(i * 30)} alt={`Card ${i}`} width={300} height={200} />
            ))}
          </div>
        </ImageConfigProvider>,
      );
      await waitFor(() => expect(boxes()[0]!.dataset.status).toBe('loaded'));
      const statuses = () => boxes().map((box) => box.dataset.status);
      expect(statuses().slice(4)).toEqual(Array(8).fill('wait'));
      screen.getByTestId('scroller').scrollTop = 2000;
      await waitFor(() => expect(boxes()[11]!.dataset.status).toBe('loaded'));
      expect(statuses()[6]).toBe('wait');
    });
  });

  describe('when the picture arrives', () => {
    it('keeps the reserved box: no layout shift', async () => {
      render(
        <div style={{ width: '150px' }}>
          <LazyImage src={pixel(200)} alt="Banner" width={300} height={200} priority />
          <p data-testid="below">below</p>
        </div>,
      );
      const box = boxes()[0]!;
      const before = screen.getByTestId('below').getBoundingClientRect().top;
      expect(box.getBoundingClientRect().height).toBeCloseTo(100, 0);
      await waitFor(() => expect(box.dataset.status).toBe('loaded'));
      expect(box.getBoundingClientRect().height).toBeCloseTo(100, 0);
      expect(screen.getByTestId('below').getBoundingClientRect().top).toBe(before);
    });
  });

  describe('when the compressed copy is missing on the host', () => {
    it('falls back to the original extension and loads it', async () => {
      const onStateChange = vi.fn();
      render(
        <ImageConfigProvider value={{ hosts: [location.origin], cache: createLruCache(10) }}>
          <LazyImage
            src="/test/fixtures/lobby/card.png"
            alt="Card"
            width={30}
            height={20}
            priority
            onStateChange={onStateChange}
          />
        </ImageConfigProvider>,
      );
      await waitFor(() => expect(boxes()[0]!.dataset.result).toBe('success'), { timeout: 5000 });
      const urls = onStateChange.mock.calls.map(([change]) => (change as { url?: string }).url);
      expect(urls).toContain(`${location.origin}/test/fixtures/lobby/card.avif`);
      expect(screen.getByRole<HTMLImageElement>('img').naturalWidth).toBe(30);
    });

    it('shows the error image when every host and format fails', async () => {
      render(
        <ImageConfigProvider value={{ hosts: [location.origin], cache: createLruCache(10) }}>
          <LazyImage src="/lobby/none.png" alt="Missing" errorSrc={pixel(0)} priority />
        </ImageConfigProvider>,
      );
      await waitFor(() => expect(boxes()[0]!.dataset.status).toBe('error'), { timeout: 5000 });
      expect(screen.getByRole('img').getAttribute('src')).toBe(pixel(0));
    });
  });

  describe('when every host refuses the picture', () => {
    it('asks for each URL once and then no more, even when the hosts are re-sorted', async () => {
      const cache = createLruCache<string, string>(10);
      const requests = () =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name))
          .filter((url) => url.origin === location.origin && url.pathname.startsWith('/lobby/refused.'))
          .map((url) => url.pathname);
      const tree = (hosts: string[]) => (
        <ImageConfigProvider value={{ hosts, cache }}>
          <LazyImage src="/lobby/refused.png" alt="Refused" width={30} height={20} priority />
        </ImageConfigProvider>
      );
      const { rerender } = render(tree([location.origin, 'https://unused.invalid']));
      // Both of this host's URLs answer 404; the other host does not resolve.
      await waitFor(() => expect(requests()).toEqual(['/lobby/refused.avif', '/lobby/refused.png']), {
        timeout: 5000,
      });
      rerender(tree(['https://unused.invalid', location.origin]));
      await waitFor(() => expect(boxes()[0]!.dataset.status).toBe('error'), { timeout: 10_000 });
      // A little while later nothing more was asked for.
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(requests()).toEqual(['/lobby/refused.avif', '/lobby/refused.png']);
    });
  });

  describe('while a picture loads', () => {
    it('shimmers by moving a layer (transform), never by repainting its background each frame', () => {
      // A priority picture loads at once; the shimmer shows until it has decoded.
      render(<LazyImage src={pixel(10)} alt="Loading game" width={300} height={200} priority />);
      const box = boxes()[0]!;
      expect(box.dataset['status']).toBe('loading');
      const shimmer = document
        .getAnimations()
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.target === box);
      expect(shimmer).toHaveLength(1);
      const effect = shimmer[0]!.effect as KeyframeEffect;
      expect(effect.pseudoElement).toBe('::before');
      const animated = new Set(effect.getKeyframes().flatMap((frame) => Object.keys(frame)));
      expect(animated.has('transform')).toBe(true);
      expect(animated.has('backgroundPosition')).toBe(false);
      // After a moment, and off to the side until then: a picture that arrives sooner never flickers.
      const timing = effect.getComputedTiming();
      expect(timing.delay).toBeGreaterThanOrEqual(500);
      expect(timing.fill).toBe('backwards');
    });
  });

  describe('as a picture waits, loads and fails', () => {
    it('hides it until it has decoded (a priority one shows early), and a picture with no address stays hidden', async () => {
      const opacity = (index: number) => getComputedStyle(boxes()[index]!.querySelector('img')!).opacity;
      const { rerender } = render(
        <div style={{ height: '200px', overflow: 'auto' }}>
          <LazyImage src={pixel(40)} alt="Shown game" width={300} height={200} />
          <div style={{ height: '3000px' }} />
          <LazyImage src={pixel(80)} alt="Waiting game" width={300} height={200} />
        </div>,
      );
      expect(boxes()[1]!.dataset['status']).toBe('wait');
      expect(opacity(1)).toBe('0');
      await waitFor(() => expect(boxes()[0]!.dataset['status']).toBe('loaded'));
      // It fades in.
      await waitFor(() => expect(opacity(0)).toBe('1'));
      rerender(<LazyImage src={pixel(120)} alt="Hero game" width={300} height={200} priority />);
      expect(boxes()[0]!.dataset['status']).toBe('loading');
      expect(opacity(0)).toBe('1');
      rerender(
        <ImageConfigProvider value={{ hosts: ['https://unused.invalid'] }}>
          <LazyImage src="/lobby/missing.png" alt="Missing game" width={300} height={200} priority />
        </ImageConfigProvider>,
      );
      await waitFor(() => expect(boxes()[0]!.dataset['status']).toBe('error'), { timeout: 10_000 });
      expect(boxes()[0]!.querySelector('img')!.hasAttribute('src')).toBe(false);
      await waitFor(() => expect(opacity(0)).toBe('0'));
    });
  });

  describe('while a picture waits to come near the viewport', () => {
    it('does not animate at all', () => {
      render(<LazyImage src={pixel(20)} alt="Waiting game" width={300} height={200} />);
      const box = boxes()[0]!;
      expect(box.dataset['status']).toBe('wait');
      const animations = document
        .getAnimations()
        .filter((animation) => (animation.effect as KeyframeEffect | null)?.target === box);
      expect(animations).toEqual([]);
    });
  });
});
