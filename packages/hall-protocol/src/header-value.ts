// Header values must be ISO-8859-1 (a browser's fetch throws on anything else), yet a device
// model or a name may be in Thai: such a value travels percent-encoded, and the hall decodes it.

/** The value as sent: as it is when printable ASCII, percent-encoded otherwise. */
export const encodeHeaderValue = (value: string): string =>
  /^[\x20-\x7e]*$/.test(value) ? value : encodeURIComponent(value);

/** The value as meant: percent-decoded where it decodes, as received where it does not. */
export function decodeHeaderValue(value: string): string {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
}
