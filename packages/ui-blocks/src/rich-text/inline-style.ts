// Keeps the harmless part of an inline style (colours, weight, alignment) as CSSOM property sets.
// A style attribute is blocked by a strict CSP; properties set through the CSSOM are not.

const color = /^(?:#[\da-f]{3,8}|[a-z]{3,30}|(?:rgb|rgba|hsl|hsla)\(\s*[\d.%\s,/]+\))$/i;

/** Allowed properties and the only values each may take. */
const rules: Readonly<Record<string, RegExp>> = {
  color,
  'background-color': color,
  'font-weight': /^(?:normal|bold|bolder|lighter|[1-9]00)$/i,
  'font-style': /^(?:normal|italic|oblique)$/i,
  'text-decoration': /^(?:none|underline|line-through|overline)(?:\s+(?:underline|line-through|overline))*$/i,
  'text-decoration-line': /^(?:none|underline|line-through|overline)$/i,
  'text-align': /^(?:left|right|center|justify|start|end)$/i,
};

/** A property and value to apply with `style.setProperty`. */
export type StyleDeclaration = readonly [property: string, value: string];

/**
 * The allowed declarations of a style attribute's text. Anything else (url(), expression(),
 * var(), escapes, comments, !important, unknown properties) is dropped.
 */
export function safeStyleDeclarations(styleText: string): StyleDeclaration[] {
  const kept: StyleDeclaration[] = [];
  for (const declaration of styleText.split(';')) {
    const colon = declaration.indexOf(':');
    if (colon === -1) continue;
    const property = declaration.slice(0, colon).trim().toLowerCase();
    const value = declaration.slice(colon + 1).trim();
    // Own properties only: `constructor`, `__proto__` or `toString` would find what every object inherits.
    const rule = Object.hasOwn(rules, property) ? rules[property] : undefined;
    if (rule?.test(value) && !/\b(?:url|expression|var|image|attr)\s*\(/i.test(value))
      kept.push([property, value]);
  }
  return kept;
}
