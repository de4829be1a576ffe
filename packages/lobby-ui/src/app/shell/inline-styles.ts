// The page's policy allows no `style` attribute in markup, so a server render sends its inline
// styles as rules of a stylesheet, one per element (`[data-lk-style="3"]{...}`), and marks the
// elements. Before hydrating, the styles go back where React keeps them, on the elements (set
// from a script, which the policy allows), so the markup is what the client would render.

/** The attribute that ties a server-rendered element to its rule. */
export const STYLE_ATTRIBUTE = 'data-lk-style';

const isElementRule = (rule: CSSRule | null | undefined): rule is CSSStyleRule =>
  (rule as CSSStyleRule | null | undefined)?.selectorText?.startsWith(`[${STYLE_ATTRIBUTE}=`) === true;

/**
 * A server render's element rules in this stylesheet, none for any other. The render's sheet
 * ends with them, so one look at the last rule passes over the app's own stylesheets, whose
 * thousands of rules each cost an object when listed (a phone's start-up pays for every one).
 */
function elementRulesOf(sheet: CSSStyleSheet): CSSStyleRule[] {
  let rules: CSSRuleList;
  try {
    rules = sheet.cssRules;
  } catch {
    // Another origin's stylesheet (its rules cannot be read): not the server render's.
    return [];
  }
  if (!isElementRule(rules[rules.length - 1])) return [];
  return Array.from(rules).filter(isElementRule);
}

/**
 * Puts each marked element's rule back as its inline style and drops the mark. False (and
 * nothing changed) when a rule is missing, e.g. its stylesheet did not load: the page must not
 * be hydrated then.
 */
export function restoreInlineStyles(root: Element): boolean {
  const rules = new Map<string, string>();
  for (const sheet of Array.from(root.ownerDocument.styleSheets)) {
    for (const rule of elementRulesOf(sheet)) rules.set(rule.selectorText, rule.style.cssText);
  }
  const marked = Array.from(root.querySelectorAll<HTMLElement>(`[${STYLE_ATTRIBUTE}]`), (element) => ({
    element,
    style: rules.get(`[${STYLE_ATTRIBUTE}="${element.getAttribute(STYLE_ATTRIBUTE)}"]`),
  }));
  if (marked.some(({ style }) => style === undefined)) return false;
  for (const { element, style } of marked) {
    element.style.cssText = style ?? '';
    element.removeAttribute(STYLE_ATTRIBUTE);
  }
  return true;
}
