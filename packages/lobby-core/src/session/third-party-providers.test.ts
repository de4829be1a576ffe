import { describe, expect, it } from 'vitest';
import {
  authorizeUrlOf,
  thirdPartyKindsOf,
  thirdPartyProvidersOf,
  thirdPartyRedirectUri,
} from './third-party-providers';

describe('thirdPartyProvidersOf', () => {
  describe('when the system info carries app ids', () => {
    it('turns on those providers, in button order, with the public authorize URLs', () => {
      const providers = thirdPartyProvidersOf({ lineAppId: 'line-1', googleAppId: 'g-1' });
      expect(providers.map((provider) => provider.kind)).toEqual(['google', 'line']);
      expect(providers[0]).toMatchObject({
        clientId: 'g-1',
        responseType: 'token',
        authorizeUrl: 'https://accounts.google.com/o/oauth2/v2/auth',
      });
      expect(providers[1]).toMatchObject({ clientId: 'line-1', responseType: 'code' });
    });

    it("takes the site's own authorize URL when it names one", () => {
      const [facebook] = thirdPartyProvidersOf({
        facebookAppId: 'fb-1',
        facebookAuthorizeUrl: 'http://127.0.0.1:7300/idp/facebook/authorize',
      } as never);
      expect(facebook?.authorizeUrl).toBe('http://127.0.0.1:7300/idp/facebook/authorize');
    });

    it('ignores an authorize URL that is not http(s)', () => {
      const [google] = thirdPartyProvidersOf({
        googleAppId: 'g-1',
        googleAuthorizeUrl: 'javascript:alert(1)',
      } as never);
      expect(google?.authorizeUrl).toBe('https://accounts.google.com/o/oauth2/v2/auth');
    });
  });

  describe('when the system info has no app id or none at all', () => {
    it('offers nothing', () => {
      expect(thirdPartyProvidersOf(undefined)).toEqual([]);
      expect(thirdPartyProvidersOf({ facebookAppId: ' ' })).toEqual([]);
    });
  });
});

describe('thirdPartyKindsOf', () => {
  describe('when the system info carries some app ids', () => {
    it('answers those kinds in button order', () => {
      expect(thirdPartyKindsOf({ lineAppId: 'line-1', facebookAppId: 'fb-1' })).toEqual(['facebook', 'line']);
      expect(thirdPartyKindsOf({ googleAppId: '' })).toEqual([]);
      expect(thirdPartyKindsOf(undefined)).toEqual([]);
    });
  });
});

describe('authorizeUrlOf', () => {
  const [google, line] = thirdPartyProvidersOf({ googleAppId: 'g-1', lineAppId: 'line-1' });
  const redirectUri = thirdPartyRedirectUri('http://lobby.test', 'line');

  describe('when the provider uses the implicit flow', () => {
    it('asks for a token with the state and no PKCE', () => {
      const url = new URL(authorizeUrlOf(google!, { redirectUri, state: 'st-1' }));
      expect(Object.fromEntries(url.searchParams)).toEqual({
        response_type: 'token',
        client_id: 'g-1',
        redirect_uri: 'http://lobby.test/pages/actions/index.html?type=line',
        scope: 'openid email profile',
        state: 'st-1',
      });
    });
  });

  describe('when the provider uses the code flow', () => {
    it('asks for a code with the S256 challenge and never a secret', () => {
      const href = authorizeUrlOf(line!, { redirectUri, state: 'st-2', codeChallenge: 'chal' });
      const url = new URL(href);
      expect(url.searchParams.get('response_type')).toBe('code');
      expect(url.searchParams.get('code_challenge')).toBe('chal');
      expect(url.searchParams.get('code_challenge_method')).toBe('S256');
      expect(href).not.toMatch(/secret/i);
    });

    it('refuses to build it without a challenge', () => {
      expect(() => authorizeUrlOf(line!, { redirectUri, state: 'st-3' })).toThrow(/PKCE/);
    });
  });
});
