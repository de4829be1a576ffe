import { describe, expect, it } from 'vitest';
import { allowedLink, httpUrl } from './link-policy';

const policy = {
  baseUrl: 'https://lobby.example/notice',
  allowedHosts: ['promo.example', '*.games.example'],
};

describe('allowedLink', () => {
  describe('when the link is http(s) on an allowed host', () => {
    it('keeps it as an absolute URL', () => {
      expect(allowedLink('https://promo.example/a?b=1', policy)).toBe('https://promo.example/a?b=1');
      expect(allowedLink('http://slots.games.example/', policy)).toBe('http://slots.games.example/');
      expect(allowedLink('/wallet', policy)).toBe('https://lobby.example/wallet');
      expect(allowedLink('  HTTPS://PROMO.EXAMPLE/x', policy)).toBe('https://promo.example/x');
    });
  });

  describe('when the host is not allow-listed', () => {
    it('drops it, including look-alikes', () => {
      expect(allowedLink('https://evil.example/', policy)).toBeUndefined();
      expect(allowedLink('https://promo.example.evil.example/', policy)).toBeUndefined();
      expect(allowedLink('https://games.example/', policy)).toBeUndefined();
      expect(allowedLink('https://xgames.example/', policy)).toBeUndefined();
      expect(allowedLink('//evil.example/x', policy)).toBeUndefined();
      expect(allowedLink('https://promo.example@evil.example/', policy)).toBeUndefined();
      expect(allowedLink('https://promo.example:x@promo.example/', policy)).toBeUndefined();
    });

    it('allows any http(s) host with *', () => {
      expect(allowedLink('https://anything.example/', { ...policy, allowedHosts: ['*'] })).toBe(
        'https://anything.example/',
      );
    });
  });

  describe('when the scheme is not http(s)', () => {
    it('drops it, whatever the encoding tricks', () => {
      for (const href of [
        'javascript:alert(1)',
        'JaVaScRiPt:alert(1)',
        ' \tjava\nscript:alert(1)',
        'data:text/html,<script>alert(1)</script>',
        'vbscript:msgbox(1)',
        'mailto:a@b.example',
        'file:///etc/passwd',
        'blob:https://lobby.example/uuid',
        '\u0001javascript:alert(1)',
      ]) {
        expect(allowedLink(href, { ...policy, allowedHosts: ['*'] }), href).toBeUndefined();
      }
    });
  });
});

describe('httpUrl', () => {
  it('accepts http(s) on any host and refuses other schemes', () => {
    expect(httpUrl('https://cdn.example/a.png', policy.baseUrl)).toBe('https://cdn.example/a.png');
    expect(httpUrl('a.png', policy.baseUrl)).toBe('https://lobby.example/a.png');
    expect(httpUrl('data:image/png;base64,AAAA', policy.baseUrl)).toBeUndefined();
    expect(httpUrl('javascript:alert(1)', policy.baseUrl)).toBeUndefined();
    expect(httpUrl('http://[bad', policy.baseUrl)).toBeUndefined();
  });
});
