import { describe, expect, it } from 'vitest';
import { failedModuleAddress, retryAddress } from './module-address';

const chunk = 'https://lobby.example/assets/SearchPage-Bx1.js';

describe('failedModuleAddress', () => {
  it.each([
    ['Chromium', new TypeError(`Failed to fetch dynamically imported module: ${chunk}`), chunk],
    ['Firefox', new TypeError(`error loading dynamically imported module: ${chunk}`), chunk],
    [
      'a retry address',
      new TypeError(`Failed to fetch dynamically imported module: ${chunk}?lk-retry=2`),
      chunk,
    ],
    [
      'loopback over http',
      new TypeError('Failed to fetch dynamically imported module: http://127.0.0.1:4/a.js'),
      'http://127.0.0.1:4/a.js',
    ],
    ['Safari (no address)', new TypeError('Importing a module script failed.'), undefined],
    ['another error', new Error('boom'), undefined],
    ['not an error', 'Failed to fetch dynamically imported module: https://x.example/a.js', undefined],
    ['no address after the words', new TypeError('Failed to fetch dynamically imported module: '), undefined],
    [
      'a relative address',
      new TypeError('Failed to fetch dynamically imported module: /assets/a.js'),
      undefined,
    ],
    [
      'a javascript: address',
      new TypeError('Failed to fetch dynamically imported module: javascript:alert(1)'),
      undefined,
    ],
    [
      'a data: address',
      new TypeError('Failed to fetch dynamically imported module: data:text/javascript,1'),
      undefined,
    ],
  ])('%s', (_case, error, expected) => {
    expect(failedModuleAddress(error)).toBe(expected);
  });
});

describe('retryAddress', () => {
  it.each([
    [chunk, 1, `${chunk}?lk-retry=1`],
    [`${chunk}?v=3`, 2, `${chunk}?v=3&lk-retry=2`],
    [`${chunk}?lk-retry=1`, 2, `${chunk}?lk-retry=2`],
  ])('%s, attempt %i: %s', (address, attempt, expected) => {
    expect(retryAddress(address, attempt)).toBe(expected);
  });
});
