// Custom properties as a style prop: what a server render can carry.
import { describe, expect, it } from 'vitest';
import { cssVarsStyle } from './use-css-vars';

describe('cssVarsStyle', () => {
  it.each([
    ['strings and numbers, as text', { '--a': '4 / 3', '--b': 2 }, { '--a': '4 / 3', '--b': '2' }],
    ['undefined and null left out', { '--a': undefined, '--b': null, '--c': 0 }, { '--c': '0' }],
    ['nothing', {}, {}],
  ] as const)('%s', (_case, vars, style) => {
    expect(cssVarsStyle(vars)).toEqual(style);
  });
});
