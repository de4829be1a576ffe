import { describe, expect, it } from 'vitest';
import { customerServiceTarget } from './customer-service';

describe('customerServiceTarget', () => {
  describe.each<[string, unknown, string | undefined]>([
    [
      'the base site config lists addresses',
      ['https://support.example/chat', 'https://t.me/support'],
      'https://support.example/chat',
    ],
    [
      'the footer lists contact links',
      [
        { jumpType: 'route', jumpValue: '/help' },
        { jumpType: 'url', jumpValue: ' https://chat.example ' },
      ],
      'https://chat.example',
    ],
    [
      'the first links are mail and phone links',
      ['mailto:help@site.example', 'tel:+1', 'http://chat.example'],
      'http://chat.example',
    ],
    [
      'a link would run script',
      ['javascript:alert(1)', 'java\tscript:alert(1)', 'data:text/html,x'],
      undefined,
    ],
    ['a link carries credentials', ['https://user:pass@chat.example'], undefined],
    ['a link is not an address', ['https://', 'https:///path', 'support.example', 42, null], undefined],
    ['there are no links', [], undefined],
    ['the config has no list', undefined, undefined],
    ['the config holds something else', { url: 'https://chat.example' }, undefined],
  ])('when %s', (_what, links, expected) => {
    it(`opens ${expected ?? 'nothing'}`, () => {
      expect(customerServiceTarget(links)).toBe(expected);
    });
  });
});
