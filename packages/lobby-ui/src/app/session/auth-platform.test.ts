import { describe, expect, it } from 'vitest';
import { authPlatformOf } from './auth-platform';

describe('authPlatformOf', () => {
  describe('when the lobby names its platform type', () => {
    it.each([
      { platformType: undefined, platform: 'web' },
      { platformType: 5, platform: 'web' },
      { platformType: 6, platform: 'other' },
      { platformType: 3, platform: 'other' },
    ] as const)('makes $platformType a modal of the $platform width', ({ platformType, platform }) => {
      expect(authPlatformOf(platformType)).toBe(platform);
    });
  });
});
