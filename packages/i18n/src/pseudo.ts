// The pseudo-locale's transformation: every en_US text accented, lengthened and bracketed,
// so a tester sees at once a text that is cut off (no closing bracket) or hard-coded (no
// accents). Only the lazily loaded en_XA resource imports it, so it stays out of the core.

const accents: Record<string, string> = {
  a: 'á',
  b: 'ƀ',
  c: 'ç',
  d: 'ð',
  e: 'é',
  f: 'ƒ',
  g: 'ĝ',
  h: 'ĥ',
  i: 'î',
  j: 'ĵ',
  k: 'ķ',
  l: 'ļ',
  m: 'ɱ',
  n: 'ñ',
  o: 'ö',
  p: 'þ',
  q: 'ǫ',
  r: 'ŕ',
  s: 'š',
  t: 'ţ',
  u: 'û',
  v: 'ṽ',
  w: 'ŵ',
  x: 'ẋ',
  y: 'ý',
  z: 'ž',
  A: 'Å',
  B: 'Ɓ',
  C: 'Ç',
  D: 'Ð',
  E: 'É',
  F: 'Ƒ',
  G: 'Ĝ',
  H: 'Ĥ',
  I: 'Î',
  J: 'Ĵ',
  K: 'Ķ',
  L: 'Ļ',
  M: 'Ṁ',
  N: 'Ñ',
  O: 'Ö',
  P: 'Þ',
  Q: 'Ǫ',
  R: 'Ŕ',
  S: 'Š',
  T: 'Ţ',
  U: 'Û',
  V: 'Ṽ',
  W: 'Ŵ',
  X: 'Ẋ',
  Y: 'Ý',
  Z: 'Ž',
};

/**
 * Pseudo-localizes one text: letters accented, `{{placeholders}}` kept, padded by 30 to
 * 100 percent (short texts grow most, as translations of short texts do), then bracketed.
 * @example pseudoLocalize('Log in') // '⟦Ļöĝ îñ·······⟧'
 */
export function pseudoLocalize(text: string): string {
  const parts = text.split(/(\{\{[^}]*\}\})/);
  const body = parts
    .map((part, i) => (i % 2 === 1 ? part : part.replace(/[A-Za-z]/g, (c) => accents[c]!)))
    .join('');
  const visible = text.replace(/\{\{[^}]*\}\}/g, '').length;
  const ratio = visible <= 10 ? 1 : visible <= 20 ? 0.8 : visible <= 50 ? 0.5 : 0.3;
  return `⟦${body}${'·'.repeat(Math.ceil(visible * ratio))}⟧`;
}
