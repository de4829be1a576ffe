import { describe, expect, it } from 'vitest';
import { resolveSkinAsset } from './skin-assets';

const baseUrl = 'https://oss.example/skin/classic/';

describe('resolveSkinAsset', () => {
  describe('when the skin assets hash knows the path', () => {
    it('versions the URL with the hash', () => {
      expect(resolveSkinAsset('home/logo.png', { baseUrl, hash: { 'home/logo.png': 'a1b2c3' } })).toBe(
        'https://oss.example/skin/classic/home/logo.png?v=a1b2c3',
      );
    });
    it('normalises leading slashes and dots, and encodes the hash', () => {
      const hash = { 'home/logo.png': 'a b&c' };
      expect(resolveSkinAsset('/home/logo.png', { baseUrl, hash })).toBe(
        'https://oss.example/skin/classic/home/logo.png?v=a%20b%26c',
      );
      expect(resolveSkinAsset('./home/logo.png', { baseUrl, hash })).toContain('?v=a%20b%26c');
    });
    it('appends to an existing query', () => {
      expect(resolveSkinAsset('a.png?w=2', { baseUrl, hash: { 'a.png?w=2': 'h' } })).toBe(
        'https://oss.example/skin/classic/a.png?w=2&v=h',
      );
    });
  });
  describe('when the hash does not know the path', () => {
    it('returns the plain URL, also for prototype names and empty hashes', () => {
      expect(resolveSkinAsset('home/bg.webp', { baseUrl })).toBe(
        'https://oss.example/skin/classic/home/bg.webp',
      );
      expect(resolveSkinAsset('toString', { baseUrl, hash: {} })).toBe(
        'https://oss.example/skin/classic/toString',
      );
      expect(resolveSkinAsset('a.png', { baseUrl, hash: { 'a.png': '' } })).toBe(
        'https://oss.example/skin/classic/a.png',
      );
    });
  });
  describe('when the path is already a URL', () => {
    it('returns it unchanged', () => {
      for (const path of [
        'https://cdn.example/x.png',
        'http://a/b',
        '//cdn.example/x.png',
        'data:image/png;base64,AAAA',
        'blob:https://a/1',
      ]) {
        expect(resolveSkinAsset(path, { baseUrl, hash: { [path]: 'h' } })).toBe(path);
      }
    });
    it('keeps any other scheme under the skin folder, so it never runs', () => {
      expect(resolveSkinAsset('javascript:alert(1)', { baseUrl })).toBe(
        'https://oss.example/skin/classic/javascript:alert(1)',
      );
    });
  });
  describe('when the path is not text', () => {
    it('throws a clear error', () => {
      expect(() => resolveSkinAsset(5 as never, { baseUrl })).toThrow('skin asset path must be a string');
    });
  });
});
