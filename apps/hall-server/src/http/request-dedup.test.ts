import { randomBytes } from 'node:crypto';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { rawCall, startTestHall, testClient } from '../test-support/hall';

interface Order {
  orderId: string;
  amount: number;
  payUrl: string;
}

/** An unauthenticated login with no credentials: signed with the public static key, cheap to send. */
function junkLogin(server: HallServer) {
  return rawCall(server, {
    path: '/home/login',
    params: {},
    headers: { deviceId: `junk-${randomBytes(6).toString('hex')}` },
  });
}

async function sendJunk(server: HallServer, count: number, batch = 50) {
  const statuses: number[] = [];
  for (let sent = 0; sent < count; sent += batch) {
    const answers = await Promise.all(
      Array.from({ length: Math.min(batch, count - sent) }, () => junkLogin(server)),
    );
    statuses.push(...answers.map((answer) => answer.status));
  }
  return statuses;
}

describe('request-id deduplication against a started hall', () => {
  let server: HallServer;
  let control: ControlClient;
  // A fresh hall for each test: a flood leaves the anonymous records full for the retry window.
  beforeEach(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterEach(async () => {
    await server.close();
  });

  async function loggedIn(username: string) {
    const client = testClient(server, 'demo', { deviceId: `dedup-${username}` });
    await client.login(username);
    return client;
  }

  describe('when 2500 junk logins come between a pay and its retry', () => {
    it('a pay survives 2500 junk logins and its retry replays the first order', async () => {
      const client = await loggedIn('player01');
      const first = await client.call<Order>('pay', { amount: 41 });
      if (!first.ok) throw new Error(JSON.stringify(first.error));
      const before = await control.orders({ siteCode: 'demo', username: 'player01' });
      const junk = await sendJunk(server, 2500);
      const retry = await client.call<Order>('pay', { amount: 41 }, { requestId: first.requestId });
      if (!retry.ok) throw new Error(JSON.stringify(retry.error));
      expect(retry.headers.get('x-hall-replayed')).toBe('1');
      expect(retry.data.orderId).toBe(first.data.orderId);
      expect(await control.orders({ siteCode: 'demo', username: 'player01' })).toHaveLength(before.length);
      // The flood was refused once the anonymous records were full, not remembered at the pay's cost.
      expect(junk.filter((status) => status === 503).length).toBeGreaterThan(0);
      const next = await client.call<Order>('pay', { amount: 42 });
      expect(next.ok).toBe(true);
    }, 120_000);
  });

  describe('when the anonymous records are full of answers younger than the retry window', () => {
    it('refuses a new anonymous call as busy with a Retry-After, and a logged-in player still pays', async () => {
      await server.close();
      server = await startTestHall({ dedupLimits: { maxAnonymousRecords: 20, maxRecords: 40 } });
      control = createControlClient(server.controlUrl!);
      const client = await loggedIn('player01');
      expect(await sendJunk(server, 19, 19)).toEqual(Array.from({ length: 19 }, () => 200));
      const refused = await junkLogin(server);
      expect(refused.status).toBe(503);
      expect(JSON.parse(refused.text)).toMatchObject({ code: 'busy' });
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(140);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(150);
      const pay = await client.call<Order>('pay', { amount: 5 });
      expect(pay.ok).toBe(true);
    });
  });

  describe('when two users send the same request id', () => {
    it('two users with the same request id each get their own order', async () => {
      const alice = await loggedIn('newbie01');
      const bob = await loggedIn('rich01');
      const requestId = randomBytes(16).toString('hex');
      const first = await alice.call<Order>('pay', { amount: 12 }, { requestId });
      const second = await bob.call<Order>('pay', { amount: 12 }, { requestId });
      if (!first.ok || !second.ok) throw new Error(JSON.stringify([first, second]));
      expect(second.headers.get('x-hall-replayed')).toBeNull();
      expect(second.data.orderId).not.toBe(first.data.orderId);
      expect(second.data.payUrl).not.toBe(first.data.payUrl);
      const bobs = await control.orders({ siteCode: 'demo', username: 'rich01' });
      expect(bobs.map((order) => order.orderId)).toContain(second.data.orderId);
    });
  });
});
