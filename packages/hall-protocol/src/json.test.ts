import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parseJson } from './json';

describe('parseJson', () => {
  describe('when a number does not fit in a double', () => {
    it('keeps an order id above 2^53 as its exact text', () => {
      expect(parseJson('{"orderId":9007199254740993,"n":1}')).toEqual({ orderId: '9007199254740993', n: 1 });
      expect(parseJson('[-12345678901234567890]')).toEqual(['-12345678901234567890']);
    });

    it('keeps an amount with an unsafe integer part as text', () => {
      expect(parseJson('{"amount":123456789012345678.25}')).toEqual({ amount: '123456789012345678.25' });
    });
  });

  describe('when any integer beyond 2^53 is sent (property)', () => {
    it('arrives as its exact digits', () => {
      fc.assert(
        fc.property(fc.bigInt({ min: 2n ** 53n, max: 2n ** 80n }), fc.boolean(), (n, negative) => {
          const digits = `${negative ? '-' : ''}${n}`;
          expect(parseJson(`{"id":${digits},"s":"x"}`)).toEqual({ id: digits, s: 'x' });
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('when the digits are inside a string or the number is safe', () => {
    it('leaves them alone', () => {
      expect(
        parseJson('{"a":"9007199254740993 \\"12345678901234567\\"","b":9007199254740991,"c":1.5e300}'),
      ).toEqual({
        a: '9007199254740993 "12345678901234567"',
        b: 9007199254740991,
        c: 1.5e300,
      });
    });
  });

  describe('when given any JSON of safe values', () => {
    // Doubles from 2^53 up to 1e21 print as plain integers that may have lost digits.
    const hasUnsafe = (value: unknown): boolean =>
      typeof value === 'number'
        ? !Number.isSafeInteger(value) && Number.isInteger(value) && Math.abs(value) < 1e21
        : typeof value === 'object' && value !== null && Object.values(value).some(hasUnsafe);

    it('parses exactly like JSON.parse (property)', () => {
      fc.assert(
        fc.property(
          fc.jsonValue().filter((value) => !hasUnsafe(value)),
          (value) => {
            const text = JSON.stringify(value);
            expect(parseJson(text)).toEqual(JSON.parse(text));
          },
        ),
        { numRuns: 1000 },
      );
    });
  });

  describe('when the text is not JSON', () => {
    it('throws a SyntaxError', () => {
      expect(() => parseJson('{"a":12345678901234567')).toThrow(SyntaxError);
      expect(() => parseJson('<html>')).toThrow(SyntaxError);
    });

    it('does not turn a big number used as a key into JSON', () => {
      expect(() => parseJson('{12345678901234567890:1}')).toThrow(SyntaxError);
      expect(() => parseJson('{"a":1,12345678901234567890 :1}')).toThrow(SyntaxError);
    });

    it('does not quote a malformed or partial number', () => {
      expect(() => parseJson('[012345678901234567]')).toThrow(SyntaxError);
      expect(() => parseJson('[12345678901234567.]')).toThrow(SyntaxError);
      expect(() => parseJson('[1234567890123456789-1]')).toThrow(SyntaxError);
    });
  });

  describe('when any text JSON.parse refuses is given (property)', () => {
    // Fragments that make near-JSON: big numbers next to keys, quotes, escapes and brackets.
    const fragment = fc.constantFrom(
      '{',
      '}',
      '[',
      ']',
      ':',
      ',',
      ' ',
      '"',
      '\\',
      '"a"',
      '1',
      '-',
      '.',
      'e',
      '0',
      '12345678901234567890',
      'true',
    );

    it('refuses it too', () => {
      fc.assert(
        fc.property(fc.array(fragment, { maxLength: 30 }), (fragments) => {
          const text = fragments.join('');
          let valid = true;
          try {
            JSON.parse(text);
          } catch {
            valid = false;
          }
          if (!valid) expect(() => parseJson(text)).toThrow();
        }),
        { numRuns: 3000 },
      );
    });
  });

  describe('when strings hold digit runs, quotes and backslashes (property)', () => {
    const piece = fc.constantFrom(
      '9007199254740993',
      '12345678901234567890',
      '-1',
      '"',
      '\\',
      '\\"',
      ' ',
      ':',
      '[',
      '{',
    );

    it('leaves every string as it was', () => {
      fc.assert(
        fc.property(fc.array(fc.string({ unit: piece, maxLength: 8 }), { maxLength: 6 }), (strings) => {
          const value = { strings, keyed: Object.fromEntries(strings.map((s, i) => [s, i])) };
          expect(parseJson(JSON.stringify(value))).toEqual(value);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('when the text is longer than 5 MiB', () => {
    it('throws a RangeError before reading it', () => {
      const limit = 5 * 1024 * 1024;
      expect(parseJson(JSON.stringify('x'.repeat(limit - 2)))).toHaveLength(limit - 2);
      expect(() => parseJson(JSON.stringify('x'.repeat(limit - 1)))).toThrow(RangeError);
    });
  });

  describe('when arrays and objects nest deeper than 64', () => {
    const nested = (depth: number) => '[{"a":'.repeat(depth / 2) + '1' + '}]'.repeat(depth / 2);

    it('throws a RangeError', () => {
      expect(() => parseJson(nested(64))).not.toThrow();
      expect(() => parseJson(nested(66))).toThrow(RangeError);
      expect(() => parseJson(`${'['.repeat(65)}${']'.repeat(65)}`)).toThrow(RangeError);
    });

    it('does not count brackets inside strings', () => {
      const brackets = `"${'[{'.repeat(100)}\\"]}"`;
      expect(parseJson(`{"a":${brackets}}`)).toEqual({ a: `${'[{'.repeat(100)}"]}` });
    });
  });

  // Time against JSON.parse in the same process, never an absolute time: the old regex rescanned
  // an unclosed string from each of its quotes (quadratic: a 200 KB body held a page for 9 s).
  describe('when a body is built to be slow', () => {
    const fastest = (parse: () => unknown) => {
      let best = Infinity;
      for (let round = 0; round < 7; round++) {
        const start = performance.now();
        try {
          parse();
        } catch {
          // Refused as not JSON: only the time matters here.
        }
        best = Math.min(best, performance.now() - start);
      }
      return best;
    };

    it('reads 50 KB of unclosed strings about as fast as JSON.parse reads 50 KB', () => {
      const attack = `[12345678901234567,${'"\\'.repeat(25_000)}]`;
      const valid = JSON.stringify(['x'.repeat(attack.length)]);
      expect(() => parseJson(attack)).toThrow(SyntaxError);
      // Linear: a few times JSON.parse. The quadratic regex took over 1000 times.
      expect(fastest(() => parseJson(attack)) / fastest(() => JSON.parse(valid))).toBeLessThan(20);
    });
  });
});
