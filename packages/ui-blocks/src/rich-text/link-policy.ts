// Which URLs rich text may link to or load: http(s) only, links only to allow-listed hosts.

/** Options of {@link allowedLink}. */
export interface LinkPolicy {
  /** The URL relative links resolve against (the page's base URL). */
  readonly baseUrl: string;
  /**
   * Hosts links may point to, besides the base URL's own origin: `example.com` matches that host,
   * `*.example.com` its subdomains, `*` any host.
   */
  readonly allowedHosts: readonly string[];
}

function parse(value: string, baseUrl: string): URL | undefined {
  try {
    return new URL(value, baseUrl);
  } catch {
    return undefined;
  }
}

/** The absolute http(s) URL for an `src`, or undefined when it is anything else. */
export function httpUrl(value: string, baseUrl: string): string | undefined {
  const url = parse(value, baseUrl);
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  // Credentials in a URL are a phishing trick (https://bank.example@evil.example), never content.
  if (url.username !== '' || url.password !== '') return undefined;
  return url.href;
}

function hostAllowed(hostname: string, pattern: string): boolean {
  const rule = pattern.trim().toLowerCase();
  if (rule === '*') return true;
  if (rule.startsWith('*.')) return hostname.endsWith(rule.slice(1)) && hostname.length > rule.length - 1;
  return hostname === rule;
}

/**
 * The absolute URL a link may keep, or undefined when it must lose its href: not http(s), or
 * on a host that is neither the base URL's origin nor allow-listed.
 */
export function allowedLink(href: string, policy: LinkPolicy): string | undefined {
  const absolute = httpUrl(href, policy.baseUrl);
  if (absolute === undefined) return undefined;
  const url = new URL(absolute);
  const base = parse(policy.baseUrl, policy.baseUrl);
  if (base && url.origin === base.origin) return absolute;
  return policy.allowedHosts.some((pattern) => hostAllowed(url.hostname, pattern)) ? absolute : undefined;
}
