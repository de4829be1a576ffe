// @ts-check
/* global document, Node, HTMLElement, getComputedStyle -- it runs in the page */
// Finds the texts a page cuts off: run inside the page (Playwright's `page.evaluate`), it answers
// one line per element whose own text overflows a box that hides the overflow without an
// ellipsis or a line clamp (a designed truncation), and one for a page wider than its viewport.
// Visually hidden texts (a 1px box, for assistive technology) are not looked at.

/** @returns {string[]} */
export function clippedTextsInPage() {
  /** @param {Element} element */
  const describe = (element) => {
    const classes = [...element.classList].slice(0, 2).join('.');
    return `${element.tagName.toLowerCase()}${classes ? `.${classes}` : ''}`;
  };
  const found = [];
  const root = document.documentElement;
  if (root.scrollWidth > root.clientWidth + 1)
    found.push(`the page is ${root.scrollWidth}px wide in a ${root.clientWidth}px viewport`);
  for (const element of document.body.querySelectorAll('*')) {
    const own = [...element.childNodes]
      .filter((node) => node.nodeType === Node.TEXT_NODE)
      .map((node) => node.textContent?.trim() ?? '')
      .join(' ')
      .trim();
    if (own === '' || !(element instanceof HTMLElement)) continue;
    if (element.clientWidth <= 1 || element.clientHeight <= 1) continue;
    const style = getComputedStyle(element);
    if (style.visibility !== 'visible' || element.getClientRects().length === 0) continue;
    const hides = (/** @type {string} */ overflow) => overflow === 'hidden' || overflow === 'clip';
    const cutAcross =
      hides(style.overflowX) &&
      style.textOverflow !== 'ellipsis' &&
      element.scrollWidth > element.clientWidth + 1;
    const cutDown =
      hides(style.overflowY) &&
      style.getPropertyValue('-webkit-line-clamp') === 'none' &&
      element.scrollHeight > element.clientHeight + 1;
    if (cutAcross || cutDown) found.push(`${describe(element)} cuts "${own.slice(0, 48)}"`);
  }
  return found;
}
