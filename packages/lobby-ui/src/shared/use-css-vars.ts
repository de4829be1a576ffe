// Sizes, positions and counts reach CSS as custom properties written through the CSSOM: a
// strict Content-Security-Policy (no 'unsafe-inline') blocks style attributes, not this.
import { useLayoutEffect, type RefObject } from 'react';

/** Custom properties and their values; undefined removes one. */
export type CssVars = Readonly<Record<`--${string}`, string | number | undefined>>;

/** Keeps the custom properties of `ref.current` in step with `vars`, before paint. */
export function useCssVars(ref: RefObject<HTMLElement | null>, vars: CssVars): void {
  // The serialised form is the dependency: callers pass a fresh object on every render.
  const key = JSON.stringify(vars, (_name, value: unknown) => (value === undefined ? null : value));
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    for (const [name, value] of Object.entries(JSON.parse(key) as Record<string, string | number | null>)) {
      if (value === null) element.style.removeProperty(name);
      else element.style.setProperty(name, String(value));
    }
  }, [ref, key]);
}
