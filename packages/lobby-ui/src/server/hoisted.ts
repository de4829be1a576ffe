// React's server render puts what belongs in <head> (the preload of an image with high fetch
// priority: the banner, the first cards) before the markup of a render that has no <html>. They
// go in the page's head instead, where the browser finds them first and the root holds only the
// lobby's markup.

const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;

/** `markup` split into its leading `<link>` tags and the rest. */
export function splitHoisted(markup: string): { readonly head: string; readonly body: string } {
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { head, body: markup.slice(head.length) };
}
