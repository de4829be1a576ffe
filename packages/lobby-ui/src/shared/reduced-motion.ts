// Whether the player asked the system for less motion (prefers-reduced-motion).
import { useSyncExternalStore } from 'react';

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const read = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/**
 * True when the system asks for reduced motion; `override` (a prop of the component, for
 * stories and tests) wins when given.
 */
export function usePrefersReducedMotion(override?: boolean): boolean {
  const system = useSyncExternalStore(subscribe, read, () => false);
  return override ?? system;
}
