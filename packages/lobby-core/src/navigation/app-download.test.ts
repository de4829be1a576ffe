import { describe, expect, it } from 'vitest';
import { appDownloadTarget } from './app-download';

const urls = (...domains: string[]) => ({ download_domain_url: domains.map((domain) => ({ domain })) });

describe('appDownloadTarget', () => {
  describe.each<[string, Parameters<typeof appDownloadTarget>[0], string | undefined]>([
    [
      'the first domain is an address',
      urls('https://get.example/app', 'https://other.example'),
      'https://get.example/app',
    ],
    ['the domain is bare', urls('get.example'), 'https://get.example'],
    ['the domain has a port', urls('get.example:8443'), 'https://get.example:8443'],
    [
      'the first domain is empty or not one',
      urls('', 'not a domain', 'http://get.example'),
      'http://get.example',
    ],
    [
      'a domain has another scheme',
      urls('ftp://get.example', 'javascript:alert(1)', 'data:text/html,x'),
      undefined,
    ],
    ['a domain carries credentials', urls('mailto:me@get.example'), undefined],
    ['no domain is configured', urls(), undefined],
    ['the site URLs have not come', undefined, undefined],
  ])('when %s', (_what, siteUrls, expected) => {
    it(`opens ${expected ?? 'nothing'}`, () => {
      expect(appDownloadTarget(siteUrls)).toBe(expected);
    });
  });
});
