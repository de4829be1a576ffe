import { noticeSchema, noticeTypes, type NoticeType } from '@lobbykit/contract';
import * as v from 'valibot';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { openSocket, startTestHall, testClient } from '../test-support/hall';
import { WS_AUTH_FAILED } from './socket-server';

const isNotice = (frame: Record<string, unknown>) => frame.event === 'notice';

describe('notice socket', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  async function userToken(username = 'player01', siteCode = 'demo'): Promise<string> {
    const client = testClient(server, siteCode, { deviceId: `socket-${username}` });
    await client.login(username);
    return client.client.session.token!;
  }

  describe('when a client authenticates', () => {
    it('accepts authStr in the URL and answers ping with pong', async () => {
      const socket = await openSocket(server, `1001_${await userToken()}`);
      expect(await socket.next((frame) => frame.event === 'auth')).toMatchObject({
        ok: true,
        siteId: 1001,
        username: 'player01',
      });
      socket.send({ event: 'ping' });
      expect(await socket.next((frame) => frame.event === 'pong')).toHaveProperty('serverTime');
      socket.send('ping');
      expect(await socket.next((frame) => frame.text === 'pong')).toBeTruthy();
      socket.close();
    });

    it('accepts auth as the first message, so the token stays out of the URL', async () => {
      const socket = await openSocket(server);
      socket.send({ event: 'auth', authStr: `1001-${await userToken()}` });
      expect(await socket.next((frame) => frame.event === 'auth')).toMatchObject({
        ok: true,
        username: 'player01',
      });
      socket.close();
    });

    it('closes with 4401 for a missing, unknown or expired auth', async () => {
      const silent = await openSocket(server);
      expect((await silent.closed).code).toBe(WS_AUTH_FAILED);
      const unknownSite = await openSocket(server, '9999_guest');
      expect((await unknownSite.closed).code).toBe(WS_AUTH_FAILED);
      const badToken = await openSocket(server, '1001_st_not-a-session');
      expect(await badToken.closed).toEqual({ code: WS_AUTH_FAILED, reason: 'token expired' });
      const early = await openSocket(server);
      early.send({ event: 'ack', msgId: '1' });
      expect((await early.closed).code).toBe(WS_AUTH_FAILED);
    });

    it('refuses the upgrade on an asset domain and on another path', async () => {
      await expect(openSocket(server, '1001_guest', server.assetUrls[0])).rejects.toThrow(/404/);
      const response = await fetch(`${server.url}/ws/other`, {
        headers: { connection: 'upgrade', upgrade: 'websocket' },
      }).catch(() => undefined);
      expect(response?.status ?? 404).not.toBe(101);
    });
  });

  describe('when notices are pushed', () => {
    it('delivers every notice type with a msgId that passes the contract schema', async () => {
      const socket = await openSocket(server, `1001_${await userToken('audit01')}`);
      await socket.next((frame) => frame.event === 'auth');
      for (const type of noticeTypes) {
        await control.notices.push({
          siteCode: 'demo',
          username: 'audit01',
          type,
          data:
            type === 'payOrderSuccess' ? { orderId: '9007199254740993123', amount: 5, isFirst: true } : {},
        });
      }
      const frames: Record<string, unknown>[] = [];
      for (const type of noticeTypes)
        frames.push(await socket.next((frame) => isNotice(frame) && frame.type === type));
      for (const frame of frames) {
        expect(v.safeParse(noticeSchema, frame).success).toBe(true);
        socket.send({ event: 'ack', msgId: frame.msgId });
      }
      expect(frames[0]!.data).toMatchObject({ orderId: '9007199254740993123', isFirst: true });
      socket.close();
    });

    it('redelivers unacknowledged notices after a reconnect, and not acknowledged ones', async () => {
      const token = await userToken('newbie01');
      const first = await openSocket(server, `1001_${token}`);
      await first.next((frame) => frame.event === 'auth');
      const acked = await control.notices.push({
        siteCode: 'demo',
        username: 'newbie01',
        type: 'jackpot',
        data: { amount: 1 },
      });
      const unacked = await control.notices.push({
        siteCode: 'demo',
        username: 'newbie01',
        type: 'jackpot',
        data: { amount: 2 },
      });
      await first.next((frame) => frame.msgId === unacked.msgId);
      first.send({ event: 'ack', msgId: acked.msgId });
      await new Promise((resolve) => setTimeout(resolve, 50));
      await control.sockets.drop({ username: 'newbie01', mode: 'terminate' });
      await first.closed;
      const queued = await control.notices.push({
        siteCode: 'demo',
        username: 'newbie01',
        type: 'gameGoldChange',
        data: { game_gold: 3 },
      });
      const second = await openSocket(server, `1001_${token}`);
      await second.next((frame) => frame.msgId === queued.msgId);
      await new Promise((resolve) => setTimeout(resolve, 50));
      const ids = second.frames.filter(isNotice).map((frame) => frame.msgId);
      expect(ids).toEqual([unacked.msgId, queued.msgId]);
      second.send({ event: 'ack', msgId: unacked.msgId });
      second.send({ event: 'ack', msgId: unacked.msgId });
      second.send({ event: 'ack', msgId: 'no-such-id' });
      await second.next((frame) => frame.event === 'error');
      const counters = await control.counters.get();
      expect(counters.notices.redeliveries).toBeGreaterThanOrEqual(1);
      expect(counters.notices.duplicateAcks).toBeGreaterThanOrEqual(1);
      expect(counters.notices.unknownAcks).toBeGreaterThanOrEqual(1);
      second.close();
    });

    it('broadcasts site notices to visitors and users of that site only', async () => {
      const demoGuest = await openSocket(server, '1001_guest');
      const siamGuest = await openSocket(server, '1002_public');
      await demoGuest.next((frame) => frame.event === 'auth');
      await siamGuest.next((frame) => frame.event === 'auth');
      const pushed = await control.notices.push({
        siteCode: 'demo',
        type: 'jackpot',
        data: { amount: 99, currency: 'BRL' },
      });
      const frame = await demoGuest.next((entry) => entry.msgId === pushed.msgId);
      demoGuest.send({ event: 'ack', msgId: frame.msgId });
      await new Promise((resolve) => setTimeout(resolve, 50));
      expect(siamGuest.frames.some((entry) => entry.msgId === pushed.msgId)).toBe(false);
      demoGuest.close();
      siamGuest.close();
    });

    it('tells the older session about a login elsewhere and closes its socket', async () => {
      const token = await userToken('rich01');
      const socket = await openSocket(server, `1001_${token}`);
      await socket.next((frame) => frame.event === 'auth');
      const other = testClient(server, 'demo', { deviceId: 'another-device', deviceModel: 'Pixel 9' });
      await other.login('rich01');
      expect(await socket.next((frame) => frame.type === 'multipleLogin')).toMatchObject({
        data: { deviceModel: 'Pixel 9' },
      });
      expect((await socket.closed).code).toBe(WS_AUTH_FAILED);
    });

    it('refuses a pushed notice of an unknown type', async () => {
      // Cast on purpose: the client's types would not let an unknown type through.
      const fireworks = 'fireworks' as NoticeType;
      await expect(control.notices.push({ siteCode: 'demo', type: fireworks })).rejects.toThrow(/400/);
    });
  });
});
