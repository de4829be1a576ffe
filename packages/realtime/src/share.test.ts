import { afterEach, describe, expect, it } from 'vitest';
import { WebSocket } from 'ws';
import { fakeLocks } from '../test/fake-locks';
import { startNoticeServer, until } from '../test/notice-server';
import type { NoticeServer } from '../test/notice-server';
import { createNoticeChannel } from './channel';
import type { NoticeChannel, ShareOptions } from './channel';
import type { Notice } from '@lobbykit/contract';
import type { LockManagerLike } from './share';

// Tabs are simulated in one process: a shared fake lock manager and Node's own BroadcastChannel.
const servers: NoticeServer[] = [];
const tabs: NoticeChannel[] = [];
afterEach(async () => {
  for (const tab of tabs.splice(0)) tab.stop();
  for (const server of servers.splice(0)) await server.close();
});

let nameSeq = 0;

function tab(server: NoticeServer, share: ShareOptions | false) {
  const channel = createNoticeChannel({
    domains: [server.url],
    siteId: 7,
    auth: 'tok',
    WebSocket,
    share,
    authIn: 'url',
  });
  const messages: Notice[] = [];
  channel.on('message', (notice) => messages.push(notice));
  tabs.push(channel);
  return { channel, messages };
}

async function setup() {
  const server = await startNoticeServer();
  servers.push(server);
  const locks: LockManagerLike = fakeLocks();
  nameSeq += 1;
  const share: ShareOptions = { locks, BroadcastChannel, name: `test-${nameSeq}` };
  return { server, share };
}

describe('one socket per browser', () => {
  describe('when two tabs start', () => {
    it('opens one socket, and both tabs receive each notice once', async () => {
      const { server, share } = await setup();
      const a = tab(server, share);
      const b = tab(server, share);
      a.channel.start();
      b.channel.start();
      await until(() => a.channel.role === 'leader');
      await until(() => b.channel.state.status === 'open');
      expect(b.channel.role).toBe('follower');
      server.send({ msgId: 'n1', type: 'jackpot', data: { amount: 1 } });
      await until(() => b.messages.length === 1);
      expect(a.messages.map((n) => n.msgId)).toEqual(['n1']);
      expect(b.messages.map((n) => n.msgId)).toEqual(['n1']);
      expect(server.connections).toHaveLength(1);
      expect(server.acks).toEqual(['n1']);
    });

    it('lets a follower ask the leader to retry', async () => {
      let refuse = true;
      const server = await startNoticeServer({ refuse: () => (refuse ? 4403 : undefined) });
      servers.push(server);
      const share: ShareOptions = { locks: fakeLocks(), BroadcastChannel, name: `retry-${++nameSeq}` };
      const a = tab(server, share);
      const b = tab(server, share);
      a.channel.start();
      b.channel.start();
      await until(() => b.channel.state.status === 'unauthorized');
      refuse = false;
      b.channel.retry();
      await until(() => b.channel.state.status === 'open');
      expect(a.channel.state.status).toBe('open');
    });
  });

  describe('when the leader tab goes away', () => {
    it('moves the socket to the other tab, which shows redelivered notices only once', async () => {
      const { server, share } = await setup();
      const a = tab(server, share);
      const b = tab(server, share);
      a.channel.start();
      await until(() => a.channel.state.status === 'open');
      b.channel.start();
      await until(() => b.channel.state.status === 'open');
      server.send({ msgId: 'x1', type: 'activeDetails', data: { id: 3 } });
      await until(() => b.messages.length === 1);
      // The server misses the leader's ack, so x1 is redelivered to the next socket.
      server.unacked.set('x1', JSON.stringify({ msgId: 'x1', type: 'activeDetails', data: { id: 3 } }));
      a.channel.stop();
      await until(() => b.channel.role === 'leader');
      await until(() => server.openConnections().length === 1 && server.connections.length === 2);
      server.send({ msgId: 'x2', type: 'noWalletOrderMsg', data: { message: 'hi' } });
      await until(() => b.messages.length === 2 && server.unacked.size === 0);
      expect(b.messages.map((n) => n.msgId)).toEqual(['x1', 'x2']);
      expect(server.acks.filter((id) => id === 'x1')).toHaveLength(2);
    });
  });

  describe('when another script of the origin posts on the channel', () => {
    it('delivers only notices that pass the notice schema, and only the shared events', async () => {
      const { server, share } = await setup();
      const a = tab(server, share);
      const b = tab(server, share);
      a.channel.start();
      b.channel.start();
      await until(() => b.channel.state.status === 'open');
      const errors: unknown[] = [];
      b.channel.on('error', (error) => errors.push(error));
      const states: unknown[] = [];
      b.channel.on('state', (state) => states.push(state));
      const hostile = new BroadcastChannel(share.name!);
      hostile.postMessage({ k: 'notice', notice: { msgId: 'forged', type: 'payOrderSuccess', data: 'x' } });
      hostile.postMessage({ k: 'notice', notice: { msgId: 'forged2', type: 'notAType', data: {} } });
      hostile.postMessage({ k: 'event', type: 'error', payload: { kind: 'forged' } });
      hostile.postMessage({ k: 'event', type: 'state', payload: { status: 'pwned' } });
      // A real notice after the forged ones: once it arrives, the forged ones were handled.
      server.send({ msgId: 'real', type: 'jackpot', data: { amount: 1 } });
      await until(() => b.messages.length >= 1);
      await new Promise((resolve) => setTimeout(resolve, 50));
      hostile.close();
      expect(b.messages.map((n) => n.msgId)).toEqual(['real']);
      expect(errors).toEqual([]);
      expect(states).not.toContainEqual({ status: 'pwned' });
      expect(b.channel.state.status).toBe('open');
    });
  });

  describe('when the browser lacks the Web Locks API or BroadcastChannel', () => {
    it.each([
      ['no locks', { locks: null }],
      ['no BroadcastChannel', { BroadcastChannel: null }],
    ] as const)('falls back to a socket per tab (%s)', async (_name, missing) => {
      const { server, share } = await setup();
      const a = tab(server, { ...share, ...missing });
      const b = tab(server, { ...share, ...missing });
      a.channel.start();
      b.channel.start();
      await until(() => server.openConnections().length === 2);
      expect([a.channel.role, b.channel.role]).toEqual(['solo', 'solo']);
    });

    it('uses its own socket when sharing is turned off', async () => {
      const { server } = await setup();
      const a = tab(server, false);
      a.channel.start();
      await until(() => a.channel.state.status === 'open');
      expect(a.channel.role).toBe('solo');
    });
  });
});
