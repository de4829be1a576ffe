// Stops the page behind open modals from scrolling; nested modals share one lock per document.

interface LockState {
  count: number;
  overflow: string;
  gutter: string;
}

const locks = new WeakMap<Document, LockState>();

/**
 * Locks the page scroll of `doc` (through the CSSOM, so a strict CSP allows it). The page's
 * scrollbar goes but its gutter stays (`scrollbar-gutter: stable` on the root), so nothing beside
 * it moves. Only written, never measured: measuring the scrollbar here would lay out the page the
 * modal has just joined, in the same task (a phone's long task at every first opening).
 * Returns the release function; the last release restores.
 */
export function lockScroll(doc: Document): () => void {
  const body = doc.body;
  const root = doc.documentElement;
  let state = locks.get(doc);
  if (!state) {
    state = {
      count: 0,
      overflow: body.style.getPropertyValue('overflow'),
      gutter: root.style.getPropertyValue('scrollbar-gutter'),
    };
    locks.set(doc, state);
    body.style.setProperty('overflow', 'hidden');
    root.style.setProperty('scrollbar-gutter', 'stable');
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
    restore(root, 'scrollbar-gutter', state.gutter);
  };
}

function restore(element: HTMLElement, property: string, value: string) {
  if (value) element.style.setProperty(property, value);
  else element.style.removeProperty(property);
}
