// The rich-text chunk: DOMPurify plus lobbykit's rules. Loaded on demand, never in the core entry.
import DOMPurify, { type Config, type DOMPurify as Purifier } from 'dompurify';
import { safeStyleDeclarations, type StyleDeclaration } from './inline-style';
import { allowedLink, httpUrl, type LinkPolicy } from './link-policy';

/** Tags server rich text may use: text formatting, lists, tables, images and links. */
const allowedTags = [
  'a',
  'abbr',
  'b',
  'blockquote',
  'br',
  'caption',
  'code',
  'col',
  'colgroup',
  'dd',
  'del',
  'div',
  'dl',
  'dt',
  'em',
  'figcaption',
  'figure',
  'h1',
  'h2',
  'h3',
  'h4',
  'h5',
  'h6',
  'hr',
  'i',
  'img',
  'ins',
  'kbd',
  'li',
  'mark',
  'ol',
  'p',
  'pre',
  'q',
  's',
  'small',
  'span',
  'strong',
  'sub',
  'sup',
  'table',
  'tbody',
  'td',
  'tfoot',
  'th',
  'thead',
  'tr',
  'u',
  'ul',
];
/** No id, name or class: nothing in the content can clobber globals or borrow the lobby's styles. */
const allowedAttributes = [
  'href',
  'src',
  'alt',
  'title',
  'width',
  'height',
  'colspan',
  'rowspan',
  'dir',
  'lang',
];

/** Options of {@link sanitizeRichText}. */
export interface SanitizeOptions extends LinkPolicy {
  /** Name of the Trusted Types policy the sanitizer parses with (allow it in the CSP `trusted-types`). */
  readonly trustedTypesPolicyName: string;
  /** The window whose document receives the content. */
  readonly window: Window & typeof globalThis;
}

/** Sanitised content ready to insert, or why there is none. */
export type SanitizeResult =
  | {
      readonly ok: true;
      readonly fragment: DocumentFragment;
      /** Inline styles that survived, to apply through the CSSOM after insertion. */
      readonly styles: ReadonlyArray<readonly [HTMLElement, readonly StyleDeclaration[]]>;
    }
  | { readonly ok: false; readonly code: 'unsupported' | 'blocked' };

/**
 * Renames `style` and `on*` attributes inside tags to inert `data-lk-*` names before parsing.
 * Chromium checks the page's CSP even while parsing into an inert document, so a strict policy
 * would log a style-src-attr or script-src-attr violation for every such attribute. This is not
 * a security step (DOMPurify removes them either way); a missed case only costs a report.
 */
export function renameInlineAttributes(html: string): string {
  return html.replace(/<[a-z][^>]*>/gi, (tag) =>
    tag.replace(/([\s/"'])(style|on[a-z]+)(?=\s*=)/gi, (_match, before: string, name: string) =>
      name.toLowerCase() === 'style' ? `${before}data-lk-style` : `${before}data-lk-${name}`,
    ),
  );
}

/** The policy type DOMPurify accepts, taken from its own typings (no global Trusted Types types needed). */
type HtmlPolicy = NonNullable<Config['TRUSTED_TYPES_POLICY']>;

/** The part of `window.trustedTypes` used here. */
interface PolicyFactory {
  createPolicy(
    name: string,
    rules: { createHTML: (input: string) => string; createScriptURL: (input: string) => string },
  ): unknown;
}

interface Run {
  policy: LinkPolicy;
  styles: Array<readonly [HTMLElement, readonly StyleDeclaration[]]>;
}

interface Instance {
  readonly purifier: Purifier;
  readonly policies: Map<string, HtmlPolicy | null>;
  run: Run | undefined;
}

const instances = new WeakMap<Window, Instance>();

type BrowserWindow = Window & typeof globalThis;

function instanceFor(win: BrowserWindow): Instance {
  const instance = instances.get(win);
  if (instance) return instance;
  const purifier = DOMPurify(win);
  const created: Instance = { purifier, policies: new Map(), run: undefined };
  // Hooks read the options of the sanitize call in progress (sanitize is synchronous).
  purifier.addHook('uponSanitizeAttribute', (node, data) => {
    if (
      (data.attrName === 'style' || data.attrName === 'data-lk-style') &&
      created.run &&
      node instanceof win.HTMLElement
    ) {
      const declarations = safeStyleDeclarations(data.attrValue);
      if (declarations.length > 0) created.run.styles.push([node, declarations]);
    }
  });
  purifier.addHook('afterSanitizeAttributes', (node) => {
    const run = created.run;
    if (!run || !(node instanceof win.Element)) return;
    if (node.localName === 'a') {
      const href = node.getAttribute('href');
      const url = href === null ? undefined : allowedLink(href, run.policy);
      if (url === undefined) {
        node.removeAttribute('href');
      } else {
        node.setAttribute('href', url);
        node.setAttribute('target', '_blank');
        node.setAttribute('rel', 'noopener noreferrer');
      }
    } else if (node.localName === 'img') {
      const src = node.getAttribute('src');
      const url = src === null ? undefined : httpUrl(src, run.policy.baseUrl);
      if (url === undefined) node.removeAttribute('src');
      else node.setAttribute('src', url);
      // Server content often omits alt; an empty one marks the picture decorative instead of unlabelled.
      if (!node.hasAttribute('alt')) node.setAttribute('alt', '');
      node.setAttribute('loading', 'lazy');
      node.setAttribute('decoding', 'async');
      node.setAttribute('referrerpolicy', 'no-referrer');
    }
  });
  instances.set(win, created);
  return created;
}

/**
 * The Trusted Types policy DOMPurify parses with. It only ever sees input on its way into an
 * inert document, and it stays private to this module. Null when the CSP forbids the name.
 */
function policyFor(instance: Instance, win: BrowserWindow, name: string): HtmlPolicy | null | undefined {
  const factory = (win as Window & { trustedTypes?: PolicyFactory }).trustedTypes;
  if (!factory) return undefined;
  if (!instance.policies.has(name)) {
    let policy: HtmlPolicy | null = null;
    try {
      policy = factory.createPolicy(name, {
        createHTML: (input) => input,
        createScriptURL: (input) => input,
      }) as HtmlPolicy;
    } catch {
      policy = null;
    }
    instance.policies.set(name, policy);
  }
  return instance.policies.get(name);
}

/**
 * Sanitises server HTML into a fragment: allowed tags and attributes only, links to http(s) on
 * allowed hosts opened with `rel="noopener noreferrer"`, images over http(s) only, inline styles
 * reduced to safe colours and text properties. Never returns markup, so nothing is re-parsed.
 */
export function sanitizeRichText(html: string, options: SanitizeOptions): SanitizeResult {
  const win = options.window;
  const instance = instanceFor(win);
  if (!instance.purifier.isSupported) return { ok: false, code: 'unsupported' };
  const policy = policyFor(instance, win, options.trustedTypesPolicyName);
  if (policy === null) return { ok: false, code: 'blocked' };
  const config: Config & { RETURN_DOM_FRAGMENT: true } = {
    ALLOWED_TAGS: allowedTags,
    ALLOWED_ATTR: allowedAttributes,
    ALLOW_DATA_ATTR: false,
    ALLOW_ARIA_ATTR: false,
    RETURN_DOM_FRAGMENT: true,
    ...(policy ? { TRUSTED_TYPES_POLICY: policy } : {}),
  };
  instance.run = { policy: options, styles: [] };
  try {
    // A document with no body (a <frameset> payload) sanitises to nothing at all.
    const fragment =
      (instance.purifier.sanitize(renameInlineAttributes(html), config) as DocumentFragment | null) ??
      win.document.createDocumentFragment();
    // A link that lost its href is plain text now; an image without a safe src is dropped.
    for (const anchor of Array.from(fragment.querySelectorAll('a:not([href])')))
      anchor.replaceWith(...Array.from(anchor.childNodes));
    for (const image of Array.from(fragment.querySelectorAll('img:not([src])'))) image.remove();
    return { ok: true, fragment, styles: instance.run.styles };
  } catch {
    // Under enforced Trusted Types without an allowed policy the parse itself throws.
    return { ok: false, code: 'blocked' };
  } finally {
    instance.run = undefined;
  }
}

/** Applies the kept inline styles through the CSSOM (allowed under a strict CSP). */
export function applyRichTextStyles(
  styles: ReadonlyArray<readonly [HTMLElement, readonly StyleDeclaration[]]>,
): void {
  for (const [element, declarations] of styles) {
    for (const [property, value] of declarations) element.style.setProperty(property, value);
  }
}
