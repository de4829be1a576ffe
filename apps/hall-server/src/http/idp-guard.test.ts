import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from '../control/control-client';
import { startHallServer, type HallServer } from '../server';
import { startTestHall } from '../test-support/hall';

const REDIRECT = 'http://lobby.test/cb';

/** An implicit-flow authorize request: what a page would open to get a token without PKCE. */
const implicitAuthorize = (server: HallServer, provider: string, clientId: string) =>
  fetch(
    `${server.url}/idp/${provider}/authorize?response_type=token&client_id=${clientId}&redirect_uri=${encodeURIComponent(REDIRECT)}&login_hint=line-user-player01`,
    { redirect: 'manual' },
  );

describe('fake identity provider guard', () => {
  describe('when the server is started without asking for the fake identity provider', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startHallServer({ control: true });
    });
    afterAll(async () => {
      await server.close();
    });

    it('serves no /idp route, so nobody can mint a token for a linked subject', async () => {
      const authorize = await implicitAuthorize(server, 'google', 'google-demo-1001.apps.example');
      expect(authorize.status).toBe(404);
      expect(authorize.headers.get('location')).toBeNull();
      expect((await fetch(`${server.url}/idp/line/tokeninfo?access_token=x`)).status).toBe(404);
    });

    it('refuses the control API token shortcut', async () => {
      const control = createControlClient(server.controlUrl!);
      await expect(control.idpToken({ provider: 'line', siteCode: 'demo' })).rejects.toThrow(/400.*off/);
    });
  });

  describe('when the fake identity provider is on', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startTestHall({ fakeIdentityProvider: true });
    });
    afterAll(async () => {
      await server.close();
    });

    it('refuses the implicit flow for LINE: no token without PKCE', async () => {
      const authorize = await implicitAuthorize(server, 'line', 'line-demo-1001');
      expect(authorize.status).toBe(400);
      expect(authorize.headers.get('location')).toBeNull();
      expect(await authorize.json()).toMatchObject({ error: 'unsupported_response_type' });
    });

    it('still gives Google and Facebook their implicit-flow token', async () => {
      const authorize = await implicitAuthorize(server, 'google', 'google-demo-1001.apps.example');
      expect(authorize.status).toBe(302);
      expect(authorize.headers.get('location')).toContain('access_token=');
    });
  });
});
