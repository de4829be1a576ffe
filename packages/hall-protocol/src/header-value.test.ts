import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decodeHeaderValue, encodeHeaderValue } from './header-value';

describe('header values', () => {
  describe('when the text is printable ASCII', () => {
    it('sends it as it is', () => {
      expect(encodeHeaderValue('iPhone 15 Pro')).toBe('iPhone 15 Pro');
    });
  });

  describe('when the text is not ISO-8859-1 safe', () => {
    it('percent-encodes it so fetch accepts the header', () => {
      expect(encodeHeaderValue('มือถือ 8')).toBe(encodeURIComponent('มือถือ 8'));
      expect(() => new Headers({ model: encodeHeaderValue('มือถือ 8') })).not.toThrow();
    });
  });

  describe('when reading a value back', () => {
    it('round trips any text', () => {
      fc.assert(
        fc.property(fc.string({ unit: 'grapheme' }), (text) => {
          expect(decodeHeaderValue(encodeHeaderValue(text))).toBe(
            /^[\x20-\x7e]*$/.test(text) ? decodeHeaderValue(text) : text,
          );
        }),
        { numRuns: 1000 },
      );
    });

    it('keeps a value that does not decode', () => {
      expect(decodeHeaderValue('100%')).toBe('100%');
    });
  });
});
