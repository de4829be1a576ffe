import { describe, expect, it } from 'vitest';
import { contentSecurityPolicy, securityHeaders } from '../index.js';

/** The policy, directive by directive: `connect-src` -> its sources. */
const directives = (policy: string) =>
  new Map(policy.split('; ').map((directive) => [directive.split(' ')[0], directive.split(' ').slice(1)]));

describe('contentSecurityPolicy', () => {
  describe('when the site has no lines of its own', () => {
    const policy = contentSecurityPolicy();

    it('allows its own origin only, no plugins, no inline or eval, framed by itself only', () => {
      expect(policy).toBe(
        "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self'; connect-src 'self'; " +
          "object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'self'",
      );
      expect(policy).not.toContain('unsafe-');
    });
  });

  describe('when the site has API and asset lines', () => {
    const policy = directives(
      contentSecurityPolicy({
        connect: ['https://api1.example.com', 'https://api2.example.com:8443/', 'http://127.0.0.1:7100'],
        images: ['https://img.example.com'],
      }),
    );

    it('connects to exactly those lines, each with its WebSocket twin on the same host', () => {
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://api1.example.com',
        'wss://api1.example.com',
        'https://api2.example.com:8443',
        'wss://api2.example.com:8443',
        'http://127.0.0.1:7100',
        'ws://127.0.0.1:7100',
      ]);
    });

    it('loads pictures from the asset lines and nothing else from them', () => {
      expect(policy.get('img-src')).toEqual(["'self'", 'https://img.example.com']);
      expect(policy.get('script-src')).toEqual(["'self'"]);
    });
  });

  describe('when a line is the same origin twice', () => {
    it('lists it once', () => {
      const policy = directives(
        contentSecurityPolicy({ connect: ['https://api.example.com', 'https://API.example.com/'] }),
      );
      expect(policy.get('connect-src')).toEqual([
        "'self'",
        'https://api.example.com',
        'wss://api.example.com',
      ]);
    });
  });

  describe('when a line is not a plain http(s) origin', () => {
    it.each([
      'ws:',
      'wss:',
      'https:',
      '*',
      'https://*.example.com',
      'wss://api.example.com',
      'https://api.example.com/hall',
      'https://api.example.com?x=1',
      'https://user@api.example.com',
      "https://api.example.com; script-src 'unsafe-inline'",
      'api.example.com',
    ])('refuses %j instead of widening the policy', (line) => {
      expect(() => contentSecurityPolicy({ connect: [line] })).toThrow(TypeError);
      expect(() => contentSecurityPolicy({ images: [line] })).toThrow(TypeError);
    });
  });
  describe('when the site frames the demo game pages of the hall', () => {
    const policy = directives(
      contentSecurityPolicy({
        connect: ['http://127.0.0.1:7100'],
        frames: ['http://127.0.0.1:7300', 'http://127.0.0.1:7301/'],
      }),
    );

    it('frames its own origin and exactly those origins, nothing else', () => {
      expect(policy.get('frame-src')).toEqual(["'self'", 'http://127.0.0.1:7300', 'http://127.0.0.1:7301']);
    });

    it('lets no frame line widen what the page connects to or loads', () => {
      expect(policy.get('connect-src')).toEqual(["'self'", 'http://127.0.0.1:7100', 'ws://127.0.0.1:7100']);
      expect(policy.get('img-src')).toEqual(["'self'"]);
      expect(policy.get('script-src')).toEqual(["'self'"]);
      expect(policy.get('frame-ancestors')).toEqual(["'self'"]);
    });

    it('keeps the directives in their order, frame-src after connect-src', () => {
      expect([...policy.keys()]).toEqual([
        'default-src',
        'script-src',
        'style-src',
        'img-src',
        'connect-src',
        'frame-src',
        'object-src',
        'base-uri',
        'form-action',
        'frame-ancestors',
      ]);
    });
  });

  describe('when a frame line is not a plain http(s) origin', () => {
    it.each([
      '*',
      'https:',
      'data:',
      'https://*.example.com',
      'https://hall.example.com/play/x',
      'javascript:alert(1)',
    ])('refuses %j instead of widening frame-src', (line) => {
      expect(() => contentSecurityPolicy({ frames: [line] })).toThrow(TypeError);
    });
  });
});

describe('contentSecurityPolicy, when the page sends tracking beacons', () => {
  it('connects to their origins, whatever the collection path, and to nothing else of theirs', () => {
    const policy = directives(
      contentSecurityPolicy({
        beacons: ['https://www.google-analytics.com', 'http://127.0.0.1:7300/vendors'],
      }),
    );
    expect(policy.get('connect-src')).toEqual([
      "'self'",
      'https://www.google-analytics.com',
      'http://127.0.0.1:7300',
    ]);
    expect(policy.get('img-src')).toEqual(["'self'"]);
  });

  it.each(['*', 'https://*.example', 'javascript:x', 'ws://t.example'])('refuses %j', (beacon) => {
    expect(() => contentSecurityPolicy({ beacons: [beacon] })).toThrow(TypeError);
  });
});

describe('securityHeaders', () => {
  describe('when built for a site', () => {
    it('carries the policy, no MIME sniffing, and an origin-only cross-origin Referer', () => {
      expect(securityHeaders({ connect: ['https://api.example.com'] })).toEqual({
        'Content-Security-Policy': contentSecurityPolicy({ connect: ['https://api.example.com'] }),
        'X-Content-Type-Options': 'nosniff',
        'Referrer-Policy': 'strict-origin-when-cross-origin',
      });
    });
  });
});
