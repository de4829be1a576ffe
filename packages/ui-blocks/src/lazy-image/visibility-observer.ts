// One IntersectionObserver shared by every lazy image, instead of one per image.

/** The IntersectionObserver constructor, injected so tests and old browsers can replace it. */
export type IntersectionObserverConstructor = new (
  callback: IntersectionObserverCallback,
  options?: IntersectionObserverInit,
) => IntersectionObserver;

/** Calls back once per element when it first comes near the viewport. */
export interface VisibilityObserver {
  /** Watches `element`; returns a function that stops watching it. */
  observe(element: Element, onVisible: () => void): () => void;
  /** Elements being watched. */
  readonly size: number;
}

/** Options of {@link createVisibilityObserver}. */
export interface VisibilityObserverOptions {
  /**
   * The observer constructor; without one every element counts as visible at once.
   * @default globalThis.IntersectionObserver
   */
  readonly IntersectionObserver?: IntersectionObserverConstructor | undefined;
  /**
   * How far outside the viewport an image starts loading.
   * @default '200px'
   */
  readonly rootMargin?: string;
}

/** Creates a visibility observer backed by a single IntersectionObserver, made on first use. */
export function createVisibilityObserver(options: VisibilityObserverOptions = {}): VisibilityObserver {
  const Observer =
    'IntersectionObserver' in options ? options.IntersectionObserver : globalThis.IntersectionObserver;
  const callbacks = new Map<Element, () => void>();
  let observer: IntersectionObserver | undefined;

  function stop(element: Element): void {
    if (!callbacks.delete(element)) return;
    observer?.unobserve(element);
    if (callbacks.size === 0) {
      // Nothing left to watch: let the observer go, a later image makes a new one.
      observer?.disconnect();
      observer = undefined;
    }
  }

  return {
    observe(element, onVisible) {
      if (!Observer) {
        // No IntersectionObserver (old browser, server): load everything.
        let active = true;
        queueMicrotask(() => {
          if (active) onVisible();
        });
        return () => {
          active = false;
        };
      }
      observer ??= new Observer(
        (entries) => {
          for (const entry of entries) {
            if (!entry.isIntersecting) continue;
            const callback = callbacks.get(entry.target);
            stop(entry.target);
            callback?.();
          }
        },
        { rootMargin: options.rootMargin ?? '200px' },
      );
      callbacks.set(element, onVisible);
      observer.observe(element);
      return () => stop(element);
    },
    get size() {
      return callbacks.size;
    },
  };
}
