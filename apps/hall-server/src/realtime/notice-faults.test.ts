// The notice faults of the control API, on real sockets: a notice written twice, and a socket
// killed between a notice and its ack (the notice comes again on the next connection).
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { openSocket, startTestHall, testClient } from '../test-support/hall';
import { createNoticeFaultRegistry } from './notice-faults';

let server: HallServer;
let control: ControlClient;
beforeAll(async () => {
  server = await startTestHall();
  control = createControlClient(server.controlUrl!);
});
afterEach(async () => {
  await control.noticeFaults.clear();
});
afterAll(async () => {
  await server.close();
});

async function authedSocket(username: string) {
  const client = testClient(server, 'demo', { deviceId: `notice-fault-${username}` });
  await client.login(username);
  const socket = await openSocket(server, `1001_${client.client.session.token!}`);
  await socket.next((frame) => frame.event === 'auth');
  return socket;
}

describe('notice faults', () => {
  describe('when a duplicate fault matches a notice', () => {
    it('writes that notice twice with one msgId, and the next one once', async () => {
      const socket = await authedSocket('player01');
      await control.noticeFaults.add({ kind: 'duplicate', type: 'payOrderSuccess', times: 1 });
      const first = await control.notices.push({
        siteCode: 'demo',
        username: 'player01',
        type: 'payOrderSuccess',
      });
      const second = await control.notices.push({
        siteCode: 'demo',
        username: 'player01',
        type: 'payOrderSuccess',
      });
      await socket.next((frame) => frame.msgId === second.msgId);
      const ids = socket.frames.filter((frame) => frame.event === 'notice').map((frame) => frame.msgId);
      expect(ids).toEqual([first.msgId, first.msgId, second.msgId]);
      expect((await control.counters.get()).notices.faultDuplicates).toBe(1);
      socket.close();
    });
  });

  describe('when a socket is killed between a notice and its ack', () => {
    it('records no ack, and delivers the notice again on the next connection', async () => {
      const socket = await authedSocket('newbie01');
      await control.noticeFaults.add({ kind: 'drop-before-ack', username: 'newbie01', times: 1 });
      const pushed = await control.notices.push({
        siteCode: 'demo',
        username: 'newbie01',
        type: 'gameGoldChange',
      });
      await socket.next((frame) => frame.msgId === pushed.msgId);
      socket.send({ event: 'ack', msgId: pushed.msgId });
      expect((await socket.closed).code).toBe(1006);
      const stored = await control.notices.list({ siteCode: 'demo', username: 'newbie01' });
      expect(stored.find((notice) => notice.msgId === pushed.msgId)?.ackedAt).toBeUndefined();

      const again = await authedSocket('newbie01');
      await again.next((frame) => frame.msgId === pushed.msgId);
      again.send({ event: 'ack', msgId: pushed.msgId });
      await expect
        .poll(
          async () =>
            (await control.notices.list({ siteCode: 'demo', username: 'newbie01' })).find(
              (notice) => notice.msgId === pushed.msgId,
            )?.ackedAt,
        )
        .toEqual(expect.any(Number));
      expect((await control.counters.get()).notices.droppedAcks).toBe(1);
      again.close();
    });
  });
});

describe('createNoticeFaultRegistry', () => {
  describe('when a fault is added', () => {
    it('matches by type, site and user, and goes once used up', () => {
      const registry = createNoticeFaultRegistry();
      registry.add({ kind: 'duplicate', type: 'payOrderSuccess', siteCode: 'demo', times: 2 });
      expect(registry.take({ type: 'jackpot', siteCode: 'demo', username: null })).toBeUndefined();
      expect(registry.take({ type: 'payOrderSuccess', siteCode: 'siam', username: 'x' })).toBeUndefined();
      expect(registry.take({ type: 'payOrderSuccess', siteCode: 'demo', username: 'x' })?.kind).toBe(
        'duplicate',
      );
      expect(registry.take({ type: 'payOrderSuccess', siteCode: 'demo', username: 'y' })?.hits).toBe(2);
      expect(registry.list()).toEqual([]);
    });
  });

  describe('when a fault is malformed', () => {
    it.each([{ kind: 'lose' }, { kind: 'duplicate', type: 'nope' }, { kind: 'duplicate', times: 0 }, 'x'])(
      'refuses %j',
      (spec) => {
        expect(() => createNoticeFaultRegistry().add(spec)).toThrow(TypeError);
      },
    );
  });
});
