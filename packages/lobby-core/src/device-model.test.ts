import { describe, expect, it } from 'vitest';
import { deviceModelOf } from './device-model';

describe('deviceModelOf', () => {
  describe('when the user agent names a known browser and device', () => {
    it.each([
      [
        'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Pixel 8',
      ],
      [
        'Mozilla/5.0 (Linux; Android 13; SM-S918B Build/TP1A.220624.014) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/23.0 Chrome/115.0.0.0 Mobile Safari/537.36',
        'Samsung Internet on SM-S918B',
      ],
      [
        'Mozilla/5.0 (Linux; Android 10; K) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36',
        'Chrome on Android',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1',
        'Safari on iPhone',
      ],
      [
        'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0.6778.73 Mobile/15E148 Safari/604.1',
        'Chrome on iPhone',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0',
        'Edge on Windows',
      ],
      [
        'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:133.0) Gecko/20100101 Firefox/133.0',
        'Firefox on Windows',
      ],
      [
        'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Safari/605.1.15',
        'Safari on Mac',
      ],
      [
        'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36',
        'Chrome on Linux',
      ],
    ])('names %s as %s', (userAgent, expected) => {
      expect(deviceModelOf(userAgent)).toBe(expected);
    });
  });

  describe('when the user agent is empty or unknown', () => {
    it.each([[''], ['curl/8.5.0']])('%j names nothing', (userAgent) => {
      expect(deviceModelOf(userAgent)).toBeUndefined();
    });
  });

  describe('when the user agent carries characters a header cannot', () => {
    it('keeps printable ASCII only, at most 64 characters', () => {
      const name = deviceModelOf(
        `Mozilla/5.0 (Linux; Android 14; Pixel\u00e9 ${'X'.repeat(80)}) Chrome/131.0`,
      );
      expect(name).toMatch(/^Chrome on Pixel X+$/);
      expect(name!.length).toBe(64);
    });
  });
});
