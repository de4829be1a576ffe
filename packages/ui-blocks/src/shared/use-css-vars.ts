// Sizes and positions reach CSS as custom properties set through the CSSOM: a strict
// Content-Security-Policy (no 'unsafe-inline') blocks style attributes but allows this.
import { useLayoutEffect, type RefObject } from 'react';

/** A CSS custom property name and its value; undefined (or null) removes it. */
export type CssVars = Readonly<Record<`--${string}`, string | number | null | undefined>>;

/** Writes each custom property with `style.setProperty`, keeping it in sync with `vars`. */
export function setCssVars(element: HTMLElement, vars: CssVars): void {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined || value === null) element.style.removeProperty(name);
    else element.style.setProperty(name, String(value));
  }
}

/** Sets custom properties on `ref.current` before paint, so no layout shift is visible. */
export function useCssVars(ref: RefObject<HTMLElement | null>, vars: CssVars): void {
  // The serialised form is the dependency: callers pass a fresh object every render.
  // undefined becomes null so a removed property still shows up in the key.
  const key = JSON.stringify(vars, (_name, value: unknown) => (value === undefined ? null : value));
  useLayoutEffect(() => {
    const element = ref.current;
    if (element) setCssVars(element, JSON.parse(key) as CssVars);
  }, [ref, key]);
}
