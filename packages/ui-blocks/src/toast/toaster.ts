// The toast store: shows short messages, drops a repeat of the same text within 2 s (spec §8).
import { MESSAGE_DEDUPE_MS } from '../shared/timings';

/** The tone of a toast; `error` is announced assertively. */
export type ToastKind = 'info' | 'success' | 'warning' | 'error';

/** A toast on screen. */
export interface ToastItem {
  readonly id: number;
  readonly text: string;
  readonly kind: ToastKind;
}

/** Options of one {@link Toaster.show} call. */
export interface ShowOptions {
  /** @default 'info' */
  readonly kind?: ToastKind;
  /** How long it stays on screen, in ms. @default the toaster's duration */
  readonly duration?: number;
}

/** What {@link Toaster.show} did: shown, or why not. */
export type ShowResult =
  { readonly ok: true; readonly id: number } | { readonly ok: false; readonly code: 'duplicate' | 'empty' };

/** Options of {@link createToaster}. */
export interface ToasterOptions {
  /**
   * The clock.
   * @default Date.now
   */
  readonly now?: () => number;
  /** @default globalThis.setTimeout */
  readonly setTimeout?: (callback: () => void, ms: number) => unknown;
  /** @default globalThis.clearTimeout */
  readonly clearTimeout?: (handle: unknown) => void;
  /**
   * The same text is shown at most once within this window (measured from when it was last shown).
   * @default MESSAGE_DEDUPE_MS (2000)
   */
  readonly dedupeMs?: number;
  /**
   * How long a toast stays on screen, in ms, counted from when a viewport shows it (see
   * {@link Toaster.attach}).
   * @default 3000
   */
  readonly duration?: number;
  /**
   * Most toasts on screen; the oldest goes first.
   * @default 3
   */
  readonly max?: number;
}

/** A toast queue that a {@link ToastViewport} renders. */
export interface Toaster {
  /** Shows `text` unless the same text was shown within the dedupe window. */
  readonly show: (text: string, options?: ShowOptions) => ShowResult;
  readonly dismiss: (id: number) => void;
  readonly clear: () => void;
  /** The toasts on screen, oldest first (a stable array between changes). */
  readonly getItems: () => readonly ToastItem[];
  readonly subscribe: (listener: () => void) => () => void;
  /**
   * Says a viewport shows the toasts ({@link ToastViewport} calls it when it mounts) and returns
   * its detach. A toast's time runs only from then: one shown while the viewport was still on
   * its way (a lazy chunk on a slow network) is not gone before anyone could read it.
   */
  readonly attach: () => () => void;
}

/** Creates a toaster with an injected clock and timers. */
export function createToaster(options: ToasterOptions = {}): Toaster {
  const now = options.now ?? Date.now;
  const startTimer = options.setTimeout ?? ((callback, ms) => globalThis.setTimeout(callback, ms));
  const stopTimer =
    options.clearTimeout ?? ((handle) => globalThis.clearTimeout(handle as ReturnType<typeof setTimeout>));
  const dedupeMs = options.dedupeMs ?? MESSAGE_DEDUPE_MS;
  const duration = options.duration ?? 3000;
  const max = Math.max(1, options.max ?? 3);
  const lastShown = new Map<string, number>();
  const timers = new Map<number, unknown>();
  /** How long each toast not yet on screen will stay once it is. */
  const waiting = new Map<number, number>();
  let viewports = 0;
  const listeners = new Set<() => void>();
  let items: readonly ToastItem[] = [];
  let nextId = 1;

  const emit = () => {
    for (const listener of [...listeners]) listener();
  };
  const remove = (id: number) => {
    const timer = timers.get(id);
    if (timer !== undefined) stopTimer(timer);
    timers.delete(id);
    waiting.delete(id);
    const next = items.filter((item) => item.id !== id);
    if (next.length === items.length) return;
    items = next;
    emit();
  };

  const startWaiting = () => {
    for (const [id, ms] of waiting)
      timers.set(
        id,
        startTimer(() => remove(id), ms),
      );
    waiting.clear();
  };

  return {
    show(text, showOptions = {}) {
      const message = text.trim();
      if (message === '') return { ok: false, code: 'empty' };
      const at = now();
      // Forget texts whose window has passed, so the map stays small.
      for (const [known, shownAt] of lastShown) if (at - shownAt >= dedupeMs) lastShown.delete(known);
      if (lastShown.has(message)) return { ok: false, code: 'duplicate' };
      lastShown.set(message, at);
      const id = nextId++;
      items = [...items, { id, text: message, kind: showOptions.kind ?? 'info' }];
      while (items.length > max) {
        const oldest = items[0];
        if (!oldest) break;
        const timer = timers.get(oldest.id);
        if (timer !== undefined) stopTimer(timer);
        timers.delete(oldest.id);
        waiting.delete(oldest.id);
        items = items.slice(1);
      }
      waiting.set(id, showOptions.duration ?? duration);
      if (viewports > 0) startWaiting();
      emit();
      return { ok: true, id };
    },
    dismiss: remove,
    clear() {
      for (const timer of timers.values()) stopTimer(timer);
      timers.clear();
      waiting.clear();
      if (items.length === 0) return;
      items = [];
      emit();
    },
    getItems: () => items,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    attach() {
      viewports += 1;
      startWaiting();
      let attached = true;
      return () => {
        if (attached) viewports -= 1;
        attached = false;
      };
    },
  };
}
