// The notice channel against the reference hall server (apps/hall-server) on loopback: its real
// auth, notice hub, ack tracking, redelivery and control API, with real timers and short delays.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Notice, NoticeType } from '@lobbykit/contract';
import {
  SEED_PASSWORD,
  startTestHall,
  WS_AUTH_FAILED,
  WS_DROPPED,
  type ControlClient,
  type HallServer,
  type NoticeRecord,
} from '@lobbykit/test-utils/hall';
import { createHallClient, createLoginGate } from '@lobbykit/transport';
import { createLines } from '@lobbykit/transport/lines';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { until } from '../test/notice-server';
import { createNoticeChannel } from './channel';
import type { NoticeChannel, NoticeChannelOptions } from './channel';
import type { ChannelError, ClosedEvent } from './events';
import type { SocketConstructor, SocketLike } from './socket';

const DEMO_SITE_ID = 1001;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let hall: HallServer;
let control: ControlClient;
let dataDir: string;
/** Session tokens by username, one login each: a second login from another device ends the first. */
const tokens = new Map<string, string>();

beforeAll(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'realtime-hall-'));
  ({ server: hall, control } = await startTestHall({ dataDir, seed: 'small', wsAuthTimeoutMs: 500 }));
  for (const username of ['player01', 'newbie01']) tokens.set(username, await login(username));
});
afterAll(async () => {
  await hall.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Logs a seeded player of the demo site in through @lobbykit/transport; answers the session token. */
async function login(username: string): Promise<string> {
  const demo = hall.sites.find((site) => site.siteCode === 'demo');
  if (!demo) throw new Error('the hall has no demo site');
  const client = createHallClient({
    siteCode: 'demo',
    staticKey: demo.staticKey,
    lines: createLines({ api: [...hall.apiUrls], oss: [...hall.assetUrls], retestDelayMs: 3_600_000 }),
    gate: createLoginGate('logined'),
    cache: false,
    retry: { maxAttempts: 1 },
    context: { language: 'en', currency: demo.currencies[0], deviceId: `realtime-${username}` },
  });
  const result = await client.request('login', {
    params: { username, password: SEED_PASSWORD, platformType: 5 },
    allowStatic: false,
  });
  const token = client.session.token;
  if (!result.ok || token === undefined) throw new Error(`login ${username} failed`);
  return token;
}

function tokenOf(username: string): string {
  const token = tokens.get(username);
  if (token === undefined) throw new Error(`no session for ${username}`);
  return token;
}

const push = (username: string, type: NoticeType, data: Record<string, unknown>) =>
  control.notices.push({ siteCode: 'demo', username, type, data });
const noticesOf = (username: string) => control.notices.list({ siteCode: 'demo', username });
const noticeCounters = async () => (await control.counters.get()).notices;
const authenticatedSockets = async () => (await control.sockets.list()).authenticated;

/** One socket as the test saw it: its URL, the frames the channel sent and the frames it got. */
interface SocketRecord {
  readonly url: string;
  readonly sent: string[];
  readonly received: string[];
}

/**
 * A `ws` WebSocket in the browser shape that records every frame, and can lose outgoing frames
 * on purpose (an ack that never reaches the server, as when the connection dies right after).
 */
function recordingSockets() {
  const sockets: SocketRecord[] = [];
  const lose = { frame: (_frame: string): boolean => false };
  class RecordingSocket implements SocketLike {
    onopen: SocketLike['onopen'] = null;
    onmessage: SocketLike['onmessage'] = null;
    onclose: SocketLike['onclose'] = null;
    onerror: SocketLike['onerror'] = null;
    readonly #ws: WebSocket;
    readonly #record: SocketRecord;
    constructor(url: string) {
      this.#record = { url, sent: [], received: [] };
      sockets.push(this.#record);
      this.#ws = new WebSocket(url);
      this.#ws.onopen = (event) => this.onopen?.(event);
      this.#ws.onmessage = (event) => {
        this.#record.received.push(typeof event.data === 'string' ? event.data : '<binary>');
        this.onmessage?.(event);
      };
      this.#ws.onclose = (event) => this.onclose?.(event);
      this.#ws.onerror = (event) => this.onerror?.(event);
    }
    get readyState(): number {
      return this.#ws.readyState;
    }
    send(data: string): void {
      this.#record.sent.push(data);
      if (!lose.frame(data)) this.#ws.send(data);
    }
    close(code?: number, reason?: string): void {
      this.#ws.close(code, reason);
    }
  }
  const Ctor: SocketConstructor = RecordingSocket;
  return { WebSocket: Ctor, sockets, lose };
}

const parse = (frames: readonly string[]) =>
  frames.map((frame) => JSON.parse(frame) as Record<string, unknown>);

const channels: NoticeChannel[] = [];
beforeEach(async () => {
  await control.counters.reset();
});
afterEach(async () => {
  for (const channel of channels.splice(0)) channel.stop();
  // Wait until the hall has seen every socket of the test close, so tests do not share sockets.
  for (let i = 0; i < 100 && (await authenticatedSockets()).length > 0; i++) await sleep(10);
});

function channel(options: Partial<NoticeChannelOptions> = {}) {
  const recorder = recordingSockets();
  const log = {
    messages: [] as Notice[],
    errors: [] as ChannelError[],
    closed: [] as ClosedEvent[],
    connected: 0,
  };
  const c = createNoticeChannel({
    domains: [...hall.apiUrls],
    siteId: DEMO_SITE_ID,
    auth: tokenOf('player01'),
    WebSocket: recorder.WebSocket,
    network: { online: () => true, subscribe: () => () => undefined },
    pingIntervalMs: 100,
    maxMissedPongs: 3,
    backoff: { baseMs: 20, maxMs: 100 },
    share: false,
    ...options,
  });
  c.on('message', (notice) => log.messages.push(notice));
  c.on('error', (error) => log.errors.push(error));
  c.on('closed', (event) => log.closed.push(event));
  c.on('connected', () => (log.connected += 1));
  channels.push(c);
  return { channel: c, log, ...recorder };
}

/** Waits until the hall lists an authenticated socket of `username`. */
async function authenticated(username: string): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if ((await authenticatedSockets()).some((socket) => socket.username === username)) return;
    await sleep(10);
  }
  throw new Error(`the hall never authenticated a socket of ${username}`);
}

describe('createNoticeChannel against the hall server', () => {
  describe('when the auth travels in the URL or as the first message', () => {
    it('connects with ?authStr=<siteId>-<token> in the URL when asked to', async () => {
      const { channel: c, log, sockets } = channel({ authIn: 'url' });
      c.start();
      await authenticated('player01');
      expect(c.state.status).toBe('open');
      expect(log.connected).toBe(1);
      expect(sockets[0]?.url).toBe(
        `${hall.url.replace(/^http/, 'ws')}/ws/websocket?authStr=${encodeURIComponent(`${String(DEMO_SITE_ID)}-${tokenOf('player01')}`)}`,
      );
      await until(() => (sockets[0]?.received.length ?? 0) > 0, 2000, 'the auth answer');
      expect(parse(sockets[0]?.received ?? [])[0]).toMatchObject({
        event: 'auth',
        ok: true,
        siteId: DEMO_SITE_ID,
        username: 'player01',
      });
      expect(log.errors).toEqual([]);
    });

    it('connects with {"event":"auth"} as the first frame and no token in the URL', async () => {
      const { channel: c, log, sockets } = channel({ authIn: 'message' });
      c.start();
      await authenticated('player01');
      expect(c.state.status).toBe('open');
      expect(sockets[0]?.url).toBe(`${hall.url.replace(/^http/, 'ws')}/ws/websocket`);
      expect(parse(sockets[0]?.sent ?? [])[0]).toEqual({
        event: 'auth',
        authStr: `${String(DEMO_SITE_ID)}-${tokenOf('player01')}`,
      });
      await until(() => (sockets[0]?.received.length ?? 0) > 0, 2000, 'the auth answer');
      expect(parse(sockets[0]?.received ?? [])[0]).toMatchObject({
        event: 'auth',
        ok: true,
        username: 'player01',
      });
      // Past the hall's wsAuthTimeoutMs (500 ms): the auth message counted, the socket stays.
      await sleep(600);
      expect(c.state.status).toBe('open');
      expect(log.closed).toEqual([]);
      expect(log.errors).toEqual([]);
    });
  });

  describe('when the control API pushes a notice', () => {
    it('shows it once, typed, and the hall records the ack', async () => {
      const { channel: c, log, sockets } = channel();
      const typed: Extract<Notice, { type: 'payOrderSuccess' }>[] = [];
      c.on('payOrderSuccess', (notice) => typed.push(notice));
      c.start();
      await authenticated('player01');
      const pushed = await push('player01', 'payOrderSuccess', {
        orderId: '9007199254740993123',
        amount: 5,
        isFirst: true,
      });
      await until(() => typed.length > 0, 2000, 'the payOrderSuccess notice');
      // The hall's frame carries "event":"notice" next to the notice fields.
      expect(parse(sockets[0]?.received ?? []).find((frame) => frame.msgId === pushed.msgId)).toEqual({
        event: 'notice',
        msgId: pushed.msgId,
        type: 'payOrderSuccess',
        data: { orderId: '9007199254740993123', amount: 5, isFirst: true },
      });
      expect(typed).toEqual([
        {
          msgId: pushed.msgId,
          type: 'payOrderSuccess',
          data: { orderId: '9007199254740993123', amount: 5, isFirst: true },
        },
      ]);
      await until(
        () => parse(sockets[0]?.sent ?? []).some((frame) => frame.event === 'ack'),
        2000,
        'the ack',
      );
      expect(parse(sockets[0]?.sent ?? []).filter((frame) => frame.event === 'ack')).toEqual([
        { event: 'ack', msgId: pushed.msgId },
      ]);
      let record: NoticeRecord | undefined;
      for (let i = 0; i < 100 && record?.ackedAt === undefined; i++) {
        record = (await noticesOf('player01')).find((notice) => notice.msgId === pushed.msgId);
        if (record?.ackedAt === undefined) await sleep(10);
      }
      expect(record).toMatchObject({ deliveries: 1, ackedAt: expect.any(Number) as unknown });
      expect(await noticeCounters()).toMatchObject({
        pushed: 1,
        writes: 1,
        redeliveries: 0,
        acks: 1,
        duplicateAcks: 0,
        unknownAcks: 0,
      });
      expect(log.messages).toHaveLength(1);
      expect(log.errors).toEqual([]);
    });
  });

  describe('when the control API drops the socket before the ack reached the hall', () => {
    it('reconnects, gets the notice again, shows it once and acks it', async () => {
      const { channel: c, log, sockets, lose } = channel({ auth: tokenOf('newbie01') });
      const shown: string[] = [];
      c.on('gameGoldChange', (notice) => shown.push(notice.msgId));
      c.start();
      await authenticated('newbie01');
      // The first ack is lost on its way, as when the connection dies right after the notice.
      let lostAcks = 0;
      lose.frame = (frame) => {
        if (lostAcks > 0 || !frame.includes('"ack"')) return false;
        lostAcks += 1;
        return true;
      };
      const pushed = await push('newbie01', 'gameGoldChange', { game_gold: 12.5, bonus: 1 });
      await until(() => shown.length === 1 && lostAcks === 1, 2000, 'the notice and its lost ack');
      expect((await noticesOf('newbie01')).find((n) => n.msgId === pushed.msgId)?.ackedAt).toBeUndefined();

      expect(await control.sockets.drop({ siteCode: 'demo', username: 'newbie01' })).toEqual({ dropped: 1 });
      await until(() => log.connected === 2, 3000, 'the reconnect');
      expect(log.closed[0]).toMatchObject({
        code: WS_DROPPED,
        wasOpen: true,
        reconnectInMs: expect.any(Number) as unknown,
      });
      await until(
        () => (sockets[1]?.sent ?? []).some((frame) => frame.includes(pushed.msgId)),
        2000,
        'the second ack',
      );
      // The hall wrote it again on the new socket; the channel showed it once and acked it again.
      expect(parse(sockets[1]?.received ?? []).filter((frame) => frame.msgId === pushed.msgId)).toHaveLength(
        1,
      );
      expect(shown).toEqual([pushed.msgId]);
      expect(log.messages).toHaveLength(1);
      let record: NoticeRecord | undefined;
      for (let i = 0; i < 100 && record?.ackedAt === undefined; i++) {
        record = (await noticesOf('newbie01')).find((notice) => notice.msgId === pushed.msgId);
        if (record?.ackedAt === undefined) await sleep(10);
      }
      expect(record).toMatchObject({ deliveries: 2, ackedAt: expect.any(Number) as unknown });
      expect(await noticeCounters()).toMatchObject({
        redeliveries: 1,
        acks: 1,
        duplicateAcks: 0,
        unknownAcks: 0,
      });
      expect(log.errors).toEqual([]);
    });
  });

  describe('when the auth is refused', () => {
    it.each(['url', 'message'] as const)(
      'closes with the auth-failure code and stays unauthorized (auth in %s)',
      async (authIn) => {
        const { channel: c, log, sockets } = channel({ auth: 'st_not-a-session', authIn });
        const states: string[] = [];
        c.on('state', (state) => states.push(state.status));
        c.start();
        await until(() => c.state.status === 'unauthorized', 3000, 'the unauthorized state');
        // The hall refuses after the upgrade, so the socket did open: connected, then closed with 4401.
        expect(log.connected).toBe(1);
        expect(log.closed).toEqual([
          expect.objectContaining({
            code: WS_AUTH_FAILED,
            wasOpen: true,
            reconnectInMs: undefined,
          }) as unknown,
        ]);
        expect(log.errors).toEqual([
          expect.objectContaining({ code: 'unauthorized', closeCode: WS_AUTH_FAILED }) as unknown,
        ]);
        // Many backoff periods later, still one socket: no reconnect on an auth failure.
        await sleep(400);
        expect(sockets).toHaveLength(1);
        expect(c.state.status).toBe('unauthorized');
        expect(states.at(-1)).toBe('unauthorized');
      },
    );
  });

  describe('when the channel pings', () => {
    it('gets a pong and keeps the socket past the missed-pong limit', async () => {
      const { channel: c, log, sockets } = channel();
      c.start();
      await authenticated('player01');
      await until(
        () => parse(sockets[0]?.received ?? []).some((frame) => frame.event === 'pong'),
        2000,
        'a pong',
      );
      expect(parse(sockets[0]?.sent ?? [])).toContainEqual({ event: 'ping' });
      expect(parse(sockets[0]?.received ?? []).find((frame) => frame.event === 'pong')).toEqual({
        event: 'pong',
        serverTime: expect.any(Number) as unknown,
      });
      // 3 missed pongs at 100 ms would drop the socket within 400 ms; the hall's pongs keep it.
      await sleep(600);
      const pings = parse(sockets[0]?.sent ?? []).filter((frame) => frame.event === 'ping').length;
      expect(pings).toBeGreaterThanOrEqual(5);
      expect(c.state.status).toBe('open');
      expect(sockets).toHaveLength(1);
      expect(log.closed).toEqual([]);
    });
  });
});
