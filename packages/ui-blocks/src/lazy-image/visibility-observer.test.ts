import { describe, expect, it, vi } from 'vitest';
import { createVisibilityObserver, type IntersectionObserverConstructor } from './visibility-observer';

function fakeObserverClass() {
  const instances: FakeObserver[] = [];
  class FakeObserver {
    readonly observed = new Set<Element>();
    disconnected = false;
    constructor(
      readonly callback: IntersectionObserverCallback,
      readonly options?: IntersectionObserverInit,
    ) {
      instances.push(this);
    }
    observe(element: Element) {
      this.observed.add(element);
    }
    unobserve(element: Element) {
      this.observed.delete(element);
    }
    disconnect() {
      this.disconnected = true;
      this.observed.clear();
    }
    fire(element: Element, isIntersecting: boolean) {
      this.callback(
        [{ target: element, isIntersecting } as IntersectionObserverEntry],
        this as unknown as IntersectionObserver,
      );
    }
  }
  return { Observer: FakeObserver as unknown as IntersectionObserverConstructor, instances };
}

describe('createVisibilityObserver', () => {
  describe('when many elements are observed', () => {
    it('uses one IntersectionObserver for all of them', () => {
      const { Observer, instances } = fakeObserverClass();
      const visibility = createVisibilityObserver({ IntersectionObserver: Observer, rootMargin: '50px' });
      for (let i = 0; i < 10; i += 1) visibility.observe(document.createElement('span'), () => undefined);
      expect(instances).toHaveLength(1);
      expect(instances[0]!.observed.size).toBe(10);
      expect(instances[0]!.options).toEqual({ rootMargin: '50px' });
    });
  });

  describe('when an element intersects', () => {
    it('calls back once and stops watching it', () => {
      const { Observer, instances } = fakeObserverClass();
      const visibility = createVisibilityObserver({ IntersectionObserver: Observer });
      const a = document.createElement('span');
      const b = document.createElement('span');
      const onA = vi.fn();
      visibility.observe(a, onA);
      visibility.observe(b, () => undefined);
      instances[0]!.fire(a, false);
      expect(onA).not.toHaveBeenCalled();
      instances[0]!.fire(a, true);
      instances[0]!.fire(a, true);
      expect(onA).toHaveBeenCalledTimes(1);
      expect(visibility.size).toBe(1);
    });
  });

  describe('when the last element stops being watched', () => {
    it('disconnects and makes a new observer on the next use', () => {
      const { Observer, instances } = fakeObserverClass();
      const visibility = createVisibilityObserver({ IntersectionObserver: Observer });
      const stop = visibility.observe(document.createElement('span'), () => undefined);
      stop();
      expect(instances[0]!.disconnected).toBe(true);
      visibility.observe(document.createElement('span'), () => undefined);
      expect(instances).toHaveLength(2);
    });
  });

  describe('when there is no IntersectionObserver', () => {
    it('counts every element as visible', async () => {
      const visibility = createVisibilityObserver({ IntersectionObserver: undefined });
      const onVisible = vi.fn();
      const cancelled = vi.fn();
      visibility.observe(document.createElement('span'), onVisible);
      visibility.observe(document.createElement('span'), cancelled)();
      await Promise.resolve();
      expect(onVisible).toHaveBeenCalledTimes(1);
      expect(cancelled).not.toHaveBeenCalled();
    });
  });
});
