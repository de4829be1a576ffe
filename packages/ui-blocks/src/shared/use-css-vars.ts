// Sizes and positions reach CSS as custom properties set through the CSSOM: a strict
// Content-Security-Policy (no 'unsafe-inline') blocks style attributes but allows this.
// React's own `style` prop is the CSSOM too in a browser; a server render writes it as an
// attribute, which `@lobbykit/lobby-ui/server` turns into a stylesheet's rule.
import { useLayoutEffect, type CSSProperties, type RefObject } from 'react';

/** A CSS custom property name and its value; undefined (or null) removes it. */
export type CssVars = Readonly<Record<`--${string}`, string | number | null | undefined>>;

/** Writes each custom property with `style.setProperty`, keeping it in sync with `vars`. */
export function setCssVars(element: HTMLElement, vars: CssVars): void {
  for (const [name, value] of Object.entries(vars)) {
    if (value === undefined || value === null) element.style.removeProperty(name);
    else element.style.setProperty(name, String(value));
  }
}

/**
 * The custom properties as a `style` prop: a server render carries them, so its first paint
 * has them and hydration writes nothing (a property written after hydration restyles and lays
 * out its element again). undefined (or null) leaves a property out.
 * @example <span className="lk-image" style={cssVarsStyle({ '--lk-image-ratio': '4 / 3' })} />
 */
export function cssVarsStyle(vars: CssVars): CSSProperties {
  const style: Record<string, string> = {};
  for (const [name, value] of Object.entries(vars)) {
    if (value !== undefined && value !== null) style[name] = String(value);
  }
  return style;
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
