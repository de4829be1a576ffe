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
  });
});
