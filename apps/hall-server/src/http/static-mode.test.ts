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
      // The file of the site info a Thai lobby of siam asks first, as a visitor (no headers).
      const siteInfo = buildStaticPath('/hall/home/siteInfo', {
        siteCode: 'siam',
        currency: 'THB',
        language: 'th',
        platformType: 5,
      });
      const file = await fetch(`${server.assetUrls[0]!}${siteInfo}`);
      expect(file.status).toBe(200);
      expect(((await file.json()) as { data: { title: string } }).data.title).toBe('Siam Moon Palace');
      const path = buildStaticPath('/hall/game/list', { siteCode: 'demo', language: 'pt', categoryId: 9 });
      for (const asset of server.assetUrls) {
        const response = await fetch(`${asset}${path}`);
        expect(response.status).toBe(200);
        const body = (await response.json()) as { code: number; data: { list: { category: string }[] } };
        expect(body.data.list.every((game) => game.category === 'cockfighting')).toBe(true);
      }
    });

    it('serves the home content and catalogue calls as files equal to the live answers', async () => {
      const client = testClient(server, 'demo', { language: 'pt' });
      const calls = [
        ['marquee', '/hall/message/marquee', {}],
        ['footerConfig', '/hall/lobby/footerConfigV2', {}],
        ['hotSearch', '/hall/game/hotSearch', {}],
        ['gameCategories', '/hall/game/categories', {}],
        ['gameProviders', '/hall/game/providers', { category: 'live' }],
        ['gameList', '/hall/game/list', { providerCode: 'VLT', pageSize: 10 }],
      ] as const;
      for (const [name, base, params] of calls) {
        const live = await client.call(name, params);
        if (!live.ok) throw new Error(`${name} failed live`);
        const path = buildStaticPath(base, { siteCode: 'demo', language: 'pt', ...params });
        const file = await fetch(`${server.assetUrls[0]!}${path}`);
        expect(file.status, name).toBe(200);
        expect(file.headers.get('cache-control'), name).toBe('public, max-age=60');
        expect(((await file.json()) as { data: unknown }).data, name).toEqual(live.data);
      }
    });

    it('tags a file by its content, so a client revalidates it', async () => {
      const url = `${server.assetUrls[0]!}${buildStaticPath('/hall/message/marquee', { siteCode: 'siam' })}`;
      const first = await fetch(url);
      const etag = first.headers.get('etag');
      expect(etag).toMatch(/^"[\w-]{20}"$/);
      expect((await fetch(url)).headers.get('etag')).toBe(etag);
      const other = await fetch(
        `${server.assetUrls[0]!}${buildStaticPath('/hall/message/marquee', { siteCode: 'nova' })}`,
      );
      expect(other.headers.get('etag')).not.toBe(etag);
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

  describe('when the lobby measures its lines', () => {
    it('answers the speed-test files on every domain, and nothing on a domain taken down', async () => {
      for (const url of [...server.apiUrls, ...server.assetUrls]) {
        expect((await fetch(`${url}/piaspeed.png?t=1`)).headers.get('content-type')).toBe('image/png');
        expect(await (await fetch(`${url}/op.json`)).json()).toMatchObject({ version: 'v4.1.140' });
        expect(await (await fetch(`${url}/speed.txt`)).text()).toBe(SPEED_TEXT);
      }
      await control.domains.set('api:1', { up: false });
      try {
        await expect(fetch(`${server.apiUrls[1]!}/piaspeed.png?t=2`)).rejects.toThrow();
        expect((await fetch(`${server.apiUrls[0]!}/piaspeed.png?t=2`)).status).toBe(200);
        expect((await fetch(`${server.assetUrls[0]!}/speed.txt`)).status).toBe(200);
      } finally {
        await control.domains.set('api:1', { up: true });
      }
    });
  });
});
