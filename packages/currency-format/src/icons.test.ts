import { lobbyCurrencyCodes } from '@lobbykit/contract';
import { describe, expect, it } from 'vitest';
import { UnknownCurrencyError } from './errors';
import { currencyIcon, currencyIconUrl } from './icons';

/** Checks that every tag opened is closed in order: enough to catch broken markup. */
function isBalanced(svg: string): boolean {
  const stack: string[] = [];
  for (const [, close, name, selfClosing] of svg.matchAll(/<(\/?)([a-z]+)[^>]*?(\/?)>/g)) {
    if (selfClosing) continue;
    if (close) {
      if (stack.pop() !== name) return false;
    } else stack.push(name!);
  }
  return stack.length === 0;
}

const fillOf = (svg: string) => /<circle[^>]*fill="([^"]+)"/.exec(svg)?.[1];
const labelOf = (svg: string) => /<text[^>]*>([^<]*)<\/text>/.exec(svg)?.[1];

describe('currencyIcon', () => {
  describe('when drawing every lobby currency', () => {
    it('returns balanced SVG markup with a title and a label', () => {
      for (const code of lobbyCurrencyCodes) {
        const svg = currencyIcon(code);
        expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"'), code).toBe(true);
        expect(isBalanced(svg), code).toBe(true);
        expect(svg, code).toMatch(/<title>[^<]+<\/title>/);
        expect(labelOf(svg), code).not.toBe('');
      }
    });

    it('gives each lobby currency its own colour', () => {
      const fills = lobbyCurrencyCodes.map((code) => fillOf(currencyIcon(code)));
      expect(new Set(fills).size).toBe(lobbyCurrencyCodes.length);
    });

    it('tells apart the currencies that share a dollar sign', () => {
      const labels = ['USD', 'AUD', 'MXN', 'ARS', 'HKD'].map((code) => labelOf(currencyIcon(code)));
      expect(new Set(labels).size).toBe(5);
    });
  });

  describe('when the code is a ratio variant', () => {
    it("draws the base coin with the variant's title", () => {
      const svg = currencyIcon('BTC1:100000');
      expect(fillOf(svg)).toBe(fillOf(currencyIcon('BTC')));
      expect(svg).toContain('<title>Bitcoin (1:100000)</title>');
    });
  });

  describe('when the code is a table currency outside the lobby list', () => {
    it('draws a grey coin with the code', () => {
      const svg = currencyIcon('CHF');
      expect(fillOf(svg)).toBe('#5f6673');
      expect(labelOf(svg)).toBe('CHF');
    });
  });

  describe('when a size is given', () => {
    it('sets width and height', () => {
      expect(currencyIcon('USD', { size: 20 })).toContain('width="20" height="20"');
      expect(currencyIcon('USD')).toContain('width="32" height="32"');
    });
  });

  describe('when the code is unknown', () => {
    it('throws', () => {
      expect(() => currencyIcon('XYZ')).toThrow(UnknownCurrencyError);
    });
  });
});

describe('currencyIconUrl', () => {
  describe('when encoding an icon', () => {
    it('returns a data URL that decodes to the same SVG', () => {
      const url = currencyIconUrl('EUR');
      expect(url.startsWith('data:image/svg+xml,')).toBe(true);
      expect(decodeURIComponent(url.slice('data:image/svg+xml,'.length))).toBe(currencyIcon('EUR'));
    });
  });
});
