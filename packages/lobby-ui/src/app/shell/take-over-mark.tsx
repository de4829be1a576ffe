// Writes on the root how the lobby took over the server's markup, once the lobby's first render
// is on screen: from then on the page is the live lobby (tests and monitoring wait for it).
import { useEffect } from 'react';
import { HYDRATION_ATTRIBUTE } from './render-stamp';

export function TakeOverMark({
  root,
  how,
  onTakenOver,
}: {
  readonly root: Element;
  readonly how: 'hydrated' | 'skipped';
  /** Once the root's first render is committed; the function it returns, on unmount. */
  readonly onTakenOver?: (() => () => void) | undefined;
}): null {
  useEffect(() => {
    // A hydration that fell back has said so already (see hydrate-lobby).
    if (!root.hasAttribute(HYDRATION_ATTRIBUTE)) root.setAttribute(HYDRATION_ATTRIBUTE, how);
  }, [root, how]);
  // Read once: the root's first commit happens once.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => onTakenOver?.(), []);
  return null;
}
