import {
  ipBindDataSchema,
  ipCheckSchema,
  linkSettingSchema,
  maintenanceInfoSchema,
  optimizationSiteConfigSchema,
  siteInfoSchema,
  siteUrlInfoSchema,
  systemStatusSchema,
} from '@lobbykit/contract';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createControlClient, type ControlClient } from '../control/control-client';
import type { HallServer } from '../server';
import { serviceError, startTestHall, testClient } from '../test-support/hall';

describe('site and status routes', () => {
  let server: HallServer;
  let control: ControlClient;
  beforeAll(async () => {
    server = await startTestHall();
    control = createControlClient(server.controlUrl!);
  });
  afterEach(async () => {
    for (const siteCode of ['demo', 'siam', 'nova']) {
      await control.sites.set(siteCode, {
        status: 'normal',
        areaAllowed: null,
        clientIp: null,
        minVersion: null,
        blockedRegions: null,
        maintenanceFileEndTime: null,
      });
    }
  });
  afterAll(async () => {
    await server.close();
  });

  describe('when a lobby boots', () => {
    it('gets each site with its own layout, currencies and languages', async () => {
      const demo = await testClient(server, 'demo').client.request('siteInfo', {
        schema: siteInfoSchema,
      });
      const siam = await testClient(server, 'siam').client.request('siteInfo', {
        schema: siteInfoSchema,
      });
      const nova = await testClient(server, 'nova').client.request('siteInfo', {
        schema: siteInfoSchema,
      });
      if (!demo.ok || !siam.ok || !nova.ok) throw new Error('siteInfo failed');
      expect([demo.data.type, siam.data.type]).toEqual(['classic', 'aurora']);
      expect(demo.data.title).toBe('Lucky Harbor Lobby');
      expect(siam.data.languageInfos.find((entry) => entry.defaultLanguageTag)?.languageCode).toBe('th_TH');
      expect(nova.data.currencyInfos.map((entry) => entry.currencyCode)).toEqual([
        'USDT1:1',
        'BTC1:100000',
        'INR',
      ]);
      expect(siam.data.holidayThemes[0]).toMatchObject({ themeType: 'midAutumn', status: 1 });
    });

    it('lists the listening API and asset domains in the site URL config', async () => {
      const result = await testClient(server).client.request('siteUrlConfig', {
        schema: siteUrlInfoSchema,
      });
      if (!result.ok) throw new Error('siteUrlConfig failed');
      expect(result.data.api_domain).toEqual(server.apiUrls);
      expect(result.data.oss_domain).toEqual(server.assetUrls);
      expect(result.data.download_domain_url[0]?.domain).toBe('https://get.lucky-harbor.example');
    });

    it('answers the remaining start-up calls', async () => {
      const nova = testClient(server, 'nova');
      const currencies = await nova.call<{ currencyCode: string; ratio: number }[]>('allCurrency');
      expect(
        currencies.ok && currencies.data.find((entry) => entry.currencyCode === 'BTC1:100000')?.ratio,
      ).toBe(100_000);
      const demo = testClient(server, 'demo');
      const sms = await demo.call<{ phoneNumberSegment: string }[]>('smsCountry');
      expect(sms.ok && sms.data[0]?.phoneNumberSegment).toBe('+55');
      const hash = await demo.call<{ hash: string }>('skinAssetsHash');
      expect(hash.ok && hash.data.hash).toMatch(/^[0-9a-f]{16}$/);
      const base = await demo.call<{ defaultCurrency: string }>('baseSiteConfig');
      expect(base.ok && base.data.defaultCurrency).toBe('BRL');
      const buried = await demo.call<{ gid: string }[]>('buriedConfig', { idx: 1, idxType: 1 });
      expect(buried.ok && buried.data.map((entry) => entry.gid)).toContain('G-LH0DEMO001');
      const status = await demo.client.request('systemStatus', {
        params: { osType: 1 },
        schema: systemStatusSchema,
      });
      expect(status.ok && status.data.homeGetSysInfo?.largeAmountRange).toEqual({ BRL: 5000 });
      const optimization = await demo.client.request('optimizationSiteConfig', {
        params: { previewonly: false },
        schema: optimizationSiteConfigSchema,
      });
      expect(optimization.ok && optimization.data.layoutDesign?.loginSlogan).toBe(
        'Spin, win and sail home rich',
      );
    });

    it('reads agent links, IP-bound agents and channels', async () => {
      const demo = testClient(server, 'demo');
      const link = await demo.client.request('linkSetting', {
        params: { id: '7002' },
        schema: linkSettingSchema,
      });
      expect(link.ok && link.data.linkType).toBe('testRegister');
      const none = await demo.call<{ linkType: string }>('linkSetting');
      expect(none.ok && none.data.linkType).toBe('none');
      await control.sites.set('demo', { clientIp: '198.51.100.20' });
      const bound = await demo.client.request('ipBindData', { schema: ipBindDataSchema });
      expect(bound.ok && bound.data).toMatchObject({
        agentName: 'Harbor Partners',
        channelId: '8001',
        currency: 'BRL',
      });
      const channel = await demo.call<{ agentId: string }>('channelInfo', { id: 8001 });
      expect(channel.ok && channel.data.agentId).toBe('7001');
    });

    it('never sends a client secret to the browser', async () => {
      for (const siteCode of ['demo', 'siam', 'nova']) {
        const client = testClient(server, siteCode);
        for (const name of [
          'siteInfo',
          'baseSiteConfig',
          'systemStatus',
          'optimizationSiteConfig',
        ] as const) {
          const result = await client.call(name);
          expect(JSON.stringify(result)).not.toMatch(/secret-never-in-browser/);
        }
      }
    });
  });

  describe('when the site is switched to maintenance, frozen or frozenAndMaintained', () => {
    it('answers -3, 9111 or -4 with the maintenance info, while boot calls still answer', async () => {
      const client = testClient(server, 'siam');
      await client.login('somchai01');
      for (const [status, code] of [
        ['maintenance', '-3'],
        ['frozen', '9111'],
        ['frozenAndMaintained', '-4'],
      ] as const) {
        await control.sites.set('siam', {
          status,
          end_time: 1_900_000_000,
          online_service: 'https://help.example',
        });
        const gold = await client.call('homeGold');
        expect(gold.ok).toBe(false);
        expect(serviceError(gold)?.code).toBe(code);
        const info = await client.call('maintenanceInfo');
        expect(serviceError(info)?.data).toEqual({
          end_time: 1_900_000_000,
          online_service: 'https://help.example',
        });
        expect((await client.call('siteInfo')).ok).toBe(true);
      }
      const file = (await (
        await fetch(`${server.assetUrls[0]!}/maintenance.json?siteCode=siam`)
      ).json()) as Record<string, unknown>;
      expect(file).toMatchObject({
        siteCode: 'siam',
        status: 'frozenAndMaintained',
        inMaintenance: true,
        end_time: 1_900_000_000,
      });
      await control.sites.set('siam', { status: 'normal', end_time: null, online_service: null });
      const info = await client.client.request('maintenanceInfo', {
        schema: maintenanceInfoSchema,
      });
      expect(info.ok).toBe(true);
      expect((await client.call('homeGold')).ok).toBe(true);
    });

    it('gives the maintenance time file an end of its own while the info has none', async () => {
      const client = testClient(server, 'demo');
      await control.sites.set('demo', { status: 'maintenance', maintenanceFileEndTime: 1_900_000_000 });
      const readFile = async () =>
        (await (await fetch(`${server.apiUrls[0]!}/maintenance.json?siteCode=demo`)).json()) as Record<
          string,
          unknown
        >;
      expect(await readFile()).toMatchObject({ status: 'maintenance', end_time: 1_900_000_000 });
      expect(serviceError(await client.call('maintenanceInfo'))?.data).not.toHaveProperty('end_time');

      await control.sites.set('demo', { maintenanceFileEndTime: null });
      expect(await readFile()).not.toHaveProperty('end_time');
      await expect(control.sites.set('demo', { maintenanceFileEndTime: -1 })).rejects.toThrow(
        /maintenanceFileEndTime must be epoch seconds/,
      );
    });
  });

  describe('when the region is restricted', () => {
    it('says so in the IP check, gives the restricted info, and answers other calls 9110', async () => {
      const client = testClient(server, 'demo');
      await control.sites.set('demo', { clientIp: '203.0.113.9' });
      const check = await client.client.request('ipCheck', { schema: ipCheckSchema });
      expect(check.ok && check.data).toMatchObject({
        ip: '203.0.113.9',
        isAreaAllowed: false,
        isInMaintenance: false,
      });
      const info = await client.call<{ region: string; title: string }>('accessRestrictedInfo');
      expect(info.ok && info.data).toMatchObject({ region: 'US', title: 'Lucky Harbor Lobby' });
      const list = await client.call('gameList');
      expect(serviceError(list)?.code).toBe('9110');
      await control.sites.set('demo', { areaAllowed: true });
      expect((await client.call('gameList')).ok).toBe(true);
    });

    it('lets the control API pick blocked regions for a site', async () => {
      const client = testClient(server, 'nova');
      await control.sites.set('nova', { clientIp: '100.65.1.1', blockedRegions: ['IN'] });
      const check = await client.call<{ isAreaAllowed: boolean; region: string }>('ipCheck');
      expect(check.ok && check.data).toMatchObject({ isAreaAllowed: false, region: 'IN' });
    });
  });

  describe('when the lobby version is below the site minimum', () => {
    it('answers 999', async () => {
      await control.sites.set('demo', { minVersion: 'v5.0.0' });
      const result = await testClient(server, 'demo').call('gameList');
      expect(serviceError(result)?.code).toBe('999');
      const newer = await testClient(server, 'demo', { version: 'v5.1.0' }).call('gameList');
      expect(newer.ok).toBe(true);
    });
  });

  describe('when the lobby sends its heartbeat', () => {
    it('answers visitors and users, and renews an old JWT in the headers', async () => {
      const client = testClient(server, 'demo');
      const visitor = await client.call<{ online: boolean }>('heartbeat');
      expect(visitor.ok && visitor.data.online).toBe(false);
      await client.login('player01');
      const jwt = client.client.session.newJwt;
      const user = await client.call<{ online: boolean; username: string }>('heartbeat');
      expect(user.ok && user.data).toMatchObject({ online: true, username: 'player01' });
      await control.clock(11 * 60_000);
      try {
        // The first call is refused as stale (401) and corrects the client's clock offset.
        const stale = await client.call('heartbeat');
        expect(!stale.ok && stale.error.status).toBe(401);
        expect((await client.call('heartbeat')).ok).toBe(true);
      } finally {
        await control.clock(0);
      }
      expect(client.client.session.newJwt).not.toBe(jwt);
    });
  });
});
