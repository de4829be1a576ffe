// Stops the page behind open modals from scrolling; nested modals share one lock per document.

interface LockState {
  count: number;
  overflow: string;
  paddingRight: string;
}

const locks = new WeakMap<Document, LockState>();

/**
 * Locks the page scroll of `doc` (through the CSSOM, so a strict CSP allows it) and pads the body
 * by the scrollbar's width so nothing jumps. Returns the release function; the last release restores.
 */
export function lockScroll(doc: Document): () => void {
  const body = doc.body;
  let state = locks.get(doc);
  if (!state) {
    const view = doc.defaultView;
    const scrollbar = view ? view.innerWidth - doc.documentElement.clientWidth : 0;
    state = {
      count: 0,
      overflow: body.style.getPropertyValue('overflow'),
      paddingRight: body.style.getPropertyValue('padding-right'),
    };
    locks.set(doc, state);
    body.style.setProperty('overflow', 'hidden');
    if (scrollbar > 0) body.style.setProperty('padding-right', `${scrollbar}px`);
  }
  state.count += 1;
  let released = false;
  return () => {
    if (released || !state) return;
    released = true;
    state.count -= 1;
    if (state.count > 0) return;
    locks.delete(doc);
    if (state.overflow) body.style.setProperty('overflow', state.overflow);
    else body.style.removeProperty('overflow');
    if (state.paddingRight) body.style.setProperty('padding-right', state.paddingRight);
    else body.style.removeProperty('padding-right');
  };
}
