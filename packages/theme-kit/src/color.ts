// Colour checks for values that come from the network (site info, skin config, layout design).

// Anything that could fetch (url(), image-set(), ...), break out of the declaration or run old IE script.
const UNSAFE = /[;{}<>\\"'`]|url|image|src|expression|@/i;

/** A token value taken from the network: short, one declaration value, fetching nothing. */
export const isSafeTokenValue = (value: unknown): value is string =>
  typeof value === 'string' && value.length > 0 && value.length <= 200 && !UNSAFE.test(value);

/** A plain CSS colour: hex, a colour keyword, or a colour function of plain numbers. */
export const isCssColor = (value: unknown): value is string =>
  isSafeTokenValue(value) &&
  /^(#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})|[a-z]+|(rgba?|hsla?|hwb|lab|lch|oklab|oklch)\([\w\s.,%/+-]*\))$/i.test(
    value,
  );

/** Relative luminance (WCAG) of a hex colour; undefined for any other notation. */
export function luminance(color: string): number | undefined {
  let hex = /^#([\da-f]{3,4}|[\da-f]{6}|[\da-f]{8})$/i.exec(color)?.[1];
  if (!hex) return undefined;
  if (hex.length < 6) hex = hex.replace(/./g, '$&$&');
  const [r, g, b] = [0, 2, 4].map((at) => {
    const channel = parseInt(hex.slice(at, at + 2), 16) / 255;
    return channel <= 0.04045 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/** WCAG contrast ratio of two hex colours; undefined when either is not hex. */
export function contrast(a: string, b: string): number | undefined {
  const la = luminance(a);
  const lb = luminance(b);
  return la === undefined || lb === undefined
    ? undefined
    : (Math.max(la, lb) + 0.05) / (Math.min(la, lb) + 0.05);
}
