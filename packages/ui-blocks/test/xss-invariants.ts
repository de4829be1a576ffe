// What sanitised rich text may contain, checked independently of the sanitiser's own lists.

const tags = new Set(
  'a abbr b blockquote br caption code col colgroup dd del div dl dt em figcaption figure h1 h2 h3 h4 h5 h6 hr i img ins kbd li mark ol p pre q s small span strong sub sup table tbody td tfoot th thead tr u ul'.split(
    ' ',
  ),
);
const attributes = new Set(
  'href src alt title width height colspan rowspan dir lang target rel loading decoding referrerpolicy style'.split(
    ' ',
  ),
);

/** Every way `root`'s content breaks the rich-text rules; empty when it is clean. */
export function richTextViolations(root: Element): string[] {
  const found: string[] = [];
  for (const element of Array.from(root.querySelectorAll('*'))) {
    const name = element.localName;
    if (!tags.has(name) || element.namespaceURI !== 'http://www.w3.org/1999/xhtml')
      found.push(`element <${name}>`);
    for (const attribute of Array.from(element.attributes)) {
      if (!attributes.has(attribute.name)) found.push(`attribute ${attribute.name} on <${name}>`);
      if ((attribute.name === 'href' || attribute.name === 'src') && !/^https?:\/\//i.test(attribute.value)) {
        found.push(`${attribute.name}=${attribute.value} on <${name}>`);
      }
      if (attribute.name === 'style' && /url|expression|binding|behavior|\\/i.test(attribute.value)) {
        found.push(`style=${attribute.value}`);
      }
    }
    if (name === 'a' && element.hasAttribute('href')) {
      if (element.getAttribute('rel') !== 'noopener noreferrer')
        found.push('link without rel=noopener noreferrer');
      if (element.getAttribute('target') !== '_blank') found.push('link without target=_blank');
    }
  }
  return found;
}
