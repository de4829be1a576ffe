// restoreInlineStyles: a server render's element rules back on its elements, found in the
// render's stylesheet among the page's others, and nothing touched when one is missing.
import { afterEach, describe, expect, it } from 'vitest';
import { restoreInlineStyles, STYLE_ATTRIBUTE } from './inline-styles';

afterEach(() => {
  document.head.replaceChildren();
  document.body.replaceChildren();
});

function sheet(css: string) {
  const style = document.createElement('style');
  style.textContent = css;
  document.head.append(style);
}

function rootWith(ids: readonly string[]): HTMLElement {
  const root = document.createElement('div');
  for (const id of ids) {
    const element = document.createElement('span');
    element.setAttribute(STYLE_ATTRIBUTE, id);
    root.append(element);
  }
  document.body.append(root);
  return root;
}

const APP_CSS = '.lk-card{color:red}\n.lk-grid{display:grid}';
const RENDER_CSS = `:root{--lk-accent:#fff}\n[${STYLE_ATTRIBUTE}="0"]{--lk-run:3}\n[${STYLE_ATTRIBUTE}="1"]{width:50%}`;

describe('restoreInlineStyles', () => {
  it.each([
    ['after the app stylesheet', [APP_CSS, RENDER_CSS]],
    ['before the app stylesheet', [RENDER_CSS, APP_CSS]],
    ['on its own', [RENDER_CSS]],
  ])("puts each element's rule back as its style, the render's sheet %s", (_where, sheets) => {
    sheets.forEach(sheet);
    const root = rootWith(['0', '1']);

    expect(restoreInlineStyles(root)).toBe(true);
    const [first, second] = Array.from(root.children) as HTMLElement[];
    expect(first?.style.getPropertyValue('--lk-run')).toBe('3');
    expect(second?.style.width).toBe('50%');
    expect(root.querySelector(`[${STYLE_ATTRIBUTE}]`)).toBeNull();
  });

  it.each([
    ['no render stylesheet loaded', [APP_CSS]],
    ['a rule missing from it', [RENDER_CSS]],
  ])('changes nothing and says false with %s', (_case, sheets) => {
    sheets.forEach(sheet);
    const root = rootWith(['0', '7']);

    expect(restoreInlineStyles(root)).toBe(false);
    expect(root.querySelectorAll(`[${STYLE_ATTRIBUTE}]`)).toHaveLength(2);
    expect((root.firstElementChild as HTMLElement).style.cssText).toBe('');
  });
});
