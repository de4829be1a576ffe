// @vitest-environment node
// A sign-up by phone or e-mail against the reference hall server on loopback: the code asked
// for before the account exists, read from the hall's outbox, named by the registration, which
// makes a player whose phone or address is bound; an input refused before sending; a second code
// within the minute refused under the code field.
import { startTestHall, type TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Lobby } from '../create-lobby';
import { hallLobby } from '../test-support/hall-lobby';

let hall: TestHall;
const lobbies: Lobby[] = [];

async function visitorLobby() {
  const lobby = hallLobby(hall, {
    storage: memoryStorage(),
    device: { id: `sign-up-device-${lobbies.length}`, model: 'Vitest Phone' },
    session: { WebSocket: null, BroadcastChannel: null },
  });
  lobbies.push(lobby);
  await lobby.boot();
  return lobby;
}

async function codeSentTo(to: string): Promise<string> {
  const entry = (await hall.control.outbox()).filter((sent) => sent.to === to).at(-1);
  if (!entry) throw new Error(`no code was sent to ${to}`);
  return entry.code;
}

const callsTo = async (route: string) => (await hall.control.requests.list({ route })).length;

beforeAll(async () => {
  hall = await startTestHall();
});
afterEach(() => {
  lobbies.splice(0).forEach((lobby) => lobby.dispose());
});
afterAll(() => hall.close());

describe('lobby.session.sendSignUpCode', () => {
  describe('when a visitor signs up by phone', () => {
    it('sends the code to the whole number, and the sign-up with it is a player with that phone bound', async () => {
      const lobby = await visitorLobby();
      const national = `11${String(Date.now() % 1e9).padStart(9, '0')}`;
      const sent = await lobby.session.sendSignUpCode({ channel: 'sms', phone: national, areaCode: '+55' });
      expect(sent).toMatchObject({ ok: true, to: `+55${national}`, expiresInMs: 600_000 });

      const again = await lobby.session.sendSignUpCode({ channel: 'sms', phone: national, areaCode: '+55' });
      expect(again).toMatchObject({ ok: false, reason: 'failed', error: { code: '1101', field: 'code' } });

      const username = `sms${national.slice(-7)}`;
      const outcome = await lobby.session.register({
        username,
        password: 'Harbor2024',
        phone: national,
        areaCode: '+55',
        code: await codeSentTo(`+55${national}`),
      });
      expect(outcome).toMatchObject({ ok: true, status: 'player' });
      const info = await hall.control.users.get('demo', username);
      expect(info['phone']).toMatch(/^\+55\*\*\*/);
    });
  });

  describe('when a visitor signs up by e-mail with a wrong code', () => {
    it('says so under the code (1332), and stays a visitor', async () => {
      const lobby = await visitorLobby();
      const email = `code${Date.now() % 1e9}@example.com`;
      expect(await lobby.session.sendSignUpCode({ channel: 'email', email })).toMatchObject({
        ok: true,
        to: email,
      });
      const code = await codeSentTo(email);
      const outcome = await lobby.session.register({
        username: `mail${Date.now() % 1e7}`,
        password: 'Harbor2024',
        email,
        code: code === '000000' ? '111111' : '000000',
      });
      expect(outcome).toMatchObject({ ok: false, error: { code: '1332', field: 'code' } });
      expect(lobby.store.getState().session.kind).toBe('visitor');
    });
  });

  describe('when the number is not one', () => {
    it('names the field and sends nothing', async () => {
      const lobby = await visitorLobby();
      const before = await callsTo('registerCode');
      expect(await lobby.session.sendSignUpCode({ channel: 'sms', phone: '12', areaCode: '+55' })).toEqual({
        ok: false,
        reason: 'invalid',
        field: 'phone',
        code: 'length',
      });
      expect(await lobby.session.sendSignUpCode({ channel: 'email', email: 'nobody' })).toMatchObject({
        reason: 'invalid',
        field: 'email',
      });
      expect(await callsTo('registerCode')).toBe(before);
    });
  });
});
