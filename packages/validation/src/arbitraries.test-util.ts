// Shared inputs of the property tests: short strings over alphabets that hit every branch
// of the rules (edges of each character class, dots, at signs, spaces, non-ASCII).
import fc from 'fast-check';

/** Characters at the class edges, plus space, tab and non-ASCII. */
const edgeChars = [...'aAzZ09mM5!/:@[`{~._%+-', ' ', '\t', 'é', '中', '\u0000', '\u007f'];

/** A string of 0..max characters drawn from `chars`. */
export function stringOf(chars: readonly string[], maxLength = 20): fc.Arbitrary<string> {
  return fc.string({ unit: fc.constantFrom(...chars), maxLength });
}

/** Mostly-near-valid and random text: what a property needs to see both outcomes often. */
export function textAround(
  valid: RegExp,
  chars: readonly string[] = edgeChars,
  maxLength = 20,
): fc.Arbitrary<string> {
  return fc.oneof(fc.stringMatching(valid), stringOf(chars, maxLength), fc.string({ maxLength }));
}

export const runs = { numRuns: 1000 };
