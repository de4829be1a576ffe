import { describe, expect, it } from 'vitest';
import { safeStyleDeclarations } from './inline-style';

describe('safeStyleDeclarations', () => {
  describe('when the style holds colours, weight and alignment', () => {
    it('keeps them', () => {
      expect(
        safeStyleDeclarations(
          'color: #ff0; BACKGROUND-COLOR: rgb(1, 2, 3); font-weight: bold; text-align:center',
        ),
      ).toEqual([
        ['color', '#ff0'],
        ['background-color', 'rgb(1, 2, 3)'],
        ['font-weight', 'bold'],
        ['text-align', 'center'],
      ]);
    });
  });

  describe('when the style carries something dangerous or unknown', () => {
    it('drops it', () => {
      for (const text of [
        'background-color: url(javascript:alert(1))',
        'color: expression(alert(1))',
        'color: red !important',
        'color: var(--x)',
        'color: \\72 ed',
        'color: /**/red',
        'position: fixed',
        'background-image: url(https://evil.example/x.png)',
        'behavior: url(x.htc)',
        '-moz-binding: url(x.xml#xss)',
        'color',
      ]) {
        expect(safeStyleDeclarations(text), text).toEqual([]);
      }
    });
  });

  describe('when the property names something every object inherits', () => {
    it('drops it instead of throwing', () => {
      for (const text of [
        'constructor: x',
        '__proto__: x',
        'toString: red',
        'hasOwnProperty: red',
        'valueOf: red',
      ]) {
        expect(safeStyleDeclarations(text), text).toEqual([]);
      }
      expect(safeStyleDeclarations('__proto__: x; color: red')).toEqual([['color', 'red']]);
    });
  });
});
