// Keeps Tab inside a dialog: the focusable elements and where Tab should go next.

const focusableSelector =
  'a[href],area[href],button,input,select,textarea,iframe,summary,[tabindex],[contenteditable]';

/** The elements inside `root` that Tab can reach, in document order. */
function focusableIn(root: Element): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(focusableSelector)).filter(
    // tabIndex is -1 for tabindex="-1" and for elements that are not focusable at all.
    (element) =>
      element.tabIndex >= 0 &&
      !(element as HTMLButtonElement).disabled &&
      (element as HTMLInputElement).type !== 'hidden' &&
      !element.closest('[hidden],[inert]'),
  );
}

/**
 * Handles a Tab key inside `root`: wraps from the last element to the first and back.
 * Returns true when it moved focus itself (the caller then prevents the default).
 */
export function trapTab(root: HTMLElement, shiftKey: boolean, active: Element | null): boolean {
  const elements = focusableIn(root);
  const first = elements[0];
  const last = elements[elements.length - 1];
  if (!first || !last) {
    root.focus();
    return true;
  }
  if (shiftKey && (active === first || active === root || !root.contains(active))) {
    last.focus();
    return true;
  }
  if (!shiftKey && (active === last || !root.contains(active))) {
    first.focus();
    return true;
  }
  return false;
}
