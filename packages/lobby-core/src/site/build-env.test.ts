import { describe, expect, it } from 'vitest';
import { buildVersion, isDebugBuild, siteStaticKeys } from './build-env';

describe('siteStaticKeys', () => {
  const defaults = { siam: 'key-siam', nova: 'key-nova' };

  it.each([
    ['a default', undefined, 'siam', 'key-siam'],
    ['a key the build adds', '{"jade":"key-jade"}', 'jade', 'key-jade'],
    ['a key the build replaces', '{"siam":"key-new"}', 'siam', 'key-new'],
    ['a default the build leaves', '{"jade":"key-jade"}', 'nova', 'key-nova'],
  ])('answers %s', (_case, json, site, key) => {
    expect(siteStaticKeys('lobby-aurora', defaults, json)(site)).toBe(key);
  });

  it.each([['zzz'], ['__proto__'], ['toString'], ['']])('refuses a site it has no key for (%j)', (site) => {
    expect(() => siteStaticKeys('lobby-aurora', defaults)(site)).toThrow(
      `lobby-aurora: no static key for site "${site}" (set VITE_SITE_STATIC_KEYS)`,
    );
  });

  it.each([['[]'], ['"key"'], ['null'], ['{"siam":1}']])(
    'refuses a build value that is no map of keys (%s)',
    (json) => {
      expect(() => siteStaticKeys('lobby-aurora', defaults, json)).toThrow(TypeError);
    },
  );
});

describe('isDebugBuild', () => {
  it.each([
    [true, undefined, true],
    [false, '1', true],
    [false, 'true', true],
    [false, undefined, false],
    [false, '', false],
    [false, '0', false],
    [false, 'yes', false],
  ] as const)('dev %s, VITE_LOBBY_DEBUG %j: %s', (dev, flag, reads) => {
    expect(isDebugBuild(dev, flag)).toBe(reads);
  });
});

describe('buildVersion', () => {
  it.each([
    ['unset', undefined, 'v4.1.140'],
    ['empty', '', 'v4.1.140'],
    ['a release version', 'v4.1.141', 'v4.1.141'],
    ['one without the v, spaces around', ' 5.0.2 ', '5.0.2'],
  ])('answers the build its version when %s', (_case, value, version) => {
    expect(buildVersion(value, 'v4.1.140')).toBe(version);
  });

  it.each([['latest'], ['v4.1.x'], ['<img src=x>'], ['4.1.1.1.1']])(
    'refuses %j, saying what to set',
    (value) => {
      expect(() => buildVersion(value, 'v4.1.140')).toThrow(/VITE_APP_VERSION must be a version/);
    },
  );
});
