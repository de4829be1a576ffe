import { useSyncExternalStore } from 'react';

/** Below this width the lobby lays out for a phone (the footer and float bar options follow it). */
export const MOBILE_QUERY = '(max-width: 767px)';

const query = () => (typeof matchMedia === 'function' ? matchMedia(MOBILE_QUERY) : undefined);

function subscribe(onChange: () => void): () => void {
  const list = query();
  list?.addEventListener('change', onChange);
  return () => list?.removeEventListener('change', onChange);
}

/** Whether the viewport is a phone's, live as it turns or resizes. Mobile first: true without `matchMedia`. */
export function useIsMobile(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => query()?.matches ?? true,
    () => true,
  );
}
