import { describe, expect, it } from 'vitest';
import { compressImageUrl, imageCandidates } from './image-url';

describe('compressImageUrl', () => {
  describe('when the path is in a compressible area with a raster extension', () => {
    it('swaps the extension for avif (default) or webp', () => {
      expect(compressImageUrl('/lobby/home/banner.png')).toBe('/lobby/home/banner.avif');
      expect(compressImageUrl('/skin/a/b.JPG?v=2')).toBe('/skin/a/b.avif?v=2');
      expect(compressImageUrl('/game_pictures/x.jpeg#top', { format: 'webp' })).toBe(
        '/game_pictures/x.webp#top',
      );
      expect(compressImageUrl('https://cdn.example/siteadmin/upload/p.gif')).toBe(
        'https://cdn.example/siteadmin/upload/p.avif',
      );
      expect(compressImageUrl('/active/e.png')).toBe('/active/e.avif');
    });
  });

  describe('when the path is outside the areas or not png/gif/jpg/jpeg', () => {
    it('returns it unchanged', () => {
      expect(compressImageUrl('/static/logo.png')).toBe('/static/logo.png');
      expect(compressImageUrl('/lobby/icon.svg')).toBe('/lobby/icon.svg');
      expect(compressImageUrl('/lobby/photo.webp')).toBe('/lobby/photo.webp');
      expect(compressImageUrl('/lobbyx/photo.png')).toBe('/lobbyx/photo.png');
      expect(compressImageUrl('/x/lobby.png')).toBe('/x/lobby.png');
      expect(compressImageUrl('data:image/png;base64,AAAA')).toBe('data:image/png;base64,AAAA');
    });
  });

  describe('when a gif is asked for as avif on iOS or macOS', () => {
    it('keeps the gif', () => {
      expect(compressImageUrl('/lobby/spin.gif', { apple: true })).toBe('/lobby/spin.gif');
      expect(compressImageUrl('/lobby/spin.GIF', { apple: true })).toBe('/lobby/spin.GIF');
    });

    it('still compresses other extensions and webp gifs', () => {
      expect(compressImageUrl('/lobby/a.png', { apple: true })).toBe('/lobby/a.avif');
      expect(compressImageUrl('/lobby/spin.gif', { apple: true, format: 'webp' })).toBe('/lobby/spin.webp');
      expect(compressImageUrl('/lobby/spin.gif', { apple: false })).toBe('/lobby/spin.avif');
    });
  });

  describe('when compression is off or areas are custom', () => {
    it('follows the options', () => {
      expect(compressImageUrl('/lobby/a.png', { format: false })).toBe('/lobby/a.png');
      expect(compressImageUrl('/promo/a.png', { areas: ['promo'] })).toBe('/promo/a.avif');
    });
  });
});

describe('imageCandidates', () => {
  const hosts = ['https://a.example', 'https://b.example/'];

  describe('when the source is a relative asset path', () => {
    it('tries compressed then original on each host in turn', () => {
      expect(imageCandidates('/lobby/card.png', { hosts })).toEqual([
        'https://a.example/lobby/card.avif',
        'https://a.example/lobby/card.png',
        'https://b.example/lobby/card.avif',
        'https://b.example/lobby/card.png',
      ]);
      expect(imageCandidates('lobby/card.png', { hosts })[1]).toBe('https://a.example/lobby/card.png');
    });
  });

  describe('when the source is absolute on one of the hosts', () => {
    it('starts on that host and retries the others', () => {
      expect(imageCandidates('https://b.example/skin/x.jpg', { hosts, format: 'webp' })).toEqual([
        'https://b.example/skin/x.webp',
        'https://b.example/skin/x.jpg',
        'https://a.example/skin/x.webp',
        'https://a.example/skin/x.jpg',
      ]);
    });
  });

  describe('when the source is off the asset hosts', () => {
    it('is tried as given', () => {
      expect(imageCandidates('https://games.example/lobby/a.png', { hosts })).toEqual([
        'https://games.example/lobby/a.png',
      ]);
      expect(imageCandidates('data:image/gif;base64,R0lG', { hosts })).toEqual([
        'data:image/gif;base64,R0lG',
      ]);
      expect(imageCandidates('//cdn.example/a.png', { hosts })).toEqual(['//cdn.example/a.png']);
    });
  });

  describe('when there are no hosts', () => {
    it('tries the path on the page origin', () => {
      expect(imageCandidates('/upload/a.png')).toEqual(['/upload/a.avif', '/upload/a.png']);
      expect(imageCandidates('/static/a.png')).toEqual(['/static/a.png']);
    });
  });

  describe('when the source is empty', () => {
    it('has no candidates', () => {
      expect(imageCandidates('  ')).toEqual([]);
    });
  });
});
