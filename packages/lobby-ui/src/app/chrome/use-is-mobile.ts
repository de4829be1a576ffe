import { useSyncExternalStore } from 'react';
import { useFirstLayout } from '../shell/first-render';

/** Below this width the lobby lays out for a phone (the footer and float bar options follow it). */
export const MOBILE_QUERY = '(max-width: 767px)';

const query = () => (typeof matchMedia === 'function' ? matchMedia(MOBILE_QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/**
 * Whether the viewport is a phone's, live as it turns or resizes. Mobile first: true without
 * `matchMedia`. A server render, and the hydration of its markup, use the layout the server
 * chose from the request.
 */
export function useIsMobile(): boolean {
  const first = useFirstLayout();
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => first !== 'desktop',
  );
}
