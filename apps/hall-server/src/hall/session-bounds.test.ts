import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import type { SessionRecord } from '../store/records';
import { serviceCode, startTestHall, testClient } from '../test-support/hall';
import { MAX_SESSIONS_PER_USER, sessionsToEnd } from './session-bounds';

const session = (token: string, username: string, lastSeenAt: number): SessionRecord => ({
  token,
  jwt: '',
  siteCode: 'demo',
  username,
  deviceId: 'd',
  deviceModel: '',
  createdAt: lastSeenAt,
  lastSeenAt,
});

const table = (list: SessionRecord[]) => Object.fromEntries(list.map((entry) => [entry.token, entry]));

describe('session bounds', () => {
  describe('when the hall holds as many sessions as it keeps', () => {
    const limits = { perUser: 3, total: 5, idleMs: 1000 };

    it('ends the idle-expired first, then the least recently seen of anyone', () => {
      const sessions = table([
        session('a1', 'ana', 500),
        session('b1', 'bob', 100),
        session('c1', 'cy', 300),
        session('d1', 'dee', 400),
        session('e1', 'eve', 200),
      ]);
      expect(sessionsToEnd(sessions, { siteCode: 'demo', username: 'new' }, 1000, limits)).toEqual(['b1']);
      expect(sessionsToEnd(sessions, { siteCode: 'demo', username: 'new' }, 1350, limits).sort()).toEqual(
        ['b1', 'e1', 'c1'].sort(),
      );
    });

    it("ends the user's own least recently seen session past the per-user cap", () => {
      const sessions = table([session('a1', 'ana', 10), session('a2', 'ana', 30), session('a3', 'ana', 20)]);
      expect(sessionsToEnd(sessions, { siteCode: 'demo', username: 'ana' }, 40, limits)).toEqual(['a1']);
      expect(sessionsToEnd(sessions, { siteCode: 'demo', username: 'bob' }, 40, limits)).toEqual([]);
    });
  });

  describe('when one account logs in again and again', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startTestHall();
    });
    afterAll(async () => {
      await server.close();
    });

    it(
      `keeps its newest ${MAX_SESSIONS_PER_USER} sessions and ends the oldest`,
      { timeout: 60_000 },
      async () => {
        const first = testClient(server, 'demo', { deviceId: 'same-device' });
        await first.login('player01');
        expect((await first.call('homeGold')).ok).toBe(true);
        let latest = first;
        for (let i = 0; i < MAX_SESSIONS_PER_USER; i++) {
          latest = testClient(server, 'demo', { deviceId: 'same-device' });
          await latest.login('player01');
        }
        expect(serviceCode(await first.call('homeGold'))).toBe('-1');
        expect((await latest.call('homeGold')).ok).toBe(true);
      },
    );
  });
});
