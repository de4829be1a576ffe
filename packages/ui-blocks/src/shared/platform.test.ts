import { describe, expect, it } from 'vitest';
import { isApplePlatform } from './platform';

describe('isApplePlatform', () => {
  describe('when the user agent names an Apple system', () => {
    it('is true for iPhone, iPad and macOS (any browser)', () => {
      expect(isApplePlatform({ userAgent: 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X)' })).toBe(
        true,
      );
      expect(isApplePlatform({ userAgent: 'Mozilla/5.0 (iPad; CPU OS 16_0 like Mac OS X)' })).toBe(true);
      expect(isApplePlatform({ userAgent: 'Mozilla/5.0 (Macintosh; Intel Mac OS X 14_0) Chrome/120' })).toBe(
        true,
      );
    });
  });

  describe('when only the platform field says Mac', () => {
    it('is true', () => {
      expect(isApplePlatform({ userAgent: '', platform: 'MacIntel' })).toBe(true);
    });
  });

  describe('when the system is not Apple', () => {
    it('is false for Android, Windows and no navigator', () => {
      expect(
        isApplePlatform({
          userAgent: 'Mozilla/5.0 (Linux; Android 14) Chrome/120',
          platform: 'Linux armv8l',
        }),
      ).toBe(false);
      expect(
        isApplePlatform({ userAgent: 'Mozilla/5.0 (Windows NT 10.0; Win64; x64)', platform: 'Win32' }),
      ).toBe(false);
      expect(isApplePlatform({})).toBe(false);
    });
  });
});
