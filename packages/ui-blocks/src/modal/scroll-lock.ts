// Stops the page behind open modals from scrolling; nested modals share one lock per document.
// While it holds, the page is covered: the root element carries `data-lk-covered`.

interface LockState {
  count: number;
  overflow: string;
  paddingRight: string;
}

const locks = new WeakMap<Document, LockState>();

/**
 * The attribute the root element carries while a modal covers the page: what moves behind the
 * dialog (a marquee, a rotating banner) can hold still then. Nobody can read it, and each of its
 * frames costs a phone. An attribute, not a module's state: every bundle that copies this module
 * (and a theme's CSS) sees the same page.
 */
export const COVERED_ATTRIBUTE = 'data-lk-covered';

function setCovered(doc: Document, covered: boolean) {
  if (covered) doc.documentElement.setAttribute(COVERED_ATTRIBUTE, '');
  else doc.documentElement.removeAttribute(COVERED_ATTRIBUTE);
}

/** Devices whose scrollbars take no room. */
const OVERLAY_SCROLLBARS = '(hover: none) and (pointer: coarse)';

/**
 * The width the page's scrollbar takes (0 for overlay scrollbars, and where nothing is laid out).
 * Read it while the page's layout is up to date, before a modal joins the page (Modal reads it
 * as it first renders): then it costs nothing, where after the modal's insertion it would lay the
 * whole page out in the opening's task (a phone's long task at every first opening).
 */
export function scrollbarWidth(doc: Document | undefined): number {
  const view = doc?.defaultView;
  // A touch screen with no hover (a phone, a tablet) lays its scrollbar over the page: nothing to
  // measure, and no layout to force (on a phone's start, the page's layout is rarely up to date).
  if (view?.matchMedia?.(OVERLAY_SCROLLBARS).matches) return 0;
  const width = doc?.documentElement.clientWidth ?? 0;
  return view && width > 0 ? Math.max(0, view.innerWidth - width) : 0;
}

/**
 * Locks the page scroll of `doc` (through the CSSOM, so a strict CSP allows it) and pads the body
 * by the scrollbar's width so nothing jumps: `scrollbar`, measured beforehand, or measured now.
 * Returns the release function; the last release restores.
 */
export function lockScroll(doc: Document, scrollbar?: number): () => void {
  const body = doc.body;
  let state = locks.get(doc);
  if (!state) {
    const width = scrollbar ?? scrollbarWidth(doc);
    state = {
      count: 0,
      overflow: body.style.getPropertyValue('overflow'),
      paddingRight: body.style.getPropertyValue('padding-right'),
    };
    locks.set(doc, state);
    body.style.setProperty('overflow', 'hidden');
    if (width > 0) body.style.setProperty('padding-right', `${width}px`);
    setCovered(doc, true);
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released || !state) return;
    released = true;
    state.count -= 1;
    if (state.count > 0) return;
    locks.delete(doc);
    restore(body, 'overflow', state.overflow);
    restore(body, 'padding-right', state.paddingRight);
    setCovered(doc, false);
  };
}

function restore(element: HTMLElement, property: string, value: string) {
  if (value) element.style.setProperty(property, value);
  else element.style.removeProperty(property);
}
