// @vitest-environment node
// Third-party sign-in against the reference hall and its fake identity providers (spec §4
// "Login", §6, §8): each provider's linked account logs in, an unknown account answers 100 and
// registers with the prefill, and failures come back as outcomes. The sign-in window is played
// by fetch: it follows the real authorize redirect, then hands the callback page's message to
// the lobby as the page would (the Chromium test of the page itself is in lobby-ui's apps).
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage, type MemoryStorage } from '@lobbykit/test-utils/storage';
import { webcrypto } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { POLL } from '../test-support/test-lobby';
import { callbackMessageOf, THIRD_PARTY_RESULT_KEY } from './third-party-callback';
import { THIRD_PARTY_PENDING_KEY } from './third-party-flow';
import { runThirdPartyCallbackPage } from './third-party-page';
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

async function lobbyIn(browser: { readonly thirdParty: ThirdPartyOptions }, siteCode = 'demo') {
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

/**
 * A phone's in-app browser, where no sign-in window opens: the lobby page goes to the provider
 * (played by fetch, as the browser would follow it), the provider sends it to the callback page,
 * whose script stores the answer and goes back to the lobby, which boots again.
 */
function phoneBrowser(loginHint: string) {
  const storage: MemoryStorage = memoryStorage();
  const redirects: string[] = [];
  const thirdParty: ThirdPartyOptions = {
    open: () => null,
    redirect: (url) => void redirects.push(url),
    listen: () => () => undefined,
    sessionStorage: storage,
    crypto: webcrypto as unknown as Crypto,
  };
  /** The provider's round trip: answers where the callback page sent the browser back to. */
  const provider = async () => {
    const target = new URL(redirects.at(-1)!);
    target.searchParams.set('login_hint', loginHint);
    const response = await fetch(target, { redirect: 'manual' });
    const callback = response.headers.get('location');
    if (!callback) throw new Error(`the provider did not redirect: ${response.status}`);
    const replace = vi.fn();
    const result = runThirdPartyCallbackPage({
      location: { href: callback, origin: new URL(callback).origin, replace },
      opener: null,
      sessionStorage: storage,
      close: () => undefined,
    });
    expect(result).toBe('stored');
    return replace.mock.calls[0]?.[0] as string;
  };
  return { thirdParty, storage, redirects, provider };
}

/** The lobby page loaded again at `path` in the same tab (same sessionStorage). */
async function bootAgain(browser: ReturnType<typeof phoneBrowser>, path: string) {
  const lobby = hallLobby(hall, {
    location: `http://lobby.test${path}`,
    storage: memoryStorage(),
    device: { id: `tp-device-${lobbies.length}`, model: 'Vitest Phone' },
    session: { WebSocket: null, share: false, BroadcastChannel: null, thirdParty: browser.thirdParty },
  });
  lobbies.push(lobby);
  await lobby.boot();
  return lobby;
}

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

  describe('when no sign-in window can open and a linked LINE account signs in (the redirect flow)', () => {
    it('goes to LINE, comes back to the same lobby page, and the next boot signs the player in', async () => {
      const browser = phoneBrowser('line-user-player01');
      const leaving = await lobbyIn(browser);

      await expect(leaving.session.thirdParty('line')).resolves.toEqual({
        ok: false,
        status: 'redirected',
        kind: 'line',
      });
      expect(new URL(browser.redirects[0]!).pathname).toBe('/idp/line/authorize');
      const exchangesBefore = (await hall.control.counters.get()).idpCodeExchanges ?? 0;

      const back = await browser.provider();
      // The page the sign-in started on, with its agent link and marketing parameters.
      expect(back).toBe('/?cid=8201&gclid=Cj0K');
      expect(browser.storage.getItem(THIRD_PARTY_RESULT_KEY)).not.toBeNull();

      const lobby = await bootAgain(browser, back);

      await expect
        .poll(() => sessionOf(lobby), POLL)
        .toMatchObject({ status: 'player', account: { username: 'player01' } });
      expect(browser.storage.getItem(THIRD_PARTY_RESULT_KEY)).toBeNull();
      expect(browser.storage.getItem(THIRD_PARTY_PENDING_KEY)).toBeNull();
      expect(await requestsTo(hall, '/hall/home/thirdPartyLogin')).toHaveLength(1);
      expect((await hall.control.counters.get()).idpCodeExchanges).toBeGreaterThan(exchangesBefore);
    });

    it('drops the answer when it is booted a second time, so a reload signs in nobody', async () => {
      const browser = phoneBrowser('line-user-player01');
      await (await lobbyIn(browser)).session.thirdParty('line');
      const back = await browser.provider();
      const answer = browser.storage.getItem(THIRD_PARTY_RESULT_KEY)!;
      const first = await bootAgain(browser, back);
      await expect.poll(() => sessionOf(first).status, POLL).toBe('player');

      // The same answer put back (a replay) finds no pending sign-in: nothing happens.
      browser.storage.setItem(THIRD_PARTY_RESULT_KEY, answer);
      const second = await bootAgain(browser, back);
      await expect.poll(() => browser.storage.getItem(THIRD_PARTY_RESULT_KEY), POLL).toBeNull();
      expect(sessionOf(second).status).toBe('visitor');
      expect(await requestsTo(hall, '/hall/home/thirdPartyLogin')).toHaveLength(1);
    });
  });

  describe('when no sign-in window can open and an unknown Google account signs in', () => {
    it('keeps the prefill for the sign-up, which then registers the account', async () => {
      const subject = `google-phone-${Date.now().toString(36)}`;
      const browser = phoneBrowser(subject);
      await (await lobbyIn(browser)).session.thirdParty('google');
      const lobby = await bootAgain(browser, await browser.provider());

      await expect
        .poll(() => lobby.store.getState().player.thirdPartyReturn, POLL)
        .toMatchObject({
          status: 'unregistered',
          kind: 'google',
          prefill: { email: `${subject}@google.idp.example`, id: subject },
        });
      expect(sessionOf(lobby).status).toBe('visitor');

      const registered = await lobby.session.thirdPartyRegister({ username: `tq${Date.now() % 1e9}` });
      expect(registered).toMatchObject({ ok: true, status: 'player' });
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
