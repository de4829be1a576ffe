// Links from site configuration reach the page only when they cannot run script.

const SAFE_SCHEME = /^(https?|mailto|tel):/i;
const HAS_SCHEME = /^[a-z][a-z\d+.-]*:/i;

/**
 * The link if it is http(s), mailto, tel, or a relative path; undefined otherwise
 * (`javascript:`, `data:`, ...). Control characters and spaces a browser would strip before
 * reading the scheme are stripped first, so `java\tscript:` is caught too.
 */
export function safeHref(url: string | undefined | null): string | undefined {
  if (typeof url !== 'string') return undefined;
  // eslint-disable-next-line no-control-regex -- the characters browsers ignore in a scheme
  const trimmed = url.replace(/[\u0000-\u0020\u007f-\u009f]/g, '');
  if (trimmed === '') return undefined;
  if (HAS_SCHEME.test(trimmed)) return SAFE_SCHEME.test(trimmed) ? url.trim() : undefined;
  // `//host/path` takes the page's scheme, which is http(s).
  return url.trim();
}

/** True for a link that leaves the page's origin (http(s) or protocol-relative). */
export function isExternalHref(href: string): boolean {
  return /^(https?:)?\/\//i.test(href);
}
