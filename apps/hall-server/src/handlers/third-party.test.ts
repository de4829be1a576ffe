import { THIRD_PARTY_UNREGISTERED_CODE, userInfoSchema } from '@lobbykit/contract';
import { createHash, randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceCode, serviceError, startTestHall, testClient } from '../test-support/hall';

const REDIRECT = 'http://lobby.test/pages/actions/index.html?type=line';

/** What the lobby does in the browser: PKCE pair, the authorize redirect, the code from the callback. */
async function lineCode(server: HallServer, loginHint: string, clientId = 'line-demo-1001') {
  const verifier = randomBytes(32).toString('base64url');
  const challenge = createHash('sha256').update(verifier).digest('base64url');
  const url = new URL(`${server.url}/idp/line/authorize`);
  url.search = new URLSearchParams({
    response_type: 'code',
    client_id: clientId,
    redirect_uri: REDIRECT,
    state: 'st-42',
    code_challenge: challenge,
    code_challenge_method: 'S256',
    login_hint: loginHint,
  }).toString();
  const response = await fetch(url, { redirect: 'manual' });
  expect(response.status).toBe(302);
  const back = new URL(response.headers.get('location')!);
  expect(back.searchParams.get('state')).toBe('st-42');
  expect(back.searchParams.get('type')).toBe('line');
  return { code: back.searchParams.get('code')!, verifier };
}

describe('third-party sign-in', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a player signs in with LINE (PKCE, code exchanged by the server)', () => {
    it('logs a linked account in', async () => {
      const client = testClient(server);
      const { code, verifier } = await lineCode(server, 'line-user-player01');
      const result = await client.client.request('thirdPartyLogin', {
        params: { requester_type: 'line', code, code_verifier: verifier, redirect_uri: REDIRECT },
        schema: userInfoSchema,
      });
      expect(result.ok && result.data.username).toBe('player01');
      expect(client.client.session.token).toMatch(/^st_/);
      const counters = await control.counters.get();
      expect(counters.idpCodeExchanges).toBeGreaterThanOrEqual(1);
    });

    it('answers 100 for an unknown account, then registers it with the prefilled data', async () => {
      const client = testClient(server);
      const { code, verifier } = await lineCode(server, 'line-new-friend');
      const unknown = await client.call('thirdPartyLogin', {
        requester_type: 'line',
        code,
        code_verifier: verifier,
        redirect_uri: REDIRECT,
      });
      expect(serviceCode(unknown)).toBe(String(THIRD_PARTY_UNREGISTERED_CODE));
      const prefill = (serviceError(unknown)?.data ?? {}) as {
        access_token: string;
        email: string;
        id: string;
      };
      expect(prefill).toMatchObject({ id: 'line-new-friend', email: 'line-new-friend@line.idp.example' });
      const registered = await client.call<{ username: string }>('thirdPartyRegister', {
        requester_type: 'line',
        access_token: prefill.access_token,
        currency: 'BRL',
      });
      expect(registered.ok && registered.data.username).toMatch(/^linenewfri\d+$/);
      const { code: again, verifier: againVerifier } = await lineCode(server, 'line-new-friend');
      const login = await testClient(server).call<{ username: string }>('thirdPartyLogin', {
        requester_type: 'line',
        code: again,
        code_verifier: againVerifier,
        redirect_uri: REDIRECT,
      });
      expect(login.ok && registered.ok && login.data.username).toBe(
        registered.ok ? registered.data.username : '',
      );
    });

    it('refuses a wrong verifier, a used code and a LINE authorize without PKCE', async () => {
      const client = testClient(server);
      const { code } = await lineCode(server, 'line-user-player01');
      expect(
        serviceCode(
          await client.call('thirdPartyLogin', {
            requester_type: 'line',
            code,
            code_verifier: 'wrong',
            redirect_uri: REDIRECT,
          }),
        ),
      ).toBe('1011');
      expect(
        serviceCode(
          await client.call('thirdPartyLogin', {
            requester_type: 'line',
            code,
            code_verifier: 'wrong',
            redirect_uri: REDIRECT,
          }),
        ),
      ).toBe('1011');
      const noPkce = await fetch(
        `${server.url}/idp/line/authorize?response_type=code&client_id=line-demo-1001&redirect_uri=${encodeURIComponent(REDIRECT)}`,
        { redirect: 'manual' },
      );
      expect(noPkce.status).toBe(400);
    });

    it('needs the client secret for the exchange, which only the server has', async () => {
      const { code, verifier } = await lineCode(server, 'line-user-player01');
      const browserTry = await fetch(`${server.url}/idp/line/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          grant_type: 'authorization_code',
          code,
          code_verifier: verifier,
          client_id: 'line-demo-1001',
          redirect_uri: REDIRECT,
        }).toString(),
      });
      expect(browserTry.status).toBe(400);
      expect(await browserTry.json()).toMatchObject({ error: 'invalid_client' });
    });
  });

  describe("when a test sends the site's LINE sign-in to a page of its own", () => {
    it('gives that page in the system info until the switch is removed, and refuses what is not a URL', async () => {
      const lineUrl = async () => {
        const status = await testClient(server).call<{ homeGetSysInfo: Record<string, unknown> }>(
          'systemStatus',
        );
        if (!status.ok) throw new Error('no system status');
        return status.data.homeGetSysInfo['lineAuthorizeUrl'];
      };
      expect(await lineUrl()).toBe(`${server.url}/idp/line/authorize`);
      await control.sites.set('demo', { lineAuthorizeUrl: 'http://127.0.0.1:9/line?as=friend' });
      expect(await lineUrl()).toBe('http://127.0.0.1:9/line?as=friend');
      await expect(control.sites.set('demo', { lineAuthorizeUrl: 'javascript:alert(1)' })).rejects.toThrow(
        /lineAuthorizeUrl must be an http\(s\) URL/,
      );
      await control.sites.set('demo', { lineAuthorizeUrl: null });
      expect(await lineUrl()).toBe(`${server.url}/idp/line/authorize`);
    });
  });

  describe('when a player signs in with Google or Facebook tokens', () => {
    it('takes an implicit-flow token, registers, and binds another provider to the account', async () => {
      const authorize = await fetch(
        `${server.url}/idp/google/authorize?response_type=token&client_id=google-demo-1001.apps.example&redirect_uri=${encodeURIComponent('http://lobby.test/cb')}&login_hint=g-ana`,
        { redirect: 'manual' },
      );
      const fragment = new URLSearchParams(new URL(authorize.headers.get('location')!).hash.slice(1));
      const client = testClient(server);
      const token = fragment.get('access_token')!;
      expect(
        serviceCode(await client.call('thirdPartyLogin', { requester_type: 'google', access_token: token })),
      ).toBe('100');
      const registered = await client.call<{ username: string }>('thirdPartyRegister', {
        requester_type: 'google',
        access_token: token,
        username: 'googleana',
      });
      expect(registered.ok && registered.data.username).toBe('googleana');
      const facebook = await control.idpToken({
        provider: 'facebook',
        siteCode: 'demo',
        loginHint: 'fb-ana',
      });
      expect(
        (
          await client.call('bindThirdParty', {
            requester_type: 'facebook',
            access_token: facebook.access_token,
          })
        ).ok,
      ).toBe(true);
      const viaFacebook = await testClient(server).call<{ username: string }>('thirdPartyLogin', {
        requester_type: 'facebook',
        access_token: facebook.access_token,
      });
      expect(viaFacebook.ok && viaFacebook.data.username).toBe('googleana');
    });

    it('refuses a token issued to another site, and QQ or WeChat', async () => {
      const siamToken = await control.idpToken({
        provider: 'google',
        siteCode: 'siam',
        loginHint: 'g-ana',
      });
      const client = testClient(server);
      const refused = await client.call('thirdPartyLogin', {
        requester_type: 'google',
        access_token: siamToken.access_token,
      });
      expect(serviceCode(refused)).toBe('1011');
      expect(
        serviceCode(await client.call('thirdPartyLogin', { requester_type: 'qq', access_token: 'x' })),
      ).toBe('invalid-params');
      expect(
        serviceCode(await client.call('thirdPartyLogin', { requester_type: 'wechat', access_token: 'x' })),
      ).toBe('invalid-params');
    });
  });
});
