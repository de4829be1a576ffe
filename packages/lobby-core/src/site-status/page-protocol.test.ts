import { describe, expect, it } from 'vitest';
import {
  readStatusPageContent,
  readStatusPageReady,
  STATUS_PAGE_CONTENT,
  STATUS_PAGE_READY,
} from './page-protocol';

const KEY = 'k3y-0123456789';
const content = {
  type: STATUS_PAGE_CONTENT,
  key: KEY,
  lang: 'pt-BR',
  dir: 'ltr',
  title: 'Em manutenção',
  body: 'Voltamos já.',
  countdown: { endMs: 1000, serverOffsetMs: -20, template: 'Voltamos em {{time}}', ended: 'Voltamos já' },
  note: undefined,
  link: { label: 'Suporte', href: 'https://cs.example/chat' },
};

describe('readStatusPageReady', () => {
  it.each([
    ['a ready message', { type: STATUS_PAGE_READY, key: KEY }, { type: STATUS_PAGE_READY, key: KEY }],
    ['a short key', { type: STATUS_PAGE_READY, key: 'abc' }, undefined],
    ['a key with markup', { type: STATUS_PAGE_READY, key: '<b>0123456789</b>' }, undefined],
    ['another type', { type: 'other', key: KEY }, undefined],
    ['a text', 'lobbykit:status-page-ready', undefined],
    ['null', null, undefined],
  ])('reads %s', (_name, data, expected) => {
    expect(readStatusPageReady(data)).toEqual(expected);
  });
});

describe('readStatusPageContent', () => {
  it('keeps a well-made message', () => {
    expect(readStatusPageContent(content)).toEqual(content);
  });

  it.each([
    [
      'a javascript: link',
      { ...content, link: { label: 'x', href: 'javascript:alert(1)' } },
      { link: undefined },
    ],
    [
      'a data: link',
      { ...content, link: { label: 'x', href: 'data:text/html,<script>1</script>' } },
      { link: undefined },
    ],
    [
      'a countdown without its end',
      { ...content, countdown: { ...content.countdown, endMs: 'soon' } },
      { countdown: undefined },
    ],
    ['a direction other than rtl', { ...content, dir: 'sideways' }, { dir: 'ltr' }],
    ['a very long body', { ...content, body: 'x'.repeat(2000) }, { body: 'x'.repeat(500) }],
  ])('reads %s safely', (_name, data, expected) => {
    expect(readStatusPageContent(data)).toEqual({ ...content, ...expected });
  });

  it.each([
    ['no title', { ...content, title: undefined }],
    ['a title that is not text', { ...content, title: { html: '<img>' } }],
    ['a language that is not a tag', { ...content, lang: 'en"><script>' }],
    ['a bad key', { ...content, key: '../../etc' }],
    ['another type', { ...content, type: STATUS_PAGE_READY }],
    ['an array', [content]],
  ])('refuses %s', (_name, data) => {
    expect(readStatusPageContent(data)).toBeUndefined();
  });
});
