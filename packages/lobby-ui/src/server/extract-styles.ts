// A server render's inline styles as a stylesheet: the page's policy (`style-src 'self'`) refuses
// `style` attributes in markup, not rules of a stylesheet from its own origin. Each styled
// element keeps a mark that ties it to its rule; the client puts the rule back on the element
// before hydrating (see app/shell/inline-styles).
import { STYLE_ATTRIBUTE } from '../app/shell/inline-styles';

/** React writes every attribute value between double quotes, with `"` escaped inside. */
const STYLE = / style="([^"]*)"/g;

const ENTITIES: Readonly<Record<string, string>> = {
  '&quot;': '"',
  '&#x27;': "'",
  '&#39;': "'",
  '&lt;': '<',
  '&gt;': '>',
  '&amp;': '&',
};

/**
 * What could end a rule or start another (braces, at-rules, comments, escapes) or a tag: a
 * declaration with any of them is not written into a stylesheet.
 */
const UNSAFE_IN_RULE = /[{}<@\\]|\/\*/;

export interface ExtractedStyles {
  /** The markup with `data-lk-style="n"` where each `style` attribute was. */
  readonly html: string;
  /** One rule per styled element: `[data-lk-style="n"]{...}`. */
  readonly css: string;
}

/** The opening tag of the theme's wrapper (theme-kit's `ThemeProvider` marks it). */
const THEME_TAG = /<[a-z]+\b[^>]*\sdata-lk-theme="[^"]*"[^>]*>/;

/** `a:1;b:url("x;y")` -> its declarations, split where no quote or bracket is open. */
function declarationsOf(block: string): string[] {
  const declarations: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let i = 0; i < block.length; i++) {
    const char = block[i];
    if (quote) {
      if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '(') depth++;
    else if (char === ')') depth--;
    else if (char === ';' && depth === 0) {
      declarations.push(block.slice(start, i));
      start = i + 1;
    }
  }
  declarations.push(block.slice(start));
  return declarations.map((declaration) => declaration.trim()).filter(Boolean);
}

/** A style attribute's value as CSS text. */
const decoded = (value: string) =>
  value.replace(/&(?:quot|#x27|#39|lt|gt|amp);/g, (entity) => ENTITIES[entity] ?? entity);

/**
 * The theme's custom properties as a rule for the page's `<html>`, where the page's lobby writes
 * them too (for dialogs in portals and the page behind the lobby): the first paint has them
 * there, and the lobby, finding them, writes nothing, so hydration restyles nothing. '' when
 * the markup has no theme wrapper with properties.
 * @throws when a property holds what could break out of its rule
 */
export function themeRootRule(markup: string): string {
  const style = / style="([^"]*)"/.exec(THEME_TAG.exec(markup)?.[0] ?? '')?.[1];
  const properties = declarationsOf(decoded(style ?? '')).filter((declaration) =>
    declaration.startsWith('--'),
  );
  if (properties.length === 0) return '';
  const body = properties.join(';');
  if (UNSAFE_IN_RULE.test(body))
    throw new Error(`renderLobbyHtml: a theme property cannot be written as a rule: ${JSON.stringify(body)}`);
  return `:root{${body}}`;
}

/**
 * Moves the `style` attributes of React's markup into a stylesheet.
 * @throws when a style holds what could break out of its rule (the render is then not used)
 */
export function extractInlineStyles(markup: string): ExtractedStyles {
  const rules: string[] = [];
  const html = markup.replace(STYLE, (_attribute, value: string) => {
    const declarations = decoded(value);
    if (UNSAFE_IN_RULE.test(declarations)) {
      throw new Error(
        `renderLobbyHtml: an inline style cannot be written as a rule: ${JSON.stringify(declarations)}`,
      );
    }
    const id = rules.length;
    rules.push(`[${STYLE_ATTRIBUTE}="${id}"]{${declarations}}`);
    return ` ${STYLE_ATTRIBUTE}="${id}"`;
  });
  return { html, css: rules.join('\n') };
}
