// The redirect flow of third-party sign-in on the fake hall: no window can open, so the lobby page
// goes to the provider (its `redirect` and sessionStorage injected); the next boot takes the
// answer the callback page stored, once, and goes on as a window's answer would.
import { memoryStorage, type MemoryStorage } from '@lobbykit/test-utils/storage';
import { webcrypto } from 'node:crypto';
import { describe, expect, it, vi } from 'vitest';
import type { LobbySessionOptions } from './options';
import { thirdPartyReturnSeen } from './player-slice';
import {
  THIRD_PARTY_CALLBACK_TYPE,
  THIRD_PARTY_PENDING_KEY,
  THIRD_PARTY_RESULT_KEY,
} from './third-party-callback';
import type { ThirdPartyOptions } from './third-party-world';
import { fakeHall } from '../test-support/fake-hall';
import { POLL, settle, testLobby } from '../test-support/test-lobby';

const LANDING = 'https://lobby.test/?id=7002&utm=x';
const ORIGIN = 'https://lobby.test';

/** A hall whose site offers LINE (code flow) and Google (implicit flow). */
function hallWithProviders() {
  const hall = fakeHall();
  hall.answer('systemStatus', {
    data: { messageBannerIndex: [], homeGetSysInfo: { lineAppId: 'line-1', googleAppId: 'google-1' } },
  });
  return hall;
}

function lobbyWith(
  thirdParty: ThirdPartyOptions,
  extra: Partial<LobbySessionOptions> = {},
  hall = hallWithProviders(),
) {
  return testLobby(
    {
      location: LANDING,
      session: { WebSocket: null, BroadcastChannel: null, share: false, thirdParty, ...extra },
    },
    { hall },
  );
}

const blocked = (sessionStorage: MemoryStorage | null, redirect: ((url: string) => void) | null) =>
  ({
    open: () => null,
    redirect,
    sessionStorage,
    crypto: webcrypto as unknown as Crypto,
  }) satisfies ThirdPartyOptions;

/** What the callback page stores for the pending sign-in in `storage` (its state, unless told). */
function storeAnswer(storage: MemoryStorage, fields: Record<string, string> = {}) {
  const pending = JSON.parse(storage.getItem(THIRD_PARTY_PENDING_KEY) ?? '{}') as {
    provider: string;
    state: string;
  };
  const answer = {
    type: THIRD_PARTY_CALLBACK_TYPE,
    provider: pending.provider,
    state: pending.state,
    ...fields,
  };
  storage.setItem(THIRD_PARTY_RESULT_KEY, JSON.stringify(answer));
}

function pendingSignIn(storage: MemoryStorage, provider: 'line' | 'google') {
  storage.setItem(
    THIRD_PARTY_PENDING_KEY,
    JSON.stringify({
      provider,
      state: 'st-pending',
      redirectUri: `${ORIGIN}/pages/actions/index.html?type=${provider}`,
      ...(provider === 'line' ? { verifier: 'v-pending' } : {}),
      returnTo: '/?id=7002&utm=x',
    }),
  );
}

describe('third-party sign-in by redirect', () => {
  describe('when no sign-in window can open', () => {
    it('sends the lobby page to the provider, the state, the verifier and the way back kept', async () => {
      const storage = memoryStorage();
      const redirect = vi.fn();
      const { lobby, hall } = lobbyWith(blocked(storage, redirect));
      await lobby.boot();

      await expect(lobby.session.thirdParty('line')).resolves.toEqual({
        ok: false,
        status: 'redirected',
        kind: 'line',
      });

      expect(redirect).toHaveBeenCalledTimes(1);
      const authorize = new URL(redirect.mock.calls[0]![0] as string);
      const pending = JSON.parse(storage.getItem(THIRD_PARTY_PENDING_KEY) ?? '{}') as Record<string, string>;
      expect(authorize.searchParams.get('state')).toBe(pending['state']);
      expect(authorize.searchParams.get('code_challenge')).toBeTruthy();
      expect(authorize.search).not.toContain(pending['verifier']!);
      expect(pending).toMatchObject({ provider: 'line', returnTo: '/?id=7002&utm=x' });
      expect(pending['verifier']).toMatch(/^[A-Za-z0-9_-]{43,}$/);
      expect(hall.count('thirdPartyLogin')).toBe(0);
      expect(lobby.store.getState().session.status).toBe('visitor');
      lobby.dispose();
    });
  });

  describe.each([
    ['sessionStorage is off', null, vi.fn()],
    ['the page cannot go anywhere', memoryStorage(), null],
  ] as const)('when %s', (_label, storage, redirect) => {
    it('asks the player to allow pop-ups, as before', async () => {
      const { lobby } = lobbyWith(blocked(storage, redirect));
      await lobby.boot();

      const outcome = await lobby.session.thirdParty('google');

      expect(outcome).toMatchObject({ ok: false, status: 'failed', error: { code: 'popupBlocked' } });
      if (redirect) expect(redirect).not.toHaveBeenCalled();
      lobby.dispose();
    });
  });

  describe('when the next boot finds the answer to its pending sign-in', () => {
    it('takes it once, signs in with it as a window would, and leaves nothing in storage', async () => {
      const storage = memoryStorage();
      pendingSignIn(storage, 'line');
      storeAnswer(storage, { code: 'line-code-1' });
      const hall = hallWithProviders();
      hall.answer('thirdPartyLogin', { data: { username: 'player01', game_gold: 10 } });
      const { lobby } = lobbyWith(blocked(storage, vi.fn()), {}, hall);

      await lobby.boot();

      await expect.poll(() => lobby.store.getState().session.status, POLL).toBe('player');
      expect(hall.count('thirdPartyLogin')).toBe(1);
      expect(storage.getItem(THIRD_PARTY_RESULT_KEY)).toBeNull();
      expect(storage.getItem(THIRD_PARTY_PENDING_KEY)).toBeNull();
      expect(lobby.store.getState().player.thirdPartyReturn).toBeUndefined();
      lobby.dispose();
    });
  });

  describe('when the hall answers the stored answer with code 100', () => {
    it('keeps the prefill for the log-in modal until it has been seen', async () => {
      const storage = memoryStorage();
      pendingSignIn(storage, 'google');
      storeAnswer(storage, { accessToken: 'google-token-1' });
      const hall = hallWithProviders();
      hall.answer('thirdPartyLogin', {
        code: 100,
        message: 'not registered',
        data: { access_token: 'hall-token', email: 'anna.lee@example.test', id: 'g-42' },
      });
      const { lobby } = lobbyWith(blocked(storage, vi.fn()), {}, hall);

      await lobby.boot();

      await expect
        .poll(() => lobby.store.getState().player.thirdPartyReturn, POLL)
        .toEqual({
          ok: false,
          status: 'unregistered',
          kind: 'google',
          prefill: { email: 'anna.lee@example.test', id: 'g-42', username: 'annalee' },
        });
      expect(JSON.stringify(lobby.store.getState())).not.toContain('hall-token');
      lobby.store.dispatch(thirdPartyReturnSeen());
      expect(lobby.store.getState().player.thirdPartyReturn).toBeUndefined();
      lobby.dispose();
    });
  });

  describe('when the hall refuses the stored answer', () => {
    it('keeps the failure for the log-in modal and the visitor stays a visitor', async () => {
      const storage = memoryStorage();
      pendingSignIn(storage, 'line');
      storeAnswer(storage, { code: 'line-code-forged' });
      const hall = hallWithProviders();
      hall.answer('thirdPartyLogin', { code: 1011, message: 'login error' });
      const { lobby } = lobbyWith(blocked(storage, vi.fn()), {}, hall);

      await lobby.boot();

      await expect
        .poll(() => lobby.store.getState().player.thirdPartyReturn, POLL)
        .toMatchObject({ ok: false, status: 'failed', kind: 'line', error: { code: '1011' } });
      expect(lobby.store.getState().session.status).toBe('visitor');
      lobby.dispose();
    });
  });

  describe.each([
    ['a stale answer', { state: 'st-old' }],
    ['a foreign answer', { provider: 'google' }],
  ])('when the next boot finds %s', (_label, fields) => {
    it('drops it: no call, no session, nothing for the modal', async () => {
      const storage = memoryStorage();
      pendingSignIn(storage, 'line');
      storeAnswer(storage, { code: 'line-code-1', ...fields });
      const { lobby, hall } = lobbyWith(blocked(storage, vi.fn()));

      await lobby.boot();
      await expect.poll(() => storage.getItem(THIRD_PARTY_RESULT_KEY), POLL).toBeNull();
      await settle(50);

      expect(hall.count('thirdPartyLogin')).toBe(0);
      expect(lobby.store.getState().session.status).toBe('visitor');
      expect(lobby.store.getState().player.thirdPartyReturn).toBeUndefined();
      lobby.dispose();
    });
  });

  describe('when the next boot finds a corrupt answer', () => {
    it('removes it at once and loads nothing for it', async () => {
      const storage = memoryStorage();
      storage.setItem(THIRD_PARTY_RESULT_KEY, '{"type":');
      const loadSession = vi.fn(() => import('./runner'));
      const { lobby, hall } = lobbyWith(blocked(storage, vi.fn()), { loadSession });

      await lobby.boot();
      await expect.poll(() => storage.getItem(THIRD_PARTY_RESULT_KEY), POLL).toBeNull();
      await settle(50);

      expect(hall.count('thirdPartyLogin')).toBe(0);
      expect(lobby.store.getState().session.status).toBe('visitor');
      lobby.dispose();
    });
  });

  describe('when no answer waits', () => {
    it('loads no session code at boot', async () => {
      const loadSession = vi.fn(() => import('./runner'));
      const { lobby } = lobbyWith(blocked(memoryStorage(), vi.fn()), { loadSession });
      await lobby.boot();
      await settle(50);
      expect(loadSession).not.toHaveBeenCalled();
      lobby.dispose();
    });
  });
});
