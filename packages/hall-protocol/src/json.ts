/**
 * JSON parsing that keeps numbers a double cannot hold: an integer literal beyond
 * Number.MAX_SAFE_INTEGER (an order id above 2^53, say), or a decimal whose integer part
 * is not exact, arrives as its exact text instead of a rounded number.
 */

// Only a run of 16+ digits can exceed 2^53 (9007199254740991 has 16 digits), so most
// bodies skip the scan entirely.
const LONG_DIGITS = /\d{16}/;
// A string literal (skipped whole, escapes included) or a number literal.
const TOKEN = /"(?:[^"\\]|\\.)*"|-?\d+(?:\.\d+)?(?:[eE][+-]?\d+)?/g;

export function parseJson(text: string): unknown {
  return JSON.parse(
    LONG_DIGITS.test(text)
      ? text.replace(TOKEN, (token) =>
          token[0] === '"' || /e/i.test(token) || Number.isSafeInteger(Math.trunc(Number(token)))
            ? token
            : `"${token}"`,
        )
      : text,
  );
}
