import { HEADERS } from '@lobbykit/contract';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient } from './control/control-client';
import { startHallServer, type HallServer } from './server';
import { HallDataError } from './store/json-store';
import { openSocket, startTestHall, testClient } from './test-support/hall';

describe('hall server', () => {
  describe('when started with defaults', () => {
    let server: HallServer;
    beforeAll(async () => {
      server = await startHallServer();
    });
    afterAll(async () => {
      await server.close();
    });

    it('answers the default seeded site with its title and the server time', async () => {
      const response = await fetch(`${server.url}/hall/home/siteInfo`);
      const body = (await response.json()) as { code: number; data: { title: string } };
      expect(body.code).toBe(0);
      expect(body.data.title).toBe('Lucky Harbor Lobby');
      expect(Number(response.headers.get(HEADERS.serverTime))).toBeGreaterThan(0);
    });

    it('listens on loopback with two API and two asset domains, and no control API', () => {
      expect(server.apiUrls).toHaveLength(2);
      expect(server.assetUrls).toHaveLength(2);
      expect(server.url).toBe(server.apiUrls[0]);
      expect(new URL(server.url).hostname).toBe('127.0.0.1');
      expect(server.controlUrl).toBeUndefined();
    });

    it('starts in under two seconds on the seeded data', () => {
      console.info(`hall-server startup: ${server.startupMs} ms`);
      expect(server.startupMs).toBeLessThan(2000);
    });

    it('answers ping with pong on the notice socket', async () => {
      const socket = await openSocket(server, '1001_guest');
      socket.send({ event: 'ping' });
      expect(await socket.next((frame) => frame.event === 'pong')).toHaveProperty('serverTime');
      socket.close();
    });
  });

  describe('when the options are impossible', () => {
    it('refuses them with the option named', async () => {
      await expect(startHallServer({ apiDomains: 0 })).rejects.toThrow(/apiDomains must be an integer 1..20/);
      await expect(startHallServer({ port: 70000 })).rejects.toThrow(/port must be/);
      await expect(startHallServer({ seed: 'huge' as 'default' })).rejects.toThrow(
        /seed must be one of default, small/,
      );
      await expect(startHallServer({ depositCompleteMs: -1 })).rejects.toThrow(/depositCompleteMs/);
    });
  });

  describe('when given a port base', () => {
    it('lays the domains and the control API out on consecutive ports', async () => {
      const base = await freeRange(6);
      const server = await startHallServer({
        portBase: base,
        apiDomains: 3,
        assetDomains: 2,
        control: true,
        seed: 'small',
      });
      try {
        expect(server.apiUrls.map((url) => Number(new URL(url).port))).toEqual([base, base + 1, base + 2]);
        expect(server.assetUrls.map((url) => Number(new URL(url).port))).toEqual([base + 3, base + 4]);
        expect(Number(new URL(server.controlUrl!).port)).toBe(base + 5);
      } finally {
        await server.close();
      }
    });
  });

  describe('when it restarts on the same data folder', () => {
    let dir: string;
    afterEach(async () => {
      await rm(dir, { recursive: true, force: true });
    });

    it('keeps users, balances, orders and unacknowledged notices, and finishes pending deposits once', async () => {
      dir = await mkdtemp(join(tmpdir(), 'hall-data-'));
      const first = await startTestHall({ dataDir: dir, depositCompleteMs: 60_000 });
      const client = testClient(first);
      const registered = await client.call<{ userkey: string }>('register', {
        username: 'restart01',
        password: 'Harbor99',
      });
      if (!registered.ok) throw new Error('register failed');
      await client.call('fastLogin', { userkey: registered.data.userkey });
      const pay = await client.call<{ orderId: string }>('pay', { amount: 40 });
      if (!pay.ok) throw new Error('pay failed');
      await first.close();

      const second = await startTestHall({ dataDir: dir, depositCompleteMs: 20 });
      try {
        const again = testClient(second);
        await again.login('restart01', 'Harbor99');
        await new Promise((resolve) => setTimeout(resolve, 150));
        const gold = await again.call<{ game_gold: number }>('homeGold');
        expect(gold.ok && gold.data.game_gold).toBe(40);
        const control = createControlClient(second.controlUrl!);
        const orders = await control.orders({ username: 'restart01' });
        expect(orders).toMatchObject([{ orderId: pay.data.orderId, status: 'success' }]);
        const effects = await control.effects();
        expect(effects[`deposit:${pay.data.orderId}`]).toBe(1);
        const notices = await control.notices.list({ username: 'restart01' });
        expect(notices.map((notice) => notice.type)).toEqual([
          'registerSuccess',
          'payOrderSuccess',
          'gameGoldChange',
        ]);
      } finally {
        await second.close();
      }
    });

    it('reports a corrupt data file instead of seeding over it', async () => {
      dir = await mkdtemp(join(tmpdir(), 'hall-data-'));
      const first = await startHallServer({ dataDir: dir });
      await first.close();
      await writeFile(join(dir, 'users.json'), '{ not json', 'utf8');
      const error = await startHallServer({ dataDir: dir }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(HallDataError);
      expect((error as Error).message).toContain(join(dir, 'users.json'));
      expect(await readFile(join(dir, 'users.json'), 'utf8')).toBe('{ not json');
    });

    it('refuses a folder made with another seed', async () => {
      dir = await mkdtemp(join(tmpdir(), 'hall-data-'));
      await (await startHallServer({ dataDir: dir, seed: 'small' })).close();
      await expect(startHallServer({ dataDir: dir, seed: 'default' })).rejects.toThrow(/seeded with "small"/);
    });
  });
});

/** A start port with `count` free ports after it. */
async function freeRange(count: number): Promise<number> {
  for (let attempt = 0; attempt < 20; attempt++) {
    const base = 20_000 + Math.floor(Math.random() * 30_000);
    const ok = await Promise.all(
      Array.from(
        { length: count },
        (_, i) =>
          new Promise<boolean>((resolve) => {
            const probe = createServer();
            probe.once('error', () => resolve(false));
            probe.listen(base + i, '127.0.0.1', () => probe.close(() => resolve(true)));
          }),
      ),
    );
    if (ok.every(Boolean)) return base;
  }
  throw new Error('no free port range');
}
