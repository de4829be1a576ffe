// What the debug switches change outside React's tree: attributes on the root element that the
// style sheets read (`blurAnimation`, `animationMode`) and the viewport of `openPC`. Each change
// answers its undo, so switching off (or unmounting) leaves the page as it was.
import type { DebugSwitches } from '@lobbykit/lobby-core';

/** The root attributes the style sheets read (app.css, "Debug switches"). */
const BLUR_ANIMATION_ATTRIBUTE = 'data-lk-blur-animation';
const ANIMATION_MODE_ATTRIBUTE = 'data-lk-animation';

/**
 * The layout viewport `openPC` gives a phone: wider than every desktop breakpoint of the style
 * sheets (768 and 1024), so media queries and `useIsMobile` see a desktop alike.
 */
export const DESKTOP_VIEWPORT = 'width=1280';

/** Sets the root attributes of `switches` on `root`; answers their removal. */
export function applyRootSwitches(
  root: Element,
  switches: Pick<DebugSwitches, 'blurAnimation' | 'animationMode'>,
): () => void {
  const set: string[] = [];
  if (switches.blurAnimation === true) {
    root.setAttribute(BLUR_ANIMATION_ATTRIBUTE, 'true');
    set.push(BLUR_ANIMATION_ATTRIBUTE);
  }
  if (switches.animationMode !== undefined) {
    root.setAttribute(ANIMATION_MODE_ATTRIBUTE, switches.animationMode);
    set.push(ANIMATION_MODE_ATTRIBUTE);
  }
  return () => {
    for (const name of set) root.removeAttribute(name);
  };
}

/**
 * Lays the page out at `DESKTOP_VIEWPORT`'s width by rewriting the page's viewport meta tag;
 * answers the tag's restoration. A page without one is laid out at the browser's default width
 * (980 on phones), a desktop's already, so it is left alone.
 */
export function applyDesktopViewport(document: Pick<Document, 'querySelector'>): () => void {
  const meta = document.querySelector<HTMLMetaElement>('meta[name="viewport"]');
  if (!meta) return () => undefined;
  const before = meta.content;
  meta.content = DESKTOP_VIEWPORT;
  return () => {
    meta.content = before;
  };
}
