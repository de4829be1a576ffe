// @vitest-environment node
// The security page's calls against the reference hall server on loopback: what is bound, a code
// read from the hall's outbox, the phone and e-mail bindings with it (a wrong code, a number
// bound to another player), Google authenticator with the code an app would show, the login
// password's forced change, inputs refused before anything is sent, a double tap, and
// self-exclusion ending the session.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby } from '../test-support/hall-lobby';
import { authenticatorCode } from './totp.test-util';

let hall: TestHall;
const lobbies: Lobby[] = [];

async function playerLobby(username: string) {
  const lobby = hallLobby(hall, {
    storage: memoryStorage(),
    device: { id: `security-device-${lobbies.length}`, model: 'Vitest Phone' },
    session: { WebSocket: null, BroadcastChannel: null },
    money: { locks: null, retryDelayMs: 20 },
  });
  lobbies.push(lobby);
  await lobby.boot();
  const outcome = await lobby.session.login({ username, password: SEED_PASSWORD });
  if (!outcome.ok) throw new Error(`login ${username} failed: ${JSON.stringify(outcome)}`);
  return lobby;
}

/** The last code the hall "sent" to `to` (its outbox stands for the SMS and e-mail gateways). */
async function lastCode(to: string): Promise<string> {
  const entry = (await hall.control.outbox()).filter((sent) => sent.to === to).at(-1);
  if (!entry) throw new Error(`no code was sent to ${to}`);
  return entry.code;
}

const account = (lobby: Lobby) => {
  const { session } = lobby.store.getState();
  return session.status === 'player' ? session.account : undefined;
};

const callsTo = async (route: string) => (await hall.control.requests.list({ route })).length;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(async () => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
  await hall.control.faults.clear();
});
afterAll(() => hall.close());

describe('lobby.money security calls', () => {
  describe('when a visitor asks', () => {
    it('answers notPlayer and sends nothing', async () => {
      const lobby = hallLobby(hall, { storage: memoryStorage(), session: { WebSocket: null } });
      lobbies.push(lobby);
      await lobby.boot();
      const sent = await callsTo('sendCode');
      expect(await lobby.money.securityStatus()).toEqual({ ok: false, reason: 'notPlayer' });
      expect(await lobby.money.sendCode({ channel: 'email', email: 'ana@example.com' })).toEqual({
        ok: false,
        reason: 'notPlayer',
      });
      expect(await lobby.money.setSelfExclusion(7)).toEqual({ ok: false, reason: 'notPlayer' });
      expect(await callsTo('sendCode')).toBe(sent);
    });
  });

  describe('when a player reads what is bound', () => {
    it('shows the masked phone, the withdraw password, and nothing else bound', async () => {
      const lobby = await playerLobby('player01');
      expect(await lobby.money.securityStatus()).toEqual({
        ok: true,
        data: { hasWithdrawPassword: true, phone: '+55***321', googleAuthBound: false },
      });
    });
  });

  describe('when a player binds a phone with the SMS code', () => {
    it('refuses a wrong code (1333, attempts left), then binds with the sent one and reads fresh', async () => {
      const lobby = await playerLobby('newbie01');
      const sent = await lobby.money.sendCode({ channel: 'sms', areaCode: '55', phone: '11 95555-0101' });
      expect(sent).toEqual({
        ok: true,
        data: { channel: 'sms', to: '+5511955550101', expiresInMs: 600_000 },
      });
      const code = await lastCode('+5511955550101');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(
        await lobby.money.bindPhone({ areaCode: '55', phone: '11 95555-0101', code: wrong }),
      ).toMatchObject({ ok: false, reason: 'refused', code: '1333', data: { attemptsLeft: 4 } });

      const bound = await lobby.money.bindPhone({ areaCode: '55', phone: '11 95555-0101', code });
      expect(bound).toEqual({
        ok: true,
        data: { hasWithdrawPassword: false, phone: '+55***101', googleAuthBound: false },
      });
      // The session's account facts took the fresh user info (the forced-binding rule reads them).
      expect(account(lobby)?.phone).toBe('+55***101');
    });
  });

  describe('when a player binds an e-mail address with its code', () => {
    it('refuses an empty code before sending, a wrong one (1332), then binds', async () => {
      const lobby = await playerLobby('newbie01');
      const binds = await callsTo('bindEmail');
      expect(await lobby.money.bindEmail({ email: 'newbie01@example.com', code: '' })).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'code',
        code: 'required',
      });
      expect(await callsTo('bindEmail')).toBe(binds);

      const sent = await lobby.money.sendCode({ channel: 'email', email: 'newbie01@example.com' });
      expect(sent).toMatchObject({ ok: true, data: { channel: 'email', to: 'newbie01@example.com' } });
      const code = await lastCode('newbie01@example.com');
      const wrong = String((Number(code) + 1) % 1_000_000).padStart(6, '0');
      expect(await lobby.money.bindEmail({ email: 'newbie01@example.com', code: wrong })).toMatchObject({
        ok: false,
        reason: 'refused',
        code: '1332',
      });
      const bound = await lobby.money.bindEmail({ email: 'newbie01@example.com', code });
      expect(bound).toMatchObject({ ok: true, data: { email: 'new***com' } });
    });
  });

  describe('when a code is asked for with a double tap', () => {
    it('sends one code, and both taps answer it', async () => {
      const lobby = await playerLobby('rich01');
      const before = (await hall.control.outbox()).filter((entry) => entry.to === 'rich01@example.com');
      const target = { channel: 'email', email: 'rich01@example.com' } as const;
      const [first, second] = await Promise.all([lobby.money.sendCode(target), lobby.money.sendCode(target)]);
      expect(first).toMatchObject({ ok: true });
      expect(second).toEqual(first);
      const after = (await hall.control.outbox()).filter((entry) => entry.to === 'rich01@example.com');
      expect(after).toHaveLength(before.length + 1);
    });
  });

  describe('when the input is wrong (spec §5)', () => {
    it('names the field and sends nothing', async () => {
      const lobby = await playerLobby('rich01');
      const codes = await callsTo('sendCode');
      expect(await lobby.money.sendCode({ channel: 'sms', areaCode: '55', phone: '12345' })).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'phone',
        code: 'length',
      });
      expect(
        await lobby.money.sendCode({ channel: 'email', email: `${'a'.repeat(39)}@example.com` }),
      ).toEqual({ ok: false, reason: 'invalid', field: 'email', code: 'length' });
      expect(await lobby.money.bindGoogleAuth('12345')).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'code',
        code: 'length',
      });
      expect(await lobby.money.setSelfExclusion(0)).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'days',
        code: 'length',
      });
      expect(await callsTo('sendCode')).toBe(codes);
    });
  });

  describe('when the hall does not answer a code request', () => {
    it('answers unsettled and sends it only once (a resend would replace the code)', async () => {
      const lobby = await playerLobby('rich01');
      const before = await callsTo('sendCode');
      await hall.control.faults.add({
        kind: 'status',
        status: 503,
        when: 'after',
        route: 'sendCode',
        times: 5,
      });
      const sent = await lobby.money.sendCode({ channel: 'sms', areaCode: '55', phone: '11955550199' });
      expect(sent).toMatchObject({ ok: false, reason: 'unsettled' });
      expect(await callsTo('sendCode')).toBe(before + 1);
    });
  });

  describe('when the number is bound to another player', () => {
    it('refuses it with 1216 once the code is right, and binds nothing', async () => {
      const lobby = await playerLobby('player01');
      const taken = { areaCode: '55', phone: '11912345678' };
      expect(await lobby.money.sendCode({ channel: 'sms', ...taken })).toMatchObject({ ok: true });
      const code = await lastCode('+5511912345678');
      expect(await lobby.money.bindPhone({ ...taken, code })).toMatchObject({
        ok: false,
        reason: 'refused',
        code: '1216',
      });
      expect(account(lobby)?.phone).not.toBe('+55***678');
    });
  });

  describe('when a player binds Google authenticator', () => {
    it('shows a secret, refuses a wrong code (1012), binds with the app code', async () => {
      const lobby = await playerLobby('agent01');
      const key = await lobby.money.googleAuthSetup();
      if (!key.ok) throw new Error(JSON.stringify(key));
      expect(key.data.otpauthUrl).toMatch(/^otpauth:\/\/totp\/.+\?secret=/);
      expect(key.data.otpauthUrl).toContain(`secret=${key.data.secret}`);

      // Codes of the steps either side are accepted too (clock drift): a wrong one is none of the three.
      const valid = [-30_000, 0, 30_000].map((offset) =>
        authenticatorCode(key.data.secret, Date.now() + offset),
      );
      const wrong = ['000000', '111111', '222222', '333333'].find((code) => !valid.includes(code))!;
      expect(await lobby.money.bindGoogleAuth(wrong)).toMatchObject({
        ok: false,
        reason: 'refused',
        code: '1012',
      });
      const bound = await lobby.money.bindGoogleAuth(authenticatorCode(key.data.secret, Date.now()));
      expect(bound).toMatchObject({ ok: true, data: { googleAuthBound: true } });
      expect(account(lobby)?.googleAuthBound).toBe(true);
      // Bound: no new secret.
      expect(await lobby.money.googleAuthSetup()).toMatchObject({
        ok: false,
        reason: 'refused',
        code: 'invalid-params',
      });
    });
  });

  describe('when a player whose password support reset changes it', () => {
    it('refuses empty or unchanged passwords unsent, a wrong current one (1011), then changes it and the forced change is over', async () => {
      const lobby = await playerLobby('reset01');
      expect(account(lobby)?.must_change_password).toBe(true);
      const sent = await callsTo('changeLoginPassword');
      expect(await lobby.money.changeLoginPassword('', 'Fresh5678')).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'oldPassword',
        code: 'required',
      });
      expect(await lobby.money.changeLoginPassword(SEED_PASSWORD, SEED_PASSWORD)).toMatchObject({
        reason: 'invalid',
        field: 'password',
      });
      expect(await callsTo('changeLoginPassword')).toBe(sent);

      expect(await lobby.money.changeLoginPassword('Wrong1234', 'Fresh5678')).toMatchObject({
        ok: false,
        reason: 'refused',
        code: '1011',
      });
      expect(account(lobby)?.must_change_password).toBe(true);

      const changed = await lobby.money.changeLoginPassword(SEED_PASSWORD, 'Fresh5678');
      expect(changed.ok).toBe(true);
      expect(account(lobby)?.must_change_password).toBe(false);
      // The new password is the one that logs in now.
      await lobby.session.logout();
      expect(await lobby.session.login({ username: 'reset01', password: SEED_PASSWORD })).toMatchObject({
        ok: false,
      });
      expect(await lobby.session.login({ username: 'reset01', password: 'Fresh5678' })).toMatchObject({
        ok: true,
      });
    });
  });

  describe('when a player excludes themself', () => {
    it('reads not excluded, sets 7 days, and the lobby is a visitor with nothing offered', async () => {
      const lobby = await playerLobby('audit01');
      expect(await lobby.money.selfExclusion()).toEqual({
        ok: true,
        data: { excluded: false, until: undefined },
      });
      const before = Date.now();
      const set = await lobby.money.setSelfExclusion(7);
      if (!set.ok) throw new Error(JSON.stringify(set));
      expect(set.data.excluded).toBe(true);
      expect(set.data.until).toBeGreaterThanOrEqual(before + 7 * 86_400_000);
      expect(set.data.until).toBeLessThan(Date.now() + 7 * 86_400_000 + 60_000);

      expect(lobby.store.getState().session).toEqual({ status: 'visitor', kind: 'visitor' });
      expect((await lobby.hall()).client.session.token).toBeUndefined();
      expect(await lobby.money.selfExclusion()).toEqual({ ok: false, reason: 'notPlayer' });
      // The hall refuses the player until the end date.
      const again = await lobby.session.login({ username: 'audit01', password: SEED_PASSWORD });
      expect(again).toMatchObject({ ok: false });
      expect(lobby.store.getState().session.status).toBe('visitor');
    });
  });
});
