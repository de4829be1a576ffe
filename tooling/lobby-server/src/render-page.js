// @ts-check
// A server render in the served page: its markup in the root element (instead of the splash),
// the inputs it assumed on the root's attributes, and in <head> its stylesheet (the page's
// policy refuses inline styles) and the preloads React made for its first pictures.

/** The opening tag of the element a theme app renders into. */
const ROOT = /<div\b[^>]*\bid=(["']?)root\1(?=[\s/>])[^>]*>/i;

/** What can open or close an element inside the root, or hide a tag (a comment). */
const DIV_TAGS = /<!--[\s\S]*?-->|<div\b[^>]*>|<\/div\s*>/gi;

/** Attributes a render may set on the root: data attributes only. */
const ATTRIBUTE_NAME = /^data-[a-z0-9-]{1,64}$/;

/** @type {Record<string, string>} */
const ESCAPES = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** @param {string} text */
const escapeAttribute = (text) => text.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/**
 * Where the root element's opening tag ends and its content ends, or undefined when the page
 * has no root element.
 * @param {string} html
 * @returns {{ open: { start: number, end: number }, contentEnd: number } | undefined}
 */
function rootOf(html) {
  const open = ROOT.exec(html);
  if (!open) return undefined;
  const openEnd = open.index + open[0].length;
  let depth = 1;
  DIV_TAGS.lastIndex = openEnd;
  for (let tag = DIV_TAGS.exec(html); tag; tag = DIV_TAGS.exec(html)) {
    if (tag[0].startsWith('<!--')) continue;
    depth += tag[0].startsWith('</') ? -1 : 1;
    if (depth === 0) return { open: { start: open.index, end: openEnd }, contentEnd: tag.index };
  }
  return undefined;
}

/**
 * Checks what a render asks to write on the root: data attributes, nothing else.
 * @param {Readonly<Record<string, string>>} attributes
 */
export function checkRootAttributes(attributes) {
  for (const [name, value] of Object.entries(attributes)) {
    if (!ATTRIBUTE_NAME.test(name) || typeof value !== 'string')
      throw new TypeError(`a render may set data attributes on the root, not ${JSON.stringify(name)}`);
  }
}

/**
 * The page with a server render in it: the root's content replaced by `render.html`, its
 * `attributes` on the root, `render.head` and the render's stylesheet at the end of <head>. A
 * page without a root element, or without </head>, is answered unchanged.
 * @param {string} html the page (index.html with its boot data)
 * @param {{ html: string, head: string, stylesHref: string | undefined, attributes: Readonly<Record<string, string>> }} render
 */
export function withServerRender(html, render) {
  const root = rootOf(html);
  const headEnd = html.search(/<\/head\s*>/i);
  if (!root || headEnd === -1 || headEnd > root.open.start) return html;
  checkRootAttributes(render.attributes);
  const attributes = Object.entries(render.attributes)
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  const openTag = html.slice(root.open.start, root.open.end).replace(/\s*\/?>$/, `${attributes}>`);
  const styles = render.stylesHref
    ? `<link rel="stylesheet" href="${escapeAttribute(render.stylesHref)}">`
    : '';
  return (
    html.slice(0, headEnd) +
    render.head +
    styles +
    html.slice(headEnd, root.open.start) +
    openTag +
    render.html +
    html.slice(root.contentEnd)
  );
}
