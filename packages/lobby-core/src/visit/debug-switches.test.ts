import { describe, expect, it } from 'vitest';
import { readDebugSwitches, searchOfHref, type DebugSwitches } from './debug-switches';

describe('readDebugSwitches', () => {
  describe('when the build allows them', () => {
    it.each<[string, DebugSwitches]>([
      ['', {}],
      ['?mock.cardLite', { cardLite: true }],
      ['?mock.cardLite=1', { cardLite: true }],
      ['mock.cardLite=true', { cardLite: true }],
      ['?keepAlive', { keepAlive: true }],
      ['?noLazy=1', { noLazy: true }],
      ['?blurAnimation=true', { blurAnimation: true }],
      ['?openPC', { openPC: true }],
      ['?mock.pseudoLocale', { pseudoLocale: true }],
      ['?animationMode=full', { animationMode: 'full' }],
      ['?animationMode=reduced', { animationMode: 'reduced' }],
      ['?animationMode=none', { animationMode: 'none' }],
      [
        '?mock.cardLite&keepAlive=1&noLazy=true&blurAnimation&openPC=1&animationMode=none&cid=8201',
        {
          cardLite: true,
          keepAlive: true,
          noLazy: true,
          blurAnimation: true,
          openPC: true,
          animationMode: 'none',
        },
      ],
    ])('reads %j', (search, switches) => {
      expect(readDebugSwitches(search, true)).toEqual(switches);
    });

    it.each([
      ['switched off with 0', '?noLazy=0'],
      ['switched off with false', '?openPC=false'],
      ['a value outside the set', '?keepAlive=yes'],
      ['a capitalised value', '?keepAlive=TRUE'],
      ['markup', '?blurAnimation=%3Cscript%3Ealert(1)%3C%2Fscript%3E'],
      ['a name in another case', '?nolazy=1&OPENPC&Mock.cardLite'],
      ['the name without its prefix', '?cardLite=1'],
      ['a name given twice', '?noLazy&noLazy=1'],
      ['a name given twice, differently', '?openPC=1&openPC=0'],
      ['an unknown animation mode', '?animationMode=slow'],
      ['an animation mode in another case', '?animationMode=None'],
      ['an animation mode given twice', '?animationMode=none&animationMode=none'],
      ['an inherited name', '?__proto__=1&constructor&toString=true'],
      ['a huge value', `?animationMode=${'none'.repeat(100_000)}&noLazy=${'1'.repeat(100_000)}`],
      ['a broken escape', '?noLazy=%E0%A4%A'],
    ])('ignores %s', (_what, search) => {
      expect(readDebugSwitches(search, true)).toEqual({});
    });

    it('keeps the good switches next to ignored ones', () => {
      expect(readDebugSwitches('?noLazy=maybe&openPC&animationMode=fast&keepAlive=0', true)).toEqual({
        openPC: true,
      });
    });
  });

  describe('when the build does not allow them', () => {
    it.each([
      '?mock.cardLite',
      '?keepAlive=1',
      '?noLazy=true',
      '?blurAnimation',
      '?openPC=1',
      '?animationMode=none',
      '?mock.cardLite&keepAlive&noLazy&blurAnimation&openPC&animationMode=reduced',
    ])('reads nothing of %j', (search) => {
      expect(readDebugSwitches(search, false)).toEqual({});
    });
  });
});

describe('searchOfHref', () => {
  it.each([
    ['https://lobby.example/?noLazy', '?noLazy'],
    ['https://lobby.example/#/home?openPC', 'openPC'],
    ['https://lobby.example/?noLazy#/home?openPC=1', '?noLazy&openPC=1'],
    ['https://lobby.example/', ''],
    ['/relative?keepAlive', '?keepAlive'],
    ['http://[bad', ''],
  ])('finds the query of %j', (href, search) => {
    expect(searchOfHref(href)).toBe(search);
  });
});
