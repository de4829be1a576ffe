import { createLines } from '@lobbykit/transport/lines';
import { buildStaticPath } from '@lobbykit/hall-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { startTestHall, testClient } from '../test-support/hall';
import { SPEED_TEXT } from './files';

describe('asset domains and static mode', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a lobby without a token asks a cacheable call', () => {
    it('serves it as a file from an asset domain, on every asset domain', async () => {
      const client = testClient(server, 'siam', { language: 'th' });
      const result = await client.client.request('siteInfo');
      expect(result.ok && result.source).toBe('static');
      expect(result.ok && (result.data as { title: string }).title).toBe('Siam Moon Palace');
      const path = buildStaticPath('/hall/game/list', { siteCode: 'demo', language: 'pt', categoryId: 9 });
      for (const asset of server.assetUrls) {
        const response = await fetch(`${asset}${path}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { code: number; data: { list: { category: string }[] } };
        expect(body.data.list.every((game) => game.category === 'cockfighting')).toBe(true);
      }
    });

    it('answers 404 for what it cannot serve, so the client goes live', async () => {
      expect((await fetch(`${server.assetUrls[0]!}/hall/home/ipCheck/siteCode/demo.json`)).status).toBe(404);
      expect((await fetch(`${server.assetUrls[0]!}/hall/home/siteInfo/siteCode/nope.json`)).status).toBe(404);
      expect((await fetch(`${server.assetUrls[0]!}/hall/home/siteInfo/siteCode.json`)).status).toBe(404);
      // Live calls are not served by an asset domain, nor static files by an API domain.
      expect((await fetch(`${server.assetUrls[0]!}/hall/home/siteInfo?siteCode=demo`)).status).toBe(404);
      expect((await fetch(`${server.url}/hall/home/siteInfo/siteCode/demo.json`)).status).toBe(404);
    });

    it('makes a file again after the data it shows changed', async () => {
      const path = `${server.assetUrls[1]!}${buildStaticPath('/hall/home/siteInfo', { siteCode: 'nova' })}`;
      const first = (await (await fetch(path)).json()) as { data: { title: string } };
      expect(first.data.title).toBe('Nova Chain Casino');
      await control.sites.set('nova', { siteInfo: { title: 'Nova Chain Festival' } });
      const second = (await (await fetch(path)).json()) as { data: { title: string } };
      expect(second.data.title).toBe('Nova Chain Festival');
      await control.sites.set('nova', { siteInfo: null });
      const third = (await (await fetch(path)).json()) as { data: { title: string } };
      expect(third.data.title).toBe('Nova Chain Casino');
    });
  });

  describe('when the lobby mixes live and static calls with a session', () => {
    it('never sends a token to an asset domain', async () => {
      await control.counters.reset();
      const client = testClient(server);
      await client.client.request('siteInfo');
      await client.client.request('gameCategories');
      await client.login('player01');
      await client.client.request('siteInfo');
      await client.call('homeGold');
      const counters = await control.counters.get();
      const assets = Object.entries(counters.domains).filter(([id]) => id.startsWith('oss:'));
      expect(assets.reduce((sum, [, domain]) => sum + domain.requests, 0)).toBeGreaterThan(0);
      expect(assets.reduce((sum, [, domain]) => sum + domain.tokenHeaders, 0)).toBe(0);
    });
  });

  describe('when the lobby measures its lines', () => {
    it('finds every domain reachable, and a domain taken down unreachable', async () => {
      for (const url of [...server.apiUrls, ...server.assetUrls]) {
        expect((await fetch(`${url}/piaspeed.png?t=1`)).headers.get('content-type')).toBe('image/png');
        expect(await (await fetch(`${url}/op.json`)).json()).toMatchObject({ version: 'v4.1.140' });
        expect(await (await fetch(`${url}/speed.txt`)).text()).toBe(SPEED_TEXT);
      }
      await control.domains.set('api:1', { up: false });
      try {
        const lines = createLines({ api: [...server.apiUrls], oss: [...server.assetUrls] });
        await lines.speedTest();
        const state = lines.getState();
        expect(state.api.lines.map((line) => line.ping >= 9999)).toEqual([false, true]);
        expect(state.oss.lines.every((line) => line.ping < 9999)).toBe(true);
      } finally {
        await control.domains.set('api:1', { up: true });
      }
    });
  });
});
