/**
 * JSON parsing that keeps numbers a double cannot hold: an integer literal beyond
 * Number.MAX_SAFE_INTEGER (an order id above 2^53, say), or a decimal whose integer part
 * is, arrives as its exact text instead of a rounded number.
 */

// Only a run of 16+ digits can exceed 2^53 (9007199254740991 has 16 digits), so most
// bodies skip the scan entirely.
const LONG_DIGITS = /\d{16}/;
const NUMBER = /-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/y;

export function parseJson(text: string): unknown {
  return JSON.parse(LONG_DIGITS.test(text) ? quoteUnsafeNumbers(text) : text);
}

function quoteUnsafeNumbers(text: string): string {
  let out = '';
  let last = 0;
  let i = 0;
  while (i < text.length) {
    const ch = text.charCodeAt(i);
    if (ch === 34 /* " */) {
      // Skip the whole string literal, escapes included.
      i++;
      while (i < text.length && text.charCodeAt(i) !== 34) i += text.charCodeAt(i) === 92 /* \ */ ? 2 : 1;
      i++;
    } else if (ch === 45 /* - */ || (ch >= 48 && ch <= 57)) {
      NUMBER.lastIndex = i;
      const match = NUMBER.exec(text);
      if (!match) {
        i++;
        continue;
      }
      const literal = match[0];
      if (isUnsafe(literal)) {
        out += `${text.slice(last, i)}"${literal}"`;
        last = i + literal.length;
      }
      i += literal.length;
    } else {
      i++;
    }
  }
  return last === 0 ? text : out + text.slice(last);
}

function isUnsafe(literal: string): boolean {
  if (/[eE]/.test(literal)) return false;
  const integerPart = literal.split('.')[0]!.replace('-', '');
  return integerPart.length >= 16 && !Number.isSafeInteger(Number(integerPart));
}
