// @vitest-environment node
// Third-party sign-in against the reference hall and its fake identity providers (spec §4
// "Login", §6, §8): each provider's linked account logs in, an unknown account answers 100 and
// registers with the prefill, and failures come back as outcomes. The sign-in window is played
// by fetch: it follows the real authorize redirect, then hands the callback page's message to
// the lobby as the page would (the Chromium test of the page itself is in lobby-ui's apps).
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage, type MemoryStorage } from '@lobbykit/test-utils/storage';
import { webcrypto } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { callbackMessageOf } from './third-party-callback';
import { THIRD_PARTY_PENDING_KEY } from './third-party-flow';
import type { ThirdPartyMessage, ThirdPartyOptions } from './third-party-world';

let hall: TestHall;
const lobbies: Lobby[] = [];

interface WindowScript {
  /** The provider's subject the player signs in as (the fake provider's login_hint). */
  readonly loginHint?: string;
  /** Changes the address the provider sent the window back to. */
  readonly back?: (location: URL) => URL;
  /** The provider never answers. */
  readonly silent?: boolean;
  readonly timeoutMs?: number;
}

/** The browser around a lobby: a sign-in window played by fetch, the page's messages, sessionStorage. */
function browserWith(script: WindowScript) {
  const storage: MemoryStorage = memoryStorage();
  const opened: string[] = [];
  const pendingSeen: (string | null)[] = [];
  let hear: ((message: ThirdPartyMessage) => void) | undefined;
  let closed = false;
  const follow = async (url: string) => {
    if (script.silent) return;
    const target = new URL(url);
    if (script.loginHint) target.searchParams.set('login_hint', script.loginHint);
    const response = await fetch(target, { redirect: 'manual' });
    const location = response.headers.get('location');
    if (!location) throw new Error(`the provider did not redirect: ${response.status}`);
    const back = script.back ? script.back(new URL(location)) : new URL(location);
    pendingSeen.push(storage.getItem(THIRD_PARTY_PENDING_KEY));
    // What the callback page posts, with the origin the browser gives its message.
    hear?.({ origin: back.origin, data: structuredClone(callbackMessageOf(back.href)) });
  };
  const thirdParty: ThirdPartyOptions = {
    open: () => ({
      navigate: (url) => {
        opened.push(url);
        void follow(url);
      },
      get closed() {
        return closed;
      },
      close: () => void (closed = true),
    }),
    listen: (handler) => {
      hear = handler;
      return () => {
        if (hear === handler) hear = undefined;
      };
    },
    sessionStorage: storage,
    crypto: webcrypto as unknown as Crypto,
    timeoutMs: script.timeoutMs ?? 20_000,
  };
  return { thirdParty, storage, opened, pendingSeen };
}

async function lobbyIn(browser: ReturnType<typeof browserWith>, siteCode = 'demo') {
  const lobby = hallLobby(
    hall,
    {
      storage: memoryStorage(),
      device: { id: `tp-device-${lobbies.length}`, model: 'Vitest Phone' },
      session: { WebSocket: null, share: false, BroadcastChannel: null, thirdParty: browser.thirdParty },
    },
    siteCode,
  );
  lobbies.push(lobby);
  await lobby.boot();
  return lobby;
}

const sessionOf = (lobby: Lobby) => lobby.store.getState().session;

beforeAll(async () => {
  hall = await startTestHall({ fakeIdentityProvider: true });
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.requests.clear();
});
afterAll(() => hall.close());

describe('third-party sign-in on the reference hall', () => {
  describe('when a linked LINE account signs in (code flow with PKCE)', () => {
    it('is a player, and the verifier went to the hall only, and left sessionStorage', async () => {
      const browser = browserWith({ loginHint: 'line-user-player01' });
      const lobby = await lobbyIn(browser);

      const outcome = await lobby.session.thirdParty('line');

      expect(outcome).toMatchObject({ ok: true, status: 'player', account: { username: 'player01' } });
      expect(sessionOf(lobby)).toMatchObject({ status: 'player', account: { username: 'player01' } });
      const authorize = new URL(browser.opened[0]!);
      expect(authorize.pathname).toBe('/idp/line/authorize');
      expect(authorize.searchParams.get('code_challenge_method')).toBe('S256');
      expect(authorize.searchParams.get('redirect_uri')).toBe(
        'http://lobby.test/pages/actions/index.html?type=line',
      );
      expect(authorize.search).not.toMatch(/verifier|secret/i);
      // Kept while the provider answered, gone after the callback.
      expect(JSON.parse(browser.pendingSeen[0] ?? '{}')).toHaveProperty('verifier');
      expect(browser.storage.getItem(THIRD_PARTY_PENDING_KEY)).toBeNull();
      const exchanges = await hall.control.counters.get();
      expect(exchanges.idpCodeExchanges).toBeGreaterThanOrEqual(1);
    });
  });

  describe.each(['google', 'facebook'] as const)('when a %s account signs in (implicit flow)', (kind) => {
    it('answers 100 for an unknown account, registers it with the prefill, then logs it in next time', async () => {
      const subject = `${kind}-fresh-${Date.now().toString(36)}`;
      const first = await lobbyIn(browserWith({ loginHint: subject }));

      const unknown = await first.session.thirdParty(kind);

      expect(unknown).toMatchObject({
        ok: false,
        status: 'unregistered',
        kind,
        prefill: { email: `${subject}@${kind}.idp.example`, id: subject },
      });
      expect(sessionOf(first).status).toBe('visitor');
      expect(JSON.stringify(first.store.getState())).not.toMatch(/_at_/);

      const registered = await first.session.thirdPartyRegister({ username: `tp${Date.now() % 1e9}` });
      expect(registered).toMatchObject({ ok: true, status: 'player' });
      expect(first.store.getState().player.showRegisterRecharge).toBe(true);
      const [register] = await requestsTo(hall, '/hall/home/thirdPartyRegister');
      expect(register).toBeDefined();

      const second = await lobbyIn(browserWith({ loginHint: subject }));
      const again = await second.session.thirdParty(kind);
      expect(again).toMatchObject({ ok: true, status: 'player' });
      expect(again.ok && again.account.username).toBe(registered.ok && registered.account.username);
    });
  });

  describe('when the hall cannot exchange the code (a code that was tampered with)', () => {
    it('fails with the hall login error and stays a visitor', async () => {
      const browser = browserWith({
        loginHint: 'line-user-player01',
        back: (location) => {
          location.searchParams.set('code', 'line_code_forged');
          return location;
        },
      });
      const lobby = await lobbyIn(browser);

      const outcome = await lobby.session.thirdParty('line');

      expect(outcome).toMatchObject({ ok: false, status: 'failed', kind: 'line', error: { code: '1011' } });
      expect(sessionOf(lobby).status).toBe('visitor');
    });
  });

  describe('when Facebook reports the permission was refused', () => {
    it('answers a permission warning and calls no hall', async () => {
      const browser = browserWith({
        back: (location) =>
          new URL(
            `${location.origin}${location.pathname}?type=facebook#error=access_denied&error_reason=user_denied&state=${new URLSearchParams(location.hash.slice(1)).get('state')}`,
          ),
      });
      const lobby = await lobbyIn(browser);

      await expect(lobby.session.thirdParty('facebook')).resolves.toEqual({
        ok: false,
        status: 'permission',
        kind: 'facebook',
      });
      expect(await requestsTo(hall, '/hall/home/thirdPartyLogin')).toEqual([]);
    });
  });

  describe('when Google does not answer in time', () => {
    it('fails with a timeout (a login error) and forgets the pending sign-in', async () => {
      const browser = browserWith({ silent: true, timeoutMs: 300 });
      const lobby = await lobbyIn(browser);

      const outcome = await lobby.session.thirdParty('google');

      expect(outcome).toMatchObject({ ok: false, status: 'failed', error: { kind: 'timeout' } });
      expect(browser.storage.getItem(THIRD_PARTY_PENDING_KEY)).toBeNull();
    });
  });

  describe('when an answer comes from another origin or with another state', () => {
    it('changes nothing: the sign-in waits, then times out', async () => {
      const browser = browserWith({
        loginHint: 'line-user-player01',
        back: (location) => new URL(`http://evil.test${location.pathname}${location.search}`),
        timeoutMs: 1500,
      });
      const lobby = await lobbyIn(browser);

      const outcome = await lobby.session.thirdParty('line');

      expect(outcome).toMatchObject({ ok: false, status: 'failed', error: { kind: 'timeout' } });
      expect(await requestsTo(hall, '/hall/home/thirdPartyLogin')).toEqual([]);
      expect(sessionOf(lobby).status).toBe('visitor');
    });
  });

  describe('when QQ or WeChat is asked for', () => {
    it('does nothing', async () => {
      const browser = browserWith({});
      const lobby = await lobbyIn(browser);
      await expect(lobby.session.thirdParty('qq')).resolves.toMatchObject({ status: 'unsupported' });
      await expect(lobby.session.thirdParty('wechat')).resolves.toMatchObject({ status: 'unsupported' });
      expect(browser.opened).toEqual([]);
    });
  });
});
