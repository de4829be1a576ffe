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

/** A language tag (BCP 47): letters, digits and hyphens. */
const LANG = /^[A-Za-z]{2,8}(?:-[A-Za-z0-9]{1,8}){0,6}$/;

/** The opening tag of the page's <html> element. */
const HTML_TAG = /<html\b[^>]*>/i;

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
 * Checks the language a render asks to write on <html>: a BCP 47 tag, nothing else.
 * @param {unknown} lang
 */
export function checkLang(lang) {
  if (typeof lang !== 'string' || !LANG.test(lang))
    throw new TypeError(`a render's language is a BCP 47 tag, not ${JSON.stringify(lang)}`);
}

/**
 * The page's <html> tag saying `lang`, in place of any `lang` it had.
 * @param {string} html
 * @param {string} lang
 */
function withLang(html, lang) {
  return html.replace(HTML_TAG, (tag) =>
    tag.replace(/\s+lang=(?:"[^"]*"|'[^']*'|[^\s>]*)/i, '').replace(/^<html\b/i, `<html lang="${lang}"`),
  );
}

/**
 * The page with a server render in it: the root's content replaced by `render.html`, its
 * `attributes` on the root, `render.head` and the render's stylesheet at the end of <head>, and
 * the render's language (`render.lang`) on <html>, so the first paint is laid out in the
 * language the page's lobby then sets. A page without a root element, or without </head>, is
 * answered unchanged.
 * @param {string} page the page (index.html with its boot data)
 * @param {{ html: string, head: string, stylesHref: string | undefined, attributes: Readonly<Record<string, string>>, lang?: string | undefined }} render
 */
export function withServerRender(page, render) {
  if (render.lang !== undefined) checkLang(render.lang);
  const html = render.lang === undefined ? page : withLang(page, render.lang);
  const root = rootOf(html);
  const headEnd = html.search(/<\/head\s*>/i);
  if (!root || headEnd === -1 || headEnd > root.open.start) return page;
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
