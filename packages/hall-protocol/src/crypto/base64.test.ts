import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { base64ToBytes, bytesToBase64, encodeWithBtoa } from './base64';

describe('bytesToBase64', () => {
  describe('when given any bytes', () => {
    it('matches Node’s own base64 and decodes back', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), (bytes) => {
          const text = bytesToBase64(bytes);
          expect(text).toBe(Buffer.from(bytes).toString('base64'));
          expect(base64ToBytes(text)).toEqual(bytes);
        }),
        { numRuns: 1000 },
      );
    });
  });

  describe('when the runtime has no native codec', () => {
    it('encodes any bytes like Node’s own base64 (property)', () => {
      fc.assert(
        fc.property(fc.uint8Array({ maxLength: 300 }), fc.nat(7), (bytes, offset) => {
          // A view that does not start at its buffer's start, as subarray() gives.
          const view = new Uint8Array(bytes.length + offset).subarray(offset);
          view.set(bytes);
          expect(encodeWithBtoa(view)).toBe(Buffer.from(bytes).toString('base64'));
        }),
        { numRuns: 1000 },
      );
    });

    it('encodes a large input', () => {
      const bytes = new Uint8Array(200_003).map((_, i) => (i * 31) & 0xff);
      expect(encodeWithBtoa(bytes)).toBe(Buffer.from(bytes).toString('base64'));
    });
  });

  describe('when given a view into a larger buffer', () => {
    it('encodes only the view', () => {
      const bytes = new Uint8Array([1, 2, 3, 4, 5, 6]);
      expect(bytesToBase64(bytes.subarray(2, 5))).toBe(Buffer.from([3, 4, 5]).toString('base64'));
    });
  });
});

describe('base64ToBytes', () => {
  describe('when the text is not padded standard base64', () => {
    it.each(['a', 'abc', 'ab==c', 'ab-_', 'YWJj\n', ' YWJj', 'YQ'])('rejects %j with a TypeError', (text) => {
      expect(() => base64ToBytes(text)).toThrow(TypeError);
    });
  });

  describe('when the text is empty', () => {
    it('returns no bytes', () => {
      expect(base64ToBytes('')).toEqual(new Uint8Array());
    });
  });
});
