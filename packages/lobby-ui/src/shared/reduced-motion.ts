// Whether the player asked the system for less motion (prefers-reduced-motion), or the
// `animationMode` debug switch says how much to animate.
import type { AnimationMode } from '@lobbykit/lobby-core';
import { createContext, useContext, useSyncExternalStore } from 'react';

/** The `animationMode` debug switch, when the visit set one: it wins over the system's wish. */
export const AnimationModeContext = createContext<AnimationMode | undefined>(undefined);

const QUERY = '(prefers-reduced-motion: reduce)';

function subscribe(onChange: () => void): () => void {
  const media = globalThis.matchMedia?.(QUERY);
  media?.addEventListener('change', onChange);
  return () => media?.removeEventListener('change', onChange);
}

const read = () => globalThis.matchMedia?.(QUERY).matches ?? false;

/**
 * True when the system asks for reduced motion, or the `animationMode` debug switch is
 * 'reduced' or 'none' (false for 'full'); `override` (a prop of the component, for stories and
 * tests) wins when given.
 */
export function usePrefersReducedMotion(override?: boolean): boolean {
  const system = useSyncExternalStore(subscribe, read, () => false);
  const mode = useContext(AnimationModeContext);
  return override ?? (mode === undefined ? system : mode !== 'full');
}
