// @vitest-environment node
// Log-in by phone number and by e-mail address against the reference hall on loopback (spec §4
// "Login", §5, §8): each way opens the session, and each refusal names the field it belongs to.
import { SEED_PASSWORD, startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby } from '../test-support/hall-lobby';

let hall: TestHall;
const lobbies: Lobby[] = [];

function playerLobby(siteCode = 'demo') {
  const lobby = hallLobby(
    hall,
    {
      storage: memoryStorage(),
      device: { id: `device-${lobbies.length}`, model: 'Vitest Phone' },
      session: { WebSocket: null, BroadcastChannel: null },
    },
    siteCode,
  );
  lobbies.push(lobby);
  return lobby;
}

const sessionOf = (lobby: Lobby) => lobby.store.getState().session;

beforeAll(async () => {
  hall = await startTestHall();
});
// Failed log-ins also count per IP: each test comes from an address of its own, so one test's
// failures never ask another for a captcha.
let nextHost = 10;
beforeEach(async () => {
  const host = nextHost++;
  await hall.control.sites.set('demo', { clientIp: `198.51.100.${host}` });
  await hall.control.sites.set('siam', { clientIp: `192.0.2.${host}` });
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

describe('log-in by phone and by e-mail on the reference hall', () => {
  describe('when a visitor logs in by phone with the dialling prefix', () => {
    it('is the player the number is bound to', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await lobby.session.login({
        method: 'phone',
        areaCode: '+55',
        phone: '11912345678',
        password: SEED_PASSWORD,
      });

      expect(outcome).toMatchObject({ ok: true, status: 'player', account: { username: 'contact01' } });
      expect(sessionOf(lobby)).toMatchObject({ status: 'player', account: { username: 'contact01' } });
      expect(JSON.stringify(lobby.store.getState())).not.toContain(SEED_PASSWORD);
    });

    it('takes a Thai number as dialled at home, with its leading 0', async () => {
      const lobby = playerLobby('siam');
      await lobby.boot();

      const outcome = await lobby.session.login({
        method: 'phone',
        areaCode: '+66',
        phone: '0891234567',
        password: SEED_PASSWORD,
      });

      expect(outcome).toMatchObject({ ok: true, account: { username: 'niran01', currency: 'THB' } });
    });
  });

  describe('when a visitor logs in by e-mail', () => {
    it('is the player the address is bound to', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await lobby.session.login({
        method: 'email',
        email: 'contact01@example.com',
        password: SEED_PASSWORD,
      });

      expect(outcome).toMatchObject({ ok: true, status: 'player', account: { username: 'contact01' } });
    });
  });

  describe('when the phone number is bound to no account', () => {
    it('answers 1216 for the phone field and the visitor stays a visitor', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await lobby.session.login({
        method: 'phone',
        areaCode: '+55',
        phone: '11900000000',
        password: SEED_PASSWORD,
      });

      expect(outcome).toEqual({
        ok: false,
        error: {
          kind: 'service',
          code: '1216',
          field: 'phone',
          messageKey: 'error.requestFailed',
          message: 'no account has this phone number bound',
          requestId: expect.any(String),
          path: '/hall/home/login',
          status: 200,
          retries: 0,
        },
      });
      expect(sessionOf(lobby)).toEqual({ status: 'visitor', kind: 'visitor' });
    });
  });

  describe('when the password is wrong', () => {
    it('answers 1011 for the password field, by phone and by e-mail', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const byPhone = await lobby.session.login({
        method: 'phone',
        areaCode: '+55',
        phone: '11912345678',
        password: 'Wrong1234',
      });
      const byEmail = await lobby.session.login({
        method: 'email',
        email: 'contact01@example.com',
        password: 'Wrong1234',
      });

      expect(byPhone).toMatchObject({
        ok: false,
        error: { code: '1011', field: 'password', message: 'wrong password' },
      });
      expect(byEmail).toMatchObject({
        ok: false,
        error: { code: '1011', field: 'password', message: 'wrong e-mail address or password' },
      });
      expect(sessionOf(lobby).status).toBe('visitor');
    });
  });

  describe('when the e-mail address is bound to no account', () => {
    it('answers as for a wrong password: whether an address has an account is not told', async () => {
      const lobby = playerLobby();
      await lobby.boot();

      const outcome = await lobby.session.login({
        method: 'email',
        email: 'nobody@example.com',
        password: SEED_PASSWORD,
      });

      expect(outcome).toMatchObject({
        ok: false,
        error: { code: '1011', field: 'password', message: 'wrong e-mail address or password' },
      });
    });
  });

  describe('when the log-in by phone asks for the dialling prefixes', () => {
    it('answers the site’s SMS countries in its order', async () => {
      const demo = playerLobby();
      const siam = playerLobby('siam');

      expect(await demo.session.smsCountries()).toEqual([
        { countryName: 'Brasil', phoneNumberSegment: '+55' },
        { countryName: 'Portugal', phoneNumberSegment: '+351' },
      ]);
      expect((await siam.session.smsCountries()).map((country) => country.phoneNumberSegment)).toEqual([
        '+66',
      ]);
    });
  });
});
