// The site's configured links reach `window.open` only as http(s) addresses: never a script,
// data or credentials URL that a misconfigured or hostile value could carry.

/** `value` when it is an absolute http(s) address without credentials; otherwise undefined. */
export function webAddress(value: unknown): string | undefined {
  if (typeof value !== 'string') return undefined;
  const trimmed = value.trim();
  // Checked on the text itself, not on what the parser makes of it, which strips tabs and newlines.
  if (!/^https?:\/\/[^\s/?#]/i.test(trimmed)) return undefined;
  let url: URL;
  try {
    url = new URL(trimmed);
  } catch {
    return undefined;
  }
  if (url.username !== '' || url.password !== '' || url.hostname === '') return undefined;
  return trimmed;
}
