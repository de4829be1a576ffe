import { describe, expect, it } from 'vitest';
import { contrast, isCssColor, isSafeTokenValue, luminance } from './color';

describe('isCssColor', () => {
  describe('when given a plain colour', () => {
    it('accepts hex, keywords and colour functions of numbers', () => {
      for (const value of [
        '#fff',
        '#ffff',
        '#1a2b3c',
        '#1a2b3c80',
        'teal',
        'transparent',
        'rgb(10, 20, 30)',
        'rgba(0,0,0,.5)',
        'hsl(210deg 40% 50% / .8)',
        'oklch(0.7 0.1 250)',
      ]) {
        expect(isCssColor(value), value).toBe(true);
      }
    });
  });
  describe('when given anything else', () => {
    it('rejects values that fetch, escape the declaration or are not colours', () => {
      for (const value of [
        'url(x.png)',
        'red;background:url(//evil)',
        '#12',
        '#12345',
        'var(--x)',
        'rgb(var(--x))',
        'image-set("a.png" 1x)',
        '',
        '  ',
        'linear-gradient(red, blue)',
        'red}',
        'expression(alert(1))',
        42,
        null,
        undefined,
        {},
      ]) {
        expect(isCssColor(value), JSON.stringify(value)).toBe(false);
      }
    });
  });
});

describe('isSafeTokenValue', () => {
  describe('when given a token value', () => {
    it('accepts lengths, gradients and shadows', () => {
      expect(isSafeTokenValue('12px')).toBe(true);
      expect(isSafeTokenValue('linear-gradient(135deg,#fff 0%,#000 100%)')).toBe(true);
      expect(isSafeTokenValue('0 8px 24px rgba(0,0,0,.45)')).toBe(true);
    });
    it('rejects urls, quotes, braces, at-rules, empty and over-long text', () => {
      for (const value of [
        'url(a)',
        'URL(a)',
        '"x"',
        "'x'",
        '{',
        '}',
        ';',
        '<b>',
        '\\61',
        '@import',
        'a'.repeat(201),
        '',
        5,
      ]) {
        expect(isSafeTokenValue(value), String(value)).toBe(false);
      }
    });
  });
});

describe('luminance', () => {
  describe('when given hex', () => {
    it('is 0 for black, 1 for white, and reads short and alpha forms', () => {
      expect(luminance('#000')).toBe(0);
      expect(luminance('#ffffff')).toBe(1);
      expect(luminance('#fff8')).toBe(1);
      expect(luminance('#ff000080')).toBeCloseTo(0.2126, 4);
    });
  });
  describe('when given another notation', () => {
    it('is undefined', () => {
      expect(luminance('red')).toBeUndefined();
      expect(luminance('#12345')).toBeUndefined();
    });
  });
});

describe('contrast', () => {
  describe('when given two hex colours', () => {
    it('is 21 for black on white and 1 for equal colours, in either order', () => {
      expect(contrast('#000', '#fff')).toBeCloseTo(21, 5);
      expect(contrast('#fff', '#000')).toBeCloseTo(21, 5);
      expect(contrast('#777', '#777')).toBe(1);
      expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    });
  });
  describe('when either is not hex', () => {
    it('is undefined', () => {
      expect(contrast('red', '#fff')).toBeUndefined();
    });
  });
});
