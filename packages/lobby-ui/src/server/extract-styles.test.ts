// The theme's properties of a server render, as a rule for the page's <html>.
import { describe, expect, it } from 'vitest';
import { themeRootRule } from './extract-styles';

describe('themeRootRule', () => {
  it.each([
    ['no theme wrapper', '<div class="lk-app" style="--lk-a:1"></div>', ''],
    ['a wrapper without a style', '<div data-lk-theme="classic"></div>', ''],
    [
      'custom properties only, in their order',
      '<div class="lk-app" data-lk-theme="classic" style="--lk-a:1px;color:var(--lk-a);--lk-b:#fff"><p style="--lk-c:2"></p></div>',
      ':root{--lk-a:1px;--lk-b:#fff}',
    ],
    [
      'a value with a semicolon in quotes or brackets, and entities decoded',
      '<div data-lk-theme="aurora" style="--lk-font:&quot;A;B&quot;, sans-serif;--lk-bg:url(x;y.png)"></div>',
      ':root{--lk-font:"A;B", sans-serif;--lk-bg:url(x;y.png)}',
    ],
  ])('%s', (_case, markup, rule) => {
    expect(themeRootRule(markup)).toBe(rule);
  });

  it('refuses a property that could end its rule', () => {
    expect(() => themeRootRule('<div data-lk-theme="x" style="--lk-a:1}body{color:red"></div>')).toThrow(
      /cannot be written as a rule/,
    );
  });
});
