import { noticeTypes } from '@lobbykit/contract';
import { manualClock, type ManualClock } from '@lobbykit/test-utils/clock';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WebSocket } from 'ws';
import { startNoticeServer, until } from '../test/notice-server';
import type { NoticeServer, NoticeServerOptions } from '../test/notice-server';
import { createNoticeChannel } from './channel';
import type { NoticeChannel, NoticeChannelOptions } from './channel';
import type { ChannelError, ClosedEvent } from './events';

// Every test owns its servers and channels; they are closed after each test.
const servers: NoticeServer[] = [];
const channels: NoticeChannel[] = [];
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.stop();
  for (const server of servers.splice(0)) await server.close();
});

async function server(options: NoticeServerOptions = {}): Promise<NoticeServer> {
  const s = await startNoticeServer(options);
  servers.push(s);
  return s;
}

/** A port nothing listens on: connections to it are refused at once. */
async function deadDomain(): Promise<string> {
  const s = await startNoticeServer();
  await s.close();
  return s.url;
}

function fakeNetwork(online = true) {
  let listener: ((online: boolean) => void) | undefined;
  return {
    online: () => online,
    subscribe(l: (online: boolean) => void) {
      listener = l;
      return () => {
        listener = undefined;
      };
    },
    set(value: boolean) {
      online = value;
      listener?.(value);
    },
  };
}

function channel(
  clock: ManualClock,
  options: Partial<NoticeChannelOptions> & Pick<NoticeChannelOptions, 'domains'>,
) {
  const c = createNoticeChannel({
    siteId: 1001,
    auth: 'tok',
    WebSocket,
    timers: clock.timers,
    now: clock.now,
    random: () => 0,
    network: fakeNetwork(),
    backoff: { baseMs: 1000, maxMs: 30_000 },
    share: false,
    // The test server reads ?authStr= unless told otherwise; the default is tested on its own.
    authIn: 'url',
    ...options,
  });
  channels.push(c);
  return c;
}

function record(c: NoticeChannel) {
  const log = {
    messages: [] as unknown[],
    errors: [] as ChannelError[],
    closed: [] as ClosedEvent[],
    connected: 0,
    degraded: 0,
  };
  c.on('message', (n) => log.messages.push(n));
  c.on('error', (e) => log.errors.push(e));
  c.on('closed', (e) => log.closed.push(e));
  c.on('connected', () => (log.connected += 1));
  c.on('degraded', () => (log.degraded += 1));
  return log;
}

describe('createNoticeChannel', () => {
  describe('when started', () => {
    it('opens one socket to /ws/websocket with authStr "siteId-auth" and emits connected', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const connected = vi.fn();
      c.on('connected', connected);
      c.start();
      await until(() => c.state.status === 'open');
      expect(s.connections).toHaveLength(1);
      expect(s.connections[0]!.url).toBe('/ws/websocket?authStr=1001-tok');
      expect(connected).toHaveBeenCalledWith({ domain: s.url, tries: 0 });
      expect(c.role).toBe('solo');
    });

    it('reads a fresh auth on every try and can format authStr its own way', async () => {
      const s = await server();
      const clock = manualClock();
      let token = 'one';
      const c = channel(clock, {
        domains: [s.url],
        auth: () => token,
        formatAuthStr: (site, auth) => `${site}:${auth}`,
      });
      c.start();
      await until(() => c.state.status === 'open');
      token = 'two';
      await s.kill();
      await until(() => c.state.status === 'waiting');
      await s.restart();
      clock.advance(1000);
      await until(() => c.state.status === 'open');
      expect(s.connections.map((x) => x.authStr)).toEqual(['1001:one', '1001:two']);
    });
  });

  describe('when the auth travels as the first message', () => {
    it('does so by default, so no token is ever in a socket URL', async () => {
      const s = await server({ authInMessage: true });
      const c = createNoticeChannel({ domains: [s.url], siteId: 1001, auth: 'tok', WebSocket, share: false });
      channels.push(c);
      c.start();
      await until(() => s.openConnections().length === 1);
      expect(s.connections[0]!.url).toBe('/ws/websocket');
      expect(s.connections[0]!.frames[0]).toEqual({ event: 'auth', authStr: '1001-tok' });
    });

    it('keeps it out of the URL and sends {"event":"auth"} first', async () => {
      const s = await server({ authInMessage: true });
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url], authIn: 'message' });
      const log = record(c);
      c.start();
      await until(() => s.openConnections().length === 1);
      expect(s.connections[0]!.url).toBe('/ws/websocket');
      expect(s.connections[0]!.frames[0]).toEqual({ event: 'auth', authStr: '1001-tok' });
      s.send({ msgId: 'm1', type: 'jackpot', data: { amount: 5 } });
      await until(() => s.acks.length === 1);
      expect(log.messages).toHaveLength(1);
    });
  });

  describe('when open', () => {
    it('pings every 4 s', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      c.start();
      await until(() => c.state.status === 'open');
      clock.advance(3999);
      expect(s.connections[0]!.frames).toEqual([]);
      clock.advance(1);
      await until(() => s.connections[0]!.frames.length === 1);
      expect(s.connections[0]!.frames[0]).toEqual({ event: 'ping' });
    });

    it('stays open for a minute while pongs come back', async () => {
      const s = await server();
      const clock = manualClock();
      let inbound = 0;
      // Counts frames as they reach the client; registered before the channel's own handler.
      class CountingWebSocket extends WebSocket {
        constructor(url: string) {
          super(url);
          this.on('message', () => (inbound += 1));
        }
      }
      const c = channel(clock, { domains: [s.url], WebSocket: CountingWebSocket });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      const changes: unknown[] = [];
      c.on('state', (state) => changes.push(state));
      for (let i = 1; i <= 15; i += 1) {
        clock.advance(4000);
        // The pong of this ping reaches the client before the next tick.
        await until(() => inbound === i);
      }
      expect(s.connections[0]!.frames).toHaveLength(15);
      expect(c.state.status).toBe('open');
      expect(log.closed).toEqual([]);
      expect(changes).toEqual([]);
    });

    it('notices a half-open socket within 3 missed pongs', async () => {
      const s = await server();
      s.answerPings = false;
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      clock.advance(12_000);
      await until(() => s.connections[0]!.frames.length === 3);
      expect(c.state.status).toBe('open');
      clock.advance(4000);
      expect(c.state.status).toBe('waiting');
      expect(log.closed).toEqual([{ code: 1006, reason: 'no pong', wasOpen: true, reconnectInMs: 500 }]);
    });
  });

  describe('when notices arrive', () => {
    it('emits message and the typed event once, then acks with the msgId', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const order: string[] = [];
      const pay = vi.fn();
      c.on('message', () => order.push('message'));
      c.on('payOrderSuccess', (notice) => {
        order.push('payOrderSuccess');
        pay(notice);
      });
      c.start();
      await until(() => c.state.status === 'open');
      s.send({ msgId: 'p1', type: 'payOrderSuccess', data: { isFirst: 1, amount: '10.5', orderId: 'o-1' } });
      await until(() => s.acks.length === 1);
      expect(pay).toHaveBeenCalledWith({
        msgId: 'p1',
        type: 'payOrderSuccess',
        data: { isFirst: true, amount: 10.5, orderId: 'o-1' },
      });
      expect(order).toEqual(['message', 'payOrderSuccess']);
      expect(s.acks).toEqual(['p1']);
      expect(s.connections[0]!.frames).toContainEqual({ event: 'ack', msgId: 'p1' });
      expect(s.unacked.size).toBe(0);
    });

    it('emits one typed event per notice type', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const seen: string[] = [];
      for (const type of noticeTypes) c.on(type, (notice) => seen.push(notice.type));
      c.start();
      await until(() => c.state.status === 'open');
      noticeTypes.forEach((type, i) => s.send({ msgId: `t${i}`, type, data: {} }));
      await until(() => s.acks.length === noticeTypes.length);
      expect(seen).toEqual([...noticeTypes]);
    });

    it('shows a redelivered notice once but acks it again', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      s.send({ msgId: 'd1', type: 'gameGoldChange', data: { game_gold: 3 } });
      s.send({ msgId: 'd1', type: 'gameGoldChange', data: { game_gold: 3 } });
      await until(() => s.acks.length === 2);
      expect(s.acks).toEqual(['d1', 'd1']);
      expect(log.messages).toHaveLength(1);
    });

    it('forgets the oldest msgIds beyond seenCapacity', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url], seenCapacity: 2 });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      for (const id of ['a', 'b', 'c', 'c', 'a']) s.send({ msgId: id, type: 'jackpot', data: {} });
      await until(() => s.acks.length === 5);
      expect(log.messages.map((n) => (n as { msgId: string }).msgId)).toEqual(['a', 'b', 'c', 'a']);
    });

    it('reports and acks a notice that fails the schema, without emitting it', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      s.send({ msgId: 'bad1', type: 'payOrderSuccess', data: { isFirst: 'maybe' } });
      s.send({ msgId: 'bad2', type: 'lottery', data: {} });
      await until(() => s.acks.length === 2);
      expect(log.messages).toEqual([]);
      expect(log.errors.map((e) => e.code === 'invalid-notice' && e.msgId)).toEqual(['bad1', 'bad2']);
    });

    it('reports a frame it cannot ack and carries on', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      s.sendRaw('not json');
      s.send({ msgId: 'after', type: 'registerSuccess', data: { username: 'neo' } });
      await until(() => s.acks.length === 1);
      expect(log.errors).toEqual([{ code: 'bad-frame', message: 'frame is not JSON' }]);
      expect(log.messages).toHaveLength(1);
    });

    it('reports a throwing listener and still acks', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const log = record(c);
      c.on('multipleLogin', () => {
        throw new Error('ui broke');
      });
      c.start();
      await until(() => c.state.status === 'open');
      s.send({ msgId: 'ml', type: 'multipleLogin', data: { deviceModel: 'x' } });
      await until(() => s.acks.length === 1);
      expect(log.errors).toMatchObject([{ code: 'listener', message: 'ui broke' }]);
    });
  });

  describe('when the server goes away', () => {
    it('reconnects to the next domain after a jittered backoff', async () => {
      const a = await server();
      const b = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [a.url, b.url], random: () => 0.5 });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      await a.kill();
      await until(() => c.state.status === 'waiting');
      // Dropped at once: a failed try, so the next domain; try 1 waits 750 ms (half of 1000 + jitter).
      expect(c.state).toEqual({ status: 'waiting', tries: 1, domain: 1 });
      expect(log.closed).toEqual([{ code: 1006, reason: '', wasOpen: true, reconnectInMs: 750 }]);
      clock.advance(749);
      expect(b.connections).toHaveLength(0);
      clock.advance(1);
      await until(() => c.state.status === 'open');
      expect(b.connections).toHaveLength(1);
      expect(log.connected).toBe(2);
    });

    it('starts over at try 1 on the same domain after the minimum uptime', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url, 'http://127.0.0.1:1'], minUptimeMs: 10_000 });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'open');
      clock.advance(10_000);
      // A frame at 10 s proves the socket alive that long.
      s.send({ msgId: 'alive', type: 'jackpot', data: {} });
      await until(() => log.messages.length === 1);
      await s.kill();
      await until(() => c.state.status === 'waiting');
      expect(c.state).toEqual({ status: 'waiting', tries: 1, domain: 0 });
    });

    it('waits longer on each failed try, under the cap, then degrades after 20 tries', async () => {
      const dead = await deadDomain();
      const clock = manualClock();
      const c = channel(clock, { domains: [dead], random: () => 1, backoff: { baseMs: 100, maxMs: 5000 } });
      const log = record(c);
      c.start();
      while (c.state.status !== 'degraded') {
        await until(() => c.state.status === 'waiting' || c.state.status === 'degraded');
        if (c.state.status === 'waiting') clock.advance(clock.pending()[0]!);
      }
      expect(log.closed).toHaveLength(21);
      expect(log.closed.map((e) => e.reconnectInMs)).toEqual([
        100,
        200,
        400,
        800,
        1600,
        3200,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        5000,
        undefined,
      ]);
      expect(log.degraded).toBe(1);
      expect(c.state).toMatchObject({ status: 'degraded', tries: 20 });
      expect(clock.pending()).toEqual([]);
    });

    it('connects again on retry() from the degraded state', async () => {
      const s = await server();
      await s.kill();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url], maxTries: 2, backoff: { baseMs: 10, maxMs: 10 } });
      c.start();
      for (let i = 0; i < 2; i += 1) {
        await until(() => c.state.status === 'waiting');
        clock.advance(10);
      }
      await until(() => c.state.status === 'degraded');
      await s.restart();
      c.retry();
      await until(() => c.state.status === 'open');
      expect(c.state).toMatchObject({ status: 'open', tries: 0 });
    });

    it('retry() while waiting connects without waiting out the backoff', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      c.start();
      await until(() => c.state.status === 'open');
      await s.kill();
      await until(() => c.state.status === 'waiting');
      await s.restart();
      c.retry();
      await until(() => c.state.status === 'open');
      expect(s.connections).toHaveLength(2);
    });

    it('reads the domains getter on every try', async () => {
      const a = await server();
      const b = await server();
      const clock = manualClock();
      let list = [a.url];
      const c = channel(clock, { domains: () => list });
      c.start();
      await until(() => c.state.status === 'open');
      list = [b.url];
      await a.kill();
      await until(() => c.state.status === 'waiting');
      clock.advance(1000);
      await until(() => c.state.status === 'open');
      expect(b.connections).toHaveLength(1);
    });
  });

  describe('when the server refuses the auth', () => {
    it.each([4401, 4403])('does not reconnect after close code %i', async (code) => {
      const s = await server({ refuse: () => code });
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      const log = record(c);
      c.start();
      await until(() => c.state.status === 'unauthorized');
      expect(log.errors).toEqual([
        { code: 'unauthorized', closeCode: code, message: `auth refused (${code})` },
      ]);
      expect(log.closed).toMatchObject([{ code, reconnectInMs: undefined }]);
      clock.advance(600_000);
      expect(clock.pending()).toEqual([]);
      expect(s.connections).toHaveLength(1);
    });

    it('connects again on retry() once the auth is renewed', async () => {
      let refuse = true;
      const s = await server({ refuse: () => (refuse ? 4401 : undefined) });
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      c.start();
      await until(() => c.state.status === 'unauthorized');
      refuse = false;
      c.retry();
      await until(() => c.state.status === 'open');
    });
  });

  describe('when the browser goes offline', () => {
    it('pauses the tries and resumes at once when back online', async () => {
      const s = await server();
      const network = fakeNetwork();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url], network });
      c.start();
      await until(() => c.state.status === 'open');
      await s.kill();
      await until(() => c.state.status === 'waiting');
      network.set(false);
      expect(c.state.status).toBe('offline');
      expect(clock.pending()).toEqual([]);
      await s.restart();
      clock.advance(600_000);
      expect(s.connections).toHaveLength(1);
      network.set(true);
      await until(() => c.state.status === 'open');
      expect(s.connections).toHaveLength(2);
    });

    it('closes an open socket and does not connect while starting offline', async () => {
      const s = await server();
      const network = fakeNetwork(false);
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url], network });
      c.start();
      expect(c.state.status).toBe('offline');
      network.set(true);
      await until(() => c.state.status === 'open');
      network.set(false);
      await until(() => s.openConnections().length === 0);
      expect(c.state.status).toBe('offline');
    });
  });

  describe('when stopped', () => {
    it('closes the socket with 1000, clears every timer and stays down', async () => {
      const s = await server();
      const clock = manualClock();
      const c = channel(clock, { domains: [s.url] });
      c.start();
      await until(() => c.state.status === 'open');
      const closedWith = new Promise<number>((resolve) => s.connections[0]!.socket.once('close', resolve));
      c.stop();
      expect(await closedWith).toBe(1000);
      expect(c.state.status).toBe('idle');
      expect(clock.pending()).toEqual([]);
    });
  });

  describe('when the options are unusable', () => {
    it('throws a clear TypeError for an empty domain list', () => {
      expect(() => createNoticeChannel({ domains: [], siteId: 1, auth: 'a', WebSocket })).toThrow(
        /domains is empty/,
      );
    });
    it('throws a clear TypeError when no WebSocket exists', () => {
      const saved = globalThis.WebSocket;
      vi.stubGlobal('WebSocket', undefined);
      try {
        expect(() => createNoticeChannel({ domains: ['x'], siteId: 1, auth: 'a' })).toThrow(
          /pass options.WebSocket/,
        );
      } finally {
        vi.stubGlobal('WebSocket', saved);
      }
    });
    it('reports a socket that cannot be created and keeps trying', () => {
      const clock = manualClock();
      const c = channel(clock, { domains: ['http://[bad'] });
      const log = record(c);
      c.start();
      expect(log.errors[0]).toMatchObject({ code: 'socket' });
      clock.advance(0);
      expect(c.state.status).toBe('waiting');
    });
  });
});
