import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { startTestHall } from '../test-support/hall';
import { MAX_PENDING_PER_USER } from './notice-hub';

describe('notice bounds', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  const pending = async (username: string) =>
    (await control.notices.list({ siteCode: 'demo', username })).filter(
      (notice) => notice.ackedAt === undefined,
    );

  describe("when another player's traffic fills the notice store", () => {
    it('keeps every unacknowledged notice of the first player', { timeout: 60_000 }, async () => {
      const kept = await control.notices.push({
        siteCode: 'demo',
        username: 'player01',
        type: 'gameGoldChange',
        data: { game_gold: 1 },
      });
      for (let i = 0; i < 2100; i++) {
        await control.notices.push({
          siteCode: 'demo',
          username: 'newbie01',
          type: 'activeDetails',
          data: { i },
        });
      }
      expect((await pending('player01')).map((notice) => notice.msgId)).toContain(kept.msgId);
    });
  });

  describe('when one player has more unacknowledged notices than the cap', () => {
    it("keeps that player's newest notices, up to the cap", async () => {
      const last = await control.notices.push({
        siteCode: 'demo',
        username: 'newbie01',
        type: 'activeDetails',
        data: { last: true },
      });
      const left = await pending('newbie01');
      expect(left.length).toBeLessThanOrEqual(MAX_PENDING_PER_USER);
      expect(left.at(-1)?.msgId).toBe(last.msgId);
    });
  });
});
