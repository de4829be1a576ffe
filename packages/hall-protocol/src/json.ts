/**
 * JSON parsing that keeps numbers a double cannot hold: an integer literal beyond
 * Number.MAX_SAFE_INTEGER (an order id above 2^53, say), or a decimal whose integer part
 * is not exact, arrives as its exact text instead of a rounded number.
 *
 * One pass over the text quotes those numbers, then `JSON.parse` does the rest. Every
 * character is read a bounded number of times, so the time is linear in the length whatever
 * a hostile body holds (an earlier regex rescanned an unclosed string from each of its
 * quotes: quadratic, seconds for a 100 KB body).
 */

/** Longer texts are refused before any work: a hall answer is far smaller. */
const MAX_LENGTH = 5 * 1024 * 1024;
/** Deeper nesting is refused: a hall answer is a few levels deep, and code that walks a value recurses. */
const MAX_DEPTH = 64;

// From a quote, the whole string (an unclosed one runs to the end: the match never fails, so it
// is never retried from a later quote); from a digit or `-`, the whole number-like run.
const SKIP = /"(?:[^"\\]|\\[^])*"?|[\d.eE+-]+/y;
// A number worth quoting: well formed, the whole run (so no exponent), and not a key (a bare
// number before `:` is not JSON, and quoting it would make it JSON).
const PLAIN_NUMBER = /-?[1-9]\d*(?:\.\d+)?(?![\d.eE+-]|\s*:)/y;

/**
 * `JSON.parse`, with unsafe integers kept as strings. Throws a SyntaxError when the text is not
 * JSON, and a RangeError when it is longer than 5 MiB (5,242,880 characters) or nests arrays
 * and objects deeper than 64.
 */
export function parseJson(text: string): unknown {
  if (text.length > MAX_LENGTH) throw new RangeError(`JSON over ${MAX_LENGTH} characters`);
  let quoted = '';
  let copiedTo = 0;
  let depth = 0;
  for (let at = 0; at < text.length; at++) {
    const code = text.charCodeAt(at);
    // `{` for `[` and `{`, `}` for `]` and `}`.
    const bracket = code | 32;
    if (bracket === 123) {
      if (++depth > MAX_DEPTH) throw new RangeError(`JSON nested over ${MAX_DEPTH} deep`);
    } else if (bracket === 125) depth--;
    else if (code === 34 || code === 45 || (code > 47 && code < 58)) {
      SKIP.lastIndex = PLAIN_NUMBER.lastIndex = at;
      SKIP.test(text);
      const end = SKIP.lastIndex;
      // Below 16 characters a number is a safe integer (2^53 has 16 digits): no need to look.
      if (end - at > 15 && PLAIN_NUMBER.test(text) && !Number.isSafeInteger(parseInt(text.slice(at, end)))) {
        quoted += `${text.slice(copiedTo, at)}"${text.slice(at, end)}"`;
        copiedTo = end;
      }
      at = end - 1;
    }
  }
  return JSON.parse(copiedTo ? quoted + text.slice(copiedTo) : text);
}
