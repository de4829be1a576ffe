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

/**
 * Moves the `style` attributes of React's markup into a stylesheet.
 * @throws when a style holds what could break out of its rule (the render is then not used)
 */
export function extractInlineStyles(markup: string): ExtractedStyles {
  const rules: string[] = [];
  const html = markup.replace(STYLE, (_attribute, value: string) => {
    const declarations = value.replace(
      /&(?:quot|#x27|#39|lt|gt|amp);/g,
      (entity) => ENTITIES[entity] ?? entity,
    );
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
