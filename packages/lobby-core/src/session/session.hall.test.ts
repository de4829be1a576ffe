// @vitest-environment node
// The player's session against the reference hall server on loopback (spec §4 "Login",
// "Captcha", §6, §8): login, wrong password, captcha, restriction, extra verification, fast
// login retry, register then fast login, logout, expiry, multiple login, two tabs, a reload,
// a username check, and the security figures that fall in this layer (no token in a URL, an error
// text or a line of the hall's log).
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage, type MemoryStorage } from '@lobbykit/test-utils/storage';
import type { BroadcastChannelLike, SocketConstructor } from '@lobbykit/realtime';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { playerEndpointNames } from '../api/account';
import type { LobbyConfig } from '../config';
import type { Lobby } from '../create-lobby';
import { hallLobby, requestsTo } from '../test-support/hall-lobby';
import { POLL } from '../test-support/test-lobby';
import type { SessionStore, StoredSession } from './options';

let hall: TestHall;
const lobbies: Lobby[] = [];
/** Every line the hall logged (pino's JSON, at every level). */
const hallLog: string[] = [];
/** The WebSocket URLs the lobbies opened. */
const socketUrls: string[] = [];

/** ws in the browser's shape, recording each URL it opens. */
class RecordedSocket extends WebSocket {
  constructor(url: string | URL) {
    super(url);
    socketUrls.push(String(url));
  }
}

function memorySessionStore(): SessionStore & { value: StoredSession | undefined } {
  const store = {
    value: undefined as StoredSession | undefined,
    load: () => Promise.resolve(store.value),
    save: (session: StoredSession) => Promise.resolve(void (store.value = session)),
    clear: () => Promise.resolve(void (store.value = undefined)),
  };
  return store;
}

/** BroadcastChannel between the lobbies of one test, standing in for the tabs of one browser. */
function tabsOfOneBrowser() {
  const open = new Set<{ name: string; channel: BroadcastChannelLike }>();
  return class MemoryChannel implements BroadcastChannelLike {
    onmessage: ((event: { readonly data: unknown }) => void) | null = null;
    readonly #entry: { name: string; channel: BroadcastChannelLike };
    constructor(name: string) {
      this.#entry = { name, channel: this };
      open.add(this.#entry);
    }
    postMessage(message: unknown) {
      for (const { name, channel } of open)
        if (name === this.#entry.name && channel !== this)
          channel.onmessage?.({ data: structuredClone(message) });
    }
    close() {
      open.delete(this.#entry);
    }
  };
}

interface PlayerLobbyParts {
  readonly location?: string;
  readonly storage?: MemoryStorage;
  readonly store?: SessionStore;
  readonly BroadcastChannel?: ReturnType<typeof tabsOfOneBrowser> | null;
  readonly device?: LobbyConfig['device'];
  readonly captcha?: NonNullable<LobbyConfig['session']>['captcha'];
}

function playerLobby(parts: PlayerLobbyParts = {}) {
  const lobby = hallLobby(hall, {
    ...(parts.location ? { location: parts.location } : {}),
    storage: parts.storage ?? memoryStorage(),
    device: parts.device ?? { id: `device-${lobbies.length}`, model: 'Vitest Phone' },
    hall: { retry: { maxAttempts: 2, baseDelayMs: 5, maxDelayMs: 20 } },
    session: {
      WebSocket: RecordedSocket as unknown as SocketConstructor,
      share: false,
      BroadcastChannel: parts.BroadcastChannel ?? null,
      ...(parts.store ? { store: parts.store } : {}),
      ...(parts.captcha ? { captcha: parts.captcha } : {}),
    },
  });
  lobbies.push(lobby);
  return lobby;
}

const sessionOf = (lobby: Lobby) => lobby.store.getState().session;
const tokenOf = async (lobby: Lobby) => (await lobby.hall()).client.session.token;
const login = (lobby: Lobby, username = 'player01', password = SEED_PASSWORD) =>
  lobby.session.login({ username, password });
/** Whether the API cache holds an answer under `key` (an answer still on its way is not one). */
const answered = (lobby: Lobby, key: string) => lobby.store.getState().hall.queries[key]?.data !== undefined;
/** The per-player entries of the lobby's API cache (user info, balance, exchange list) by endpoint. */
const playerEntriesOf = (lobby: Lobby) =>
  Object.values(lobby.store.getState().hall.queries)
    .filter((entry) => entry?.endpointName !== undefined && playerEndpointNames.has(entry.endpointName))
    .map((entry) => entry!.endpointName)
    .sort();

beforeAll(async () => {
  hall = await startTestHall({
    apiDomains: 2,
    assetDomains: 1,
    // Every level, so a line that only a debug run would write is read too.
    logger: { level: 'trace', stream: { write: (line: string) => void hallLog.push(line) } },
  });
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
  await hall.control.requests.clear();
  // The captcha tests run from IPs of their own: the hall's risk rules count failures per IP.
  await hall.control.sites.set('demo', { captcha: null, clientIp: null });
  await hall.control.sessions.expire({ siteCode: 'demo', username: 'player01' });
});
afterAll(() => hall.close());

describe('the session on the reference hall', () => {
  describe('when a visitor logs in', () => {
    it('is a player with the account facts, the exchange list, the balance and a live notice channel', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await login(lobby);

      expect(outcome).toMatchObject({ ok: true, status: 'player', account: { username: 'player01' } });
      expect(sessionOf(lobby)).toMatchObject({
        status: 'player',
        kind: 'player',
        account: { username: 'player01', currency: 'BRL', game_gold: 1000 },
      });
      expect((await lobby.hall()).client.gate.state).toBe('logined');
      await expect
        .poll(async () => (await requestsTo(hall, '/hall/user/platformExchangeList')).length, POLL)
        .toBe(1);
      await expect.poll(async () => (await requestsTo(hall, '/hall/user/getHomeGold')).length, POLL).toBe(1);
      await expect.poll(() => lobby.store.getState().player.realtime, POLL).toBe('live');
      // Neither the token nor the user key ever enters the store.
      const token = await tokenOf(lobby);
      const { userkey } = await hall.control.users.get('demo', 'player01');
      const state = JSON.stringify(lobby.store.getState());
      expect(token).toMatch(/^st/);
      expect(state).not.toContain(token);
      expect(state).not.toContain(String(userkey));
      expect(state).not.toContain(SEED_PASSWORD);
    });
  });

  describe('when the password is wrong', () => {
    it('answers 1011 for the password field and the visitor stays a visitor', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await login(lobby, 'player01', 'not-the-password');

      expect(outcome).toEqual({
        ok: false,
        error: {
          kind: 'service',
          code: '1011',
          field: 'password',
          messageKey: 'error.requestFailed',
          message: 'wrong username or password',
          requestId: expect.any(String),
          path: '/hall/home/login',
          status: 200,
          retries: 0,
        },
      });
      expect(sessionOf(lobby)).toEqual({ status: 'visitor', kind: 'visitor' });
    });
  });

  describe('when a registration form breaks the rules', () => {
    it('answers each code with its field: 1013 username, 4042 password', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const taken = await lobby.session.register({ username: 'player01', password: 'abc12345' });
      const short = await lobby.session.register({ username: 'fresh4042', password: 'a1' });

      expect(taken).toMatchObject({ ok: false, error: { code: '1013', field: 'username' } });
      expect(short).toMatchObject({ ok: false, error: { code: '4042', field: 'password' } });
      expect(sessionOf(lobby).status).toBe('visitor');
      expect(lobby.store.getState().player.showRegisterRecharge).toBe(false);
    });
  });

  describe('when logins keep failing and the hall asks for a captcha', () => {
    it('shows the challenge in the store, and a wrong answer fails the login with the captcha code', async () => {
      await hall.control.sites.set('demo', { clientIp: '10.0.113.10' });
      const lobby = playerLobby();
      await lobby.boot();
      for (let i = 0; i < 3; i++) await login(lobby, 'audit01', 'wrong-password');

      const attempt = login(lobby, 'audit01');
      await expect
        .poll(() => lobby.store.getState().player.captcha, POLL)
        .toMatchObject({ status: 'challenging', code: '1124', prompt: { type: 'slide' } });
      lobby.session.captcha.answer('0');
      const outcome = await attempt;

      expect(outcome).toMatchObject({
        ok: false,
        error: {
          kind: 'captcha',
          code: 'error_11',
          field: 'captcha',
          captcha: { kind: 'failed', serviceCode: '1124', lotNumber: expect.stringMatching(/^lot/) },
        },
      });
      expect(lobby.store.getState().player.captcha).toMatchObject({
        status: 'failed',
        error: { code: 'error_11' },
      });
      expect(sessionOf(lobby).status).toBe('visitor');
    });

    it('resends the login once the challenge passes (an SMS code)', async () => {
      await hall.control.sites.set('demo', { captcha: { code: 1127, routes: ['login'] } });
      const { createSmsCodeProvider } = await import('@lobbykit/captcha');
      const lobby = playerLobby({
        captcha: { sms: createSmsCodeProvider({ phone: () => '+5511987654321' }) },
      });
      await lobby.boot();

      const attempt = login(lobby);
      await expect
        .poll(() => lobby.store.getState().player.captcha, POLL)
        .toMatchObject({ status: 'challenging', prompt: { type: 'sms' } });
      const code = (await hall.control.outbox())
        .filter((entry) => entry.to === '+5511987654321')
        .at(-1)!.code;
      lobby.session.captcha.answer(code);

      await expect(attempt).resolves.toMatchObject({ ok: true, status: 'player' });
      expect((await requestsTo(hall, '/hall/home/login')).length).toBe(2);
    });
  });

  describe('when five challenges in a row are answered wrong', () => {
    it('restricts for 60 s on error_12, and a reload is still restricted without asking the hall', async () => {
      await hall.control.sites.set('demo', { clientIp: '10.0.113.11' });
      const storage = memoryStorage();
      const lobby = playerLobby({ storage });
      await lobby.boot();
      for (let i = 0; i < 3; i++) await login(lobby, 'agent01', 'wrong-password');

      let outcome;
      for (let round = 0; round < 5; round++) {
        const attempt = login(lobby, 'agent01');
        await expect.poll(() => lobby.store.getState().player.captcha.status, POLL).toBe('challenging');
        await expect.poll(() => lobby.store.getState().player.captcha.prompt, POLL).toBeDefined();
        lobby.session.captcha.answer('0');
        outcome = await attempt;
      }
      expect(outcome).toMatchObject({
        ok: false,
        error: { kind: 'captcha', code: 'error_12', captcha: { kind: 'restricted' } },
      });
      expect(lobby.store.getState().player.captcha).toMatchObject({
        status: 'restricted',
        until: expect.any(Number),
      });

      const reloaded = playerLobby({ storage });
      await reloaded.boot();
      const challengesBefore = (await requestsTo(hall, '/hall/home/captcha/challenge')).length;
      const refused = await login(reloaded, 'agent01');
      expect(refused).toMatchObject({
        ok: false,
        error: { kind: 'captcha', captcha: { kind: 'restricted', remainingMs: expect.any(Number) } },
      });
      expect(
        (refused as { error: { captcha: { remainingMs: number } } }).error.captcha.remainingMs,
      ).toBeGreaterThan(30_000);
      expect((await requestsTo(hall, '/hall/home/captcha/challenge')).length).toBe(challengesBefore);
    });
  });

  describe('when the account needs the extra login verification', () => {
    it('waits in verifying with no user call sent, and giving up logs out with no token left', async () => {
      const store = memorySessionStore();
      const lobby = playerLobby({ store });
      await lobby.boot();

      const outcome = await login(lobby, 'verify01');

      expect(outcome).toMatchObject({ ok: true, status: 'verifying', account: { username: 'verify01' } });
      expect(sessionOf(lobby)).toMatchObject({ status: 'verifying', kind: 'visitor' });
      expect((await lobby.hall()).client.gate.state).toBe('wait');
      expect(store.value).toBeUndefined();
      expect(await requestsTo(hall, '/hall/user/getHomeGold')).toHaveLength(0);

      await lobby.session.logout();

      expect(sessionOf(lobby)).toEqual({ status: 'visitor', kind: 'visitor' });
      expect(await requestsTo(hall, '/hall/user/logout')).toHaveLength(1);
      expect(await tokenOf(lobby)).toBeUndefined();
    });

    it('a wrong code keeps it waiting; the code sent at login makes a player', async () => {
      const store = memorySessionStore();
      const lobby = playerLobby({ store });
      await lobby.boot();
      await login(lobby, 'verify01');
      const sent = (await hall.control.outbox())
        .filter((entry) => entry.purpose === 'loginVerify' && entry.to === 'verify01@example.com')
        .at(-1)!;

      const wrong = await lobby.session.verify({ code: sent.code === '000000' ? '111111' : '000000' });
      expect(wrong).toMatchObject({ ok: false, error: { code: '1332' } });
      expect(sessionOf(lobby).status).toBe('verifying');

      const right = await lobby.session.verify({ code: sent.code });
      expect(right).toMatchObject({ ok: true, status: 'player', account: { username: 'verify01' } });
      expect(sessionOf(lobby)).toMatchObject({ status: 'player', kind: 'player' });
      expect((await lobby.hall()).client.gate.state).toBe('logined');
      await expect.poll(() => store.value).toMatchObject({ account: { username: 'verify01' } });
    });
  });

  describe('when a fast login fails once', () => {
    it('tries once more and logs in', async () => {
      const { userkey } = await hall.control.users.get('demo', 'player01');
      await hall.control.faults.add({ kind: 'code', route: 'fastLogin', code: 2005, times: 1 });
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await lobby.session.fastLogin(String(userkey));

      expect(outcome).toMatchObject({ ok: true, status: 'player' });
      expect(await requestsTo(hall, '/hall/home/fastlogin')).toHaveLength(2);
    });
  });

  describe('when a fast login fails twice', () => {
    it('gives up after the second try', async () => {
      const { userkey } = await hall.control.users.get('demo', 'player01');
      await hall.control.faults.add({ kind: 'code', route: 'fastLogin', code: 2005, times: 3 });
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await lobby.session.fastLogin(String(userkey));

      expect(outcome).toMatchObject({ ok: false, error: { code: '2005', field: 'form' } });
      expect(await requestsTo(hall, '/hall/home/fastlogin')).toHaveLength(2);
      expect(sessionOf(lobby).status).toBe('visitor');
    });
  });

  describe('when a visitor registers', () => {
    it('marks the register-recharge flag, then fast-logs in with the new user key, as the agent link said', async () => {
      const lobby = playerLobby();
      await lobby.boot();
      const username = `new${Date.now().toString(36).slice(-8)}`;

      const outcome = await lobby.session.register({ username, password: 'abc12345' });

      expect(outcome).toMatchObject({ ok: true, status: 'player', account: { username } });
      expect(lobby.store.getState().player.showRegisterRecharge).toBe(true);
      expect(await requestsTo(hall, '/hall/home/register')).toHaveLength(1);
      expect(await requestsTo(hall, '/hall/home/fastlogin')).toHaveLength(1);
      // The lobby's location carries cid=8201: the channel of the registration.
      expect(await hall.control.users.get('demo', username)).toMatchObject({ channelId: '8201' });
    });
  });

  describe('when a visitor registers from an agent link with an invite code', () => {
    it('the hall records the agent of the link, its channel and the invite code', async () => {
      // Agent 7001 is a register link of the demo site, so the visitor stays a visitor to sign up.
      const lobby = playerLobby({ location: 'http://lobby.test/?id=7001&cid=8001&inviteCode=HARBOR7' });
      await lobby.boot();
      const username = `inv${Date.now().toString(36).slice(-8)}`;

      const outcome = await lobby.session.register({ username, password: 'abc12345' });

      expect(outcome).toMatchObject({ ok: true, status: 'player', account: { username } });
      expect(await hall.control.users.get('demo', username)).toMatchObject({
        agentId: '7001',
        channelId: '8001',
        inviteCode: 'HARBOR7',
      });
    });
  });

  describe('when a visitor checks a username', () => {
    it('answers a seeded name as taken with the free names the hall suggests, and a new one as free', async () => {
      const lobby = playerLobby();
      await lobby.boot();
      const fresh = `free${Date.now().toString(36).slice(-8)}`;

      const taken = await lobby.session.checkUsername('player01');
      const free = await lobby.session.checkUsername(fresh);

      expect(taken).toEqual({
        ok: true,
        answer: { available: false, suggestions: ['player011', 'player012', 'player013'] },
      });
      expect(free).toEqual({ ok: true, answer: { available: true, suggestions: [] } });
      expect(await requestsTo(hall, '/hall/home/check/username')).toHaveLength(2);
      expect(sessionOf(lobby).status).toBe('visitor');
    });
  });

  describe('when a player logs out', () => {
    it('sends the logout, and leaves no token in memory, storage or the session store', async () => {
      const storage = memoryStorage();
      const store = memorySessionStore();
      const lobby = playerLobby({ storage, store });
      await lobby.boot();
      await login(lobby);
      const token = (await tokenOf(lobby))!;
      expect(store.value?.hall.token).toBe(token);
      await expect
        .poll(() => playerEntriesOf(lobby), POLL)
        .toEqual(['homeGold', 'platformExchangeList', 'userInfo']);

      await lobby.session.logout();

      expect(sessionOf(lobby)).toEqual({ status: 'visitor', kind: 'visitor' });
      expect(await requestsTo(hall, '/hall/user/logout')).toHaveLength(1);
      expect(await tokenOf(lobby)).toBeUndefined();
      expect((await lobby.hall()).client.gate.state).toBe('wait');
      expect(store.value).toBeUndefined();
      expect([...storage.data.values()].filter((value) => value.includes(token))).toHaveLength(0);
      expect(JSON.stringify(lobby.store.getState())).not.toContain(token);
      expect(lobby.store.getState().player.realtime).toBe('off');
      // The player's user info, balance and exchange list went with the session.
      expect(playerEntriesOf(lobby)).toEqual([]);
    });
  });

  describe('when another account logs in after a logout', () => {
    it('sees its own account and balance, never those of the account before', async () => {
      const lobby = playerLobby();
      await lobby.boot();
      await login(lobby);
      await expect
        .poll(() => playerEntriesOf(lobby), POLL)
        .toEqual(['homeGold', 'platformExchangeList', 'userInfo']);
      await expect
        .poll(() => answered(lobby, 'userInfo(undefined)') && answered(lobby, 'homeGold(undefined)'), POLL)
        .toBe(true);
      await lobby.session.logout();

      // Every name and balance the store holds from here on, in the session or in the API cache.
      const names = new Set<unknown>();
      const golds = new Set<unknown>();
      const look = () => {
        const { session, hall: api } = lobby.store.getState();
        if (session.status === 'player') {
          names.add(session.account.username);
          golds.add(session.account.game_gold);
        }
        for (const entry of Object.values(api.queries)) {
          if (!entry?.endpointName || !playerEndpointNames.has(entry.endpointName)) continue;
          const data = entry.data as { username?: unknown; game_gold?: unknown } | undefined;
          if (data?.username !== undefined) names.add(data.username);
          if (data?.game_gold !== undefined) golds.add(data.game_gold);
        }
      };
      look();
      const stop = lobby.store.subscribe(look);
      await login(lobby, 'rich01');
      await expect
        .poll(() => playerEntriesOf(lobby), POLL)
        .toEqual(['homeGold', 'platformExchangeList', 'userInfo']);
      await expect
        .poll(() => answered(lobby, 'userInfo(undefined)') && answered(lobby, 'homeGold(undefined)'), POLL)
        .toBe(true);
      stop();

      expect(sessionOf(lobby)).toMatchObject({
        status: 'player',
        account: { username: 'rich01', game_gold: 20000 },
      });
      expect([...names]).toEqual(['rich01']);
      expect([...golds]).toEqual([20000]);
    });
  });

  describe('when the hall answers -1 (token expired)', () => {
    it('makes the player a visitor offered to sign in again, with the token gone', async () => {
      const store = memorySessionStore();
      const lobby = playerLobby({ store });
      await lobby.boot();
      await login(lobby);
      await expect.poll(async () => (await requestsTo(hall, '/hall/user/getHomeGold')).length, POLL).toBe(1);
      // Its answer in too: a refresh asked while that call is still on its way joins it and sends
      // nothing, so the fault below would wait for a call that never comes.
      await lobby.session.refreshBalance();

      // The control API answers the next user call with -1. (Ending the session there instead
      // answers 401: the hall no longer knows the key the session was bound to.)
      await hall.control.faults.add({ kind: 'code', route: 'homeGold', code: -1, times: 1 });
      await lobby.session.refreshBalance();

      await expect
        .poll(() => sessionOf(lobby), POLL)
        .toMatchObject({
          status: 'visitor',
          signInAgain: { reason: 'tokenExpired', at: expect.any(Number) },
        });
      expect(await tokenOf(lobby)).toBeUndefined();
      expect(store.value).toBeUndefined();
      expect(lobby.store.getState().player.realtime).toBe('off');
      lobby.session.dismissSignInAgain();
      expect(sessionOf(lobby)).toEqual({ status: 'visitor', kind: 'visitor' });
    });
  });

  describe('when the account logs in on another device', () => {
    it('ends the first session with the other device model (the multipleLogin notice)', async () => {
      const first = playerLobby({ device: { id: 'device-first', model: 'Pixel 9' } });
      await first.boot();
      await login(first);
      await expect.poll(() => first.store.getState().player.realtime, POLL).toBe('live');

      const second = playerLobby({ device: { id: 'device-second', model: 'iPhone 15' } });
      await second.boot();
      await login(second);

      await expect
        .poll(() => sessionOf(first), POLL)
        .toMatchObject({
          status: 'visitor',
          signInAgain: { reason: 'otherDevice', deviceModel: 'iPhone 15' },
        });
      expect(await tokenOf(first)).toBeUndefined();
      expect(sessionOf(second).status).toBe('player');
    });
  });

  describe('when the hall answers 1401 (the account entered a game on another client)', () => {
    it('ends the session with the device model, and the other token never reaches the store', async () => {
      const lobby = playerLobby();
      await lobby.boot();
      await login(lobby);
      await hall.control.faults.add({
        kind: 'code',
        route: 'homeGold',
        code: 1401,
        times: 1,
        data: { deviceModel: 'Galaxy S24', token: 'st-the-other-client' },
      });

      await lobby.session.refreshBalance();

      await expect
        .poll(() => sessionOf(lobby), POLL)
        .toMatchObject({
          status: 'visitor',
          signInAgain: { reason: 'otherDevice', deviceModel: 'Galaxy S24' },
        });
      expect(await tokenOf(lobby)).toBeUndefined();
      expect(JSON.stringify(lobby.store.getState())).not.toContain('st-the-other-client');
    });
  });

  describe('when notices arrive on the channel', () => {
    it('puts gameGoldChange in the balance, and registerSuccess and activeDetails in the store', async () => {
      const lobby = playerLobby();
      await lobby.boot();
      await login(lobby);
      await expect.poll(() => lobby.store.getState().player.realtime, POLL).toBe('live');
      // The session's first user calls have answered (a later answer would set the balance it read).
      await expect
        .poll(() => answered(lobby, 'userInfo(undefined)') && answered(lobby, 'homeGold(undefined)'), POLL)
        .toBe(true);
      const to = { siteCode: 'demo', username: 'player01' } as const;

      await hall.control.notices.push({
        ...to,
        type: 'gameGoldChange',
        data: { game_gold: 1234.5, bonus: 7 },
      });
      await hall.control.notices.push({ ...to, type: 'registerSuccess', data: { username: 'player01' } });
      await hall.control.notices.push({ ...to, type: 'activeDetails', data: { activeId: 42 } });

      await expect
        .poll(() => sessionOf(lobby), POLL)
        .toMatchObject({ account: { game_gold: 1234.5, bonus: 7 } });
      await expect
        .poll(() => lobby.store.getState().player, POLL)
        .toMatchObject({
          registerSuccess: { username: 'player01' },
          activeDetails: { activeId: 42 },
        });
    });
  });

  describe('when the notice channel drops', () => {
    it('shows a quiet "reconnecting", then live again', async () => {
      const lobby = playerLobby();
      await lobby.boot();
      await login(lobby);
      await expect.poll(() => lobby.store.getState().player.realtime, POLL).toBe('live');
      const seen: string[] = [lobby.store.getState().player.realtime];
      const stop = lobby.store.subscribe(() => {
        const status = lobby.store.getState().player.realtime;
        if (seen.at(-1) !== status) seen.push(status);
      });

      await hall.control.sockets.drop({ siteCode: 'demo', username: 'player01' });

      await expect.poll(() => seen, POLL).toEqual(['live', 'reconnecting', 'live']);
      expect(sessionOf(lobby).status).toBe('player');
      stop();
    });
  });

  describe('when two tabs share a session and one logs out', () => {
    it('the other takes the session on its boot, and ends it when the first logs out', async () => {
      const BroadcastChannel = tabsOfOneBrowser();
      const store = memorySessionStore();
      const first = playerLobby({ store, BroadcastChannel });
      await first.boot();
      await login(first);

      // The second tab opens (a reload works the same way): the session is kept.
      const second = playerLobby({ store, BroadcastChannel });
      await second.boot();
      await expect.poll(() => sessionOf(second).status, POLL).toBe('player');
      expect(await tokenOf(second)).toBe(await tokenOf(first));
      await expect.poll(() => sessionOf(second), POLL).toMatchObject({ account: { game_gold: 1000 } });

      await first.session.logout();

      await expect
        .poll(() => sessionOf(second), POLL)
        .toMatchObject({
          status: 'visitor',
          signInAgain: { reason: 'otherTab' },
        });
      expect(await tokenOf(second)).toBeUndefined();
      expect(sessionOf(first)).toEqual({ status: 'visitor', kind: 'visitor' });
    });
  });

  describe('when two tabs share a session and the hall answers one of them -1', () => {
    it('the tab that met it offers to sign in again, and the other tab ends its session too', async () => {
      const BroadcastChannel = tabsOfOneBrowser();
      const store = memorySessionStore();
      const first = playerLobby({ store, BroadcastChannel });
      await first.boot();
      await login(first);
      const second = playerLobby({ store, BroadcastChannel });
      await second.boot();
      await expect.poll(() => sessionOf(second).status, POLL).toBe('player');
      // Both tabs' first balance reads have answered: the fault below is for the next one.
      for (const tab of [first, second])
        await expect.poll(() => answered(tab, 'homeGold(undefined)'), POLL).toBe(true);

      await hall.control.faults.add({ kind: 'code', route: 'homeGold', code: -1, times: 1 });
      await first.session.refreshBalance();

      await expect
        .poll(() => sessionOf(first), POLL)
        .toMatchObject({ status: 'visitor', signInAgain: { reason: 'tokenExpired' } });
      await expect
        .poll(() => sessionOf(second), POLL)
        .toMatchObject({ status: 'visitor', signInAgain: { reason: 'otherTab' } });
      expect(await tokenOf(first)).toBeUndefined();
      expect(await tokenOf(second)).toBeUndefined();
      expect(store.value).toBeUndefined();
      expect(second.store.getState().player.realtime).toBe('off');
    });
  });

  describe('security', () => {
    it('sends no token in any URL, the WebSocket one included, and writes none in an error text', async () => {
      socketUrls.length = 0;
      const lobby = playerLobby();
      await lobby.boot();
      await login(lobby);
      await expect.poll(() => lobby.store.getState().player.realtime, POLL).toBe('live');
      const token = (await tokenOf(lobby))!;
      const { client } = await lobby.hall();
      const jwt = client.session.newJwt!;

      // A user call that fails, and a sign-in refused while a session is open.
      // Every homeGold fails until the fault is cleared (after the test).
      await hall.control.faults.add({ kind: 'status', route: 'homeGold', status: 500 });
      const failed = await client.request('homeGold');
      const refused = await login(lobby, 'player01', 'wrong');

      const requests = await hall.control.requests.list();
      expect(requests.length).toBeGreaterThan(5);
      for (const { url } of requests) {
        expect(url).not.toContain(token);
        expect(url).not.toContain(jwt);
      }
      expect(socketUrls.length).toBeGreaterThan(0);
      for (const url of socketUrls) expect(url).not.toMatch(new RegExp(`${token}|${jwt}|authStr`));
      expect(failed.ok).toBe(false);
      expect(refused.ok).toBe(false);
      const texts = [
        JSON.stringify(failed),
        String(!failed.ok && failed.error.message),
        JSON.stringify(refused),
      ];
      for (const text of texts) {
        expect(text).not.toContain(token);
        expect(text).not.toContain(jwt);
      }
    });

    it('writes no token in any line of the hall’s log, from the login to the logout', async () => {
      hallLog.length = 0;
      const lobby = playerLobby();
      await lobby.boot();
      await login(lobby);
      await expect.poll(() => lobby.store.getState().player.realtime, POLL).toBe('live');
      const token = (await tokenOf(lobby))!;
      const jwt = (await lobby.hall()).client.session.newJwt!;
      await lobby.session.refreshBalance();
      await lobby.session.checkUsername('player01');
      // A faulted call writes a line of its own.
      await hall.control.faults.add({ kind: 'status', route: 'homeGold', status: 500, times: 1 });
      await lobby.session.refreshBalance();
      await lobby.session.logout();

      const paths = hallLog.map((line) => (JSON.parse(line) as { path?: string }).path);
      expect(paths).toEqual(
        expect.arrayContaining(['/hall/home/login', '/hall/user/getHomeGold', '/hall/user/logout']),
      );
      expect(hallLog.some((line) => line.includes('fault injected'))).toBe(true);
      for (const line of hallLog) {
        expect(line).not.toContain(token);
        expect(line).not.toContain(jwt);
      }
    });
  });
});
