import { act, fireEvent, render, screen } from '@testing-library/react';
import { expectNoAxeViolations } from '@lobbykit/test-utils/axe';
import { describe, expect, it, vi } from 'vitest';
import { createLruCache } from '../shared/lru-cache';
import { ImageConfigProvider, type ImageConfig } from './image-config';
import { LazyImage, type LazyImageProps } from './LazyImage';
import type { VisibilityObserver } from './visibility-observer';

function manualObserver() {
  const waiting = new Map<Element, () => void>();
  const observer: VisibilityObserver = {
    observe(element, onVisible) {
      waiting.set(element, onVisible);
      return () => waiting.delete(element);
    },
    get size() {
      return waiting.size;
    },
  };
  return {
    observer,
    showAll: () =>
      act(() => {
        for (const [element, callback] of [...waiting]) {
          waiting.delete(element);
          callback();
        }
      }),
  };
}

function setup(props: Partial<LazyImageProps> = {}, config: Partial<ImageConfig> = {}) {
  const { observer, showAll } = manualObserver();
  const cache = config.cache ?? createLruCache<string, string>(10);
  const onStateChange = vi.fn();
  const view = render(
    <ImageConfigProvider
      value={{ hosts: ['https://a.example', 'https://b.example'], apple: false, observer, cache, ...config }}
    >
      <LazyImage
        src="/lobby/card.png"
        alt="Lucky card"
        width={300}
        height={200}
        onStateChange={onStateChange}
        {...props}
      />
    </ImageConfigProvider>,
  );
  const img = () => screen.getByRole<HTMLImageElement>('img');
  const box = () => img().parentElement!;
  return { ...view, img, box, showAll, observer, cache, onStateChange };
}

describe('LazyImage', () => {
  describe('when not yet near the viewport', () => {
    it('waits with no src, reserves the aspect ratio and passes axe', async () => {
      const { img, box, observer } = setup();
      expect(box().dataset.status).toBe('wait');
      expect(img().hasAttribute('src')).toBe(false);
      expect(box().style.getPropertyValue('--lk-image-ratio')).toBe('300 / 200');
      expect(box().getAttribute('style')).not.toBeNull(); // set through the CSSOM, not markup
      expect(observer.size).toBe(1);
      await expectNoAxeViolations();
    });
  });

  describe('when it becomes visible', () => {
    it('loads the compressed copy from the first host', async () => {
      const { img, box, showAll, observer } = setup();
      showAll();
      expect(box().dataset.status).toBe('loading');
      expect(img().getAttribute('src')).toBe('https://a.example/lobby/card.avif');
      expect(observer.size).toBe(0);
      await expectNoAxeViolations();
    });
  });

  describe('when the image loads', () => {
    it('is loaded/success, remembers the URL and reports it', async () => {
      const { img, box, showAll, cache, onStateChange } = setup();
      showAll();
      fireEvent.load(img());
      expect(box().dataset.status).toBe('loaded');
      expect(box().dataset.result).toBe('success');
      expect(cache.get('/lobby/card.png')).toBe('https://a.example/lobby/card.avif');
      expect(onStateChange).toHaveBeenLastCalledWith({
        status: 'loaded',
        result: 'success',
        url: 'https://a.example/lobby/card.avif',
      });
      await expectNoAxeViolations();
    });
  });

  describe('when loads fail', () => {
    it('falls back to the original extension, then the other host, then the error image, then nothing', async () => {
      const { img, box, showAll } = setup({ errorSrc: '/err.png' });
      showAll();
      const tried: string[] = [];
      for (let i = 0; i < 4; i += 1) {
        tried.push(img().getAttribute('src')!);
        fireEvent.error(img());
      }
      expect(tried).toEqual([
        'https://a.example/lobby/card.avif',
        'https://a.example/lobby/card.png',
        'https://b.example/lobby/card.avif',
        'https://b.example/lobby/card.png',
      ]);
      expect(box().dataset.status).toBe('error');
      expect(box().dataset.result).toBe('error');
      expect(img().getAttribute('src')).toBe('/err.png');
      await expectNoAxeViolations();
      fireEvent.error(img());
      expect(img().hasAttribute('src')).toBe(false);
    });

    it('asks for nothing more when no error image is given: the box stays, with no address', () => {
      const { img, box, showAll } = setup({}, { hosts: [] });
      showAll();
      fireEvent.error(img());
      fireEvent.error(img());
      expect(box().dataset.status).toBe('error');
      expect(img().hasAttribute('src')).toBe(false);
    });

    it('shows the config’s blank picture when it has one', () => {
      const { img, showAll } = setup({}, { hosts: [], blankSrc: '/blank.png' });
      showAll();
      fireEvent.error(img());
      fireEvent.error(img());
      expect(img().getAttribute('src')).toBe('/blank.png');
    });

    it('ignores events of an attempt that is no longer current', () => {
      const { img, box, showAll } = setup();
      showAll();
      img().setAttribute('src', 'https://old.example/x.png');
      fireEvent.load(img());
      expect(box().dataset.status).toBe('loading');
    });
  });

  describe('when there is no source', () => {
    it('is loaded/empty with the placeholder and passes axe', async () => {
      const { img, box } = setup({ src: '', placeholderSrc: '/ph.png' });
      expect(box().dataset.status).toBe('loaded');
      expect(box().dataset.result).toBe('empty');
      expect(img().getAttribute('src')).toBe('/ph.png');
      await expectNoAxeViolations();
    });
  });

  describe('when it is the priority image', () => {
    it('loads at once with high fetch priority and no observer', () => {
      const { img, box, observer } = setup({ priority: true });
      expect(box().dataset.status).toBe('loading');
      expect(img().getAttribute('src')).toBe('https://a.example/lobby/card.avif');
      expect(img().getAttribute('fetchpriority')).toBe('high');
      expect(img().getAttribute('loading')).toBe('eager');
      expect(observer.size).toBe(0);
    });
  });

  describe('when the source is in the cache', () => {
    it('starts with the URL that worked, without waiting', () => {
      const cache = createLruCache<string, string>(10);
      cache.set('/lobby/card.png', 'https://b.example/lobby/card.png');
      const { img, box } = setup({}, { cache });
      expect(box().dataset.status).toBe('loading');
      expect(img().getAttribute('src')).toBe('https://b.example/lobby/card.png');
    });
  });

  describe('when its URL lands in the cache while it is shown', () => {
    it('stays loaded across re-renders, and a twin with the same source is not restarted', () => {
      const { observer, showAll } = manualObserver();
      const cache = createLruCache<string, string>(10);
      const tree = (label: string) => (
        <ImageConfigProvider value={{ hosts: [], apple: false, observer, cache }}>
          <LazyImage src="/static/a.png" alt={`first ${label}`} />
          <LazyImage src="/static/a.png" alt={`second ${label}`} />
        </ImageConfigProvider>
      );
      const { rerender } = render(tree('x'));
      showAll();
      const [first, second] = screen.getAllByRole('img');
      fireEvent.load(first!);
      rerender(tree('y'));
      expect(first!.parentElement!.dataset.status).toBe('loaded');
      expect(second!.parentElement!.dataset.status).toBe('loading');
      fireEvent.load(second!);
      expect(second!.parentElement!.dataset.status).toBe('loaded');
    });
  });

  describe('when running on iOS or macOS', () => {
    it('never asks for a gif as avif', () => {
      const { img, showAll } = setup({ src: '/lobby/spin.gif' }, { apple: true });
      showAll();
      expect(img().getAttribute('src')).toBe('https://a.example/lobby/spin.gif');
    });
  });

  describe('when the asset hosts change order after pictures started', () => {
    it('keeps the URL of a picture shown or loading, and gives the new order only to one still waiting', () => {
      const waiting = new Map<Element, () => void>();
      const observer: VisibilityObserver = {
        observe(element, onVisible) {
          waiting.set(element, onVisible);
          return () => waiting.delete(element);
        },
        get size() {
          return waiting.size;
        },
      };
      const show = (img: HTMLElement) =>
        act(() => {
          const box = img.parentElement!;
          const onVisible = waiting.get(box);
          waiting.delete(box);
          onVisible?.();
        });
      const cache = createLruCache<string, string>(10);
      const tree = (hosts: string[]) => (
        <ImageConfigProvider value={{ hosts, apple: false, observer, cache }}>
          <LazyImage src="/lobby/shown.png" alt="Shown" />
          <LazyImage src="/lobby/loading.png" alt="Loading" />
          <LazyImage src="/lobby/waiting.png" alt="Waiting" />
        </ImageConfigProvider>
      );
      const { rerender } = render(tree(['https://a.example', 'https://b.example']));
      const shown = screen.getByRole('img', { name: 'Shown' });
      const loading = screen.getByRole('img', { name: 'Loading' });
      const waitingImg = screen.getByRole('img', { name: 'Waiting' });
      show(shown);
      fireEvent.load(shown);
      show(loading);

      // The speed test found b faster.
      rerender(tree(['https://b.example', 'https://a.example']));
      expect(shown.parentElement!.dataset.status).toBe('loaded');
      expect(shown.getAttribute('src')).toBe('https://a.example/lobby/shown.avif');
      expect(loading.parentElement!.dataset.status).toBe('loading');
      expect(loading.getAttribute('src')).toBe('https://a.example/lobby/loading.avif');
      expect(waitingImg.parentElement!.dataset.status).toBe('wait');
      show(waitingImg);
      expect(waitingImg.getAttribute('src')).toBe('https://b.example/lobby/waiting.avif');

      // The loading picture still falls back along the order it started with.
      fireEvent.error(loading);
      expect(loading.getAttribute('src')).toBe('https://a.example/lobby/loading.png');
    });
  });

  describe('when every host refuses the picture (blocked, 4xx or 5xx)', () => {
    it('tries each URL once, then stops for good, even when the hosts are re-sorted', () => {
      const { observer, showAll } = manualObserver();
      const cache = createLruCache<string, string>(10);
      const tree = (hosts: string[]) => (
        <ImageConfigProvider value={{ hosts, apple: false, observer, cache }}>
          <LazyImage src="/lobby/blocked.png" alt="Blocked" />
        </ImageConfigProvider>
      );
      const { rerender } = render(tree(['https://a.example', 'https://b.example']));
      const img = screen.getByRole<HTMLImageElement>('img');
      showAll();
      const requested: string[] = [];
      // The browser fires "error" for each refused URL; keep refusing whatever is asked for.
      for (let attempt = 0; attempt < 10; attempt += 1) {
        const src = img.getAttribute('src');
        if (src === null) break;
        requested.push(src);
        fireEvent.error(img);
      }
      expect(requested).toEqual([
        'https://a.example/lobby/blocked.avif',
        'https://a.example/lobby/blocked.png',
        'https://b.example/lobby/blocked.avif',
        'https://b.example/lobby/blocked.png',
      ]);
      expect(img.parentElement!.dataset.status).toBe('error');

      // A failing host moved down the list must not start the picture over.
      rerender(tree(['https://b.example', 'https://a.example']));
      expect(img.parentElement!.dataset.status).toBe('error');
      expect(img.hasAttribute('src')).toBe(false);
      // A stray error event after that asks for nothing more.
      fireEvent.error(img);
      expect(img.hasAttribute('src')).toBe(false);
      expect(observer.size).toBe(0);
    });
  });

  describe('when the source changes', () => {
    it('starts over in wait', () => {
      const { img, box, showAll, rerender, observer, cache } = setup();
      showAll();
      fireEvent.load(img());
      rerender(
        <ImageConfigProvider value={{ hosts: ['https://a.example'], apple: false, observer, cache }}>
          <LazyImage src="/skin/other.jpg" alt="Other" />
        </ImageConfigProvider>,
      );
      expect(box().dataset.status).toBe('wait');
      expect(img().hasAttribute('src')).toBe(false);
    });
  });
});
