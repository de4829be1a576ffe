// The home content of a site: banners inside their window, the marquee, the footer config and
// jackpot pools that grow with the hall clock. The hall runs on a clock the test moves.
import { buildStaticPath } from '@lobbykit/hall-protocol';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { HallServer } from '../server';
import { startTestHall, testClient } from '../test-support/hall';

const DAY_MS = 86_400_000;

interface Banner {
  id: number;
  img: string;
  jumpType: string;
  jumpValue: string;
  stay_time: number;
  showStartTime: number;
  showEndTime: number;
}

interface Footer {
  blocks: {
    type: string;
    title: string;
    links: { key: string; jumpType: string; jumpValue: string; icon?: string }[];
    hideOnMobile?: boolean;
  }[];
  partnerLogos: { key: string; logo: string }[];
  licences: { key: string }[];
  copyright: string;
  commonConfig: Record<string, unknown>;
}

describe('site content routes', () => {
  let server: HallServer;
  // Starts at the real time, so the test client's signed timestamps stay within the skew.
  const start = Date.now();
  let clock = start;
  beforeAll(async () => {
    server = await startTestHall({ now: () => clock });
  });
  afterAll(async () => {
    await server.close();
  });

  /** The system status as static mode serves it to a visitor: no signature, so any clock. */
  async function staticBanners(): Promise<Banner[]> {
    const path = buildStaticPath('/hall/home/systemStatus', { siteCode: 'demo', osType: 4 });
    const response = await fetch(`${server.assetUrls[0]!}${path}`);
    expect(response.status).toBe(200);
    return ((await response.json()) as { data: { messageBannerIndex: Banner[] } }).data.messageBannerIndex;
  }

  describe('when the home asks the banners', () => {
    it('serves the banners inside their window, with jump, stay time and window', async () => {
      const status = await testClient(server).call<{ messageBannerIndex: Banner[] }>('systemStatus', {
        osType: 4,
      });
      if (!status.ok) throw new Error('no system status');
      const banners = status.data.messageBannerIndex;
      expect(banners.map((banner) => banner.id)).toEqual([1, 2, 3]);
      expect(banners.map((banner) => banner.jumpType)).toEqual(['activity', 'game', 'provider']);
      expect(banners[0]).toMatchObject({ img: '/active/demo-banner-1.png', jumpValue: '101', stay_time: 5 });
      for (const banner of banners) {
        expect(banner.showStartTime).toBeLessThanOrEqual(clock);
        expect(banner.showEndTime).toBeGreaterThan(clock);
      }
      const image = await fetch(`${server.assetUrls[0]!}${banners[0]!.img}`);
      expect(image.headers.get('content-type')).toBe('image/png');
    });

    it("serves each banner as .webp and .avif too: it is the home page's largest picture", async () => {
      const png = '/active/demo-banner-1.png';
      const asset = server.assetUrls[0]!;
      for (const [path, type] of [
        [png.replace(/\.png$/, '.webp'), 'image/webp'],
        [`${png}.avif`, 'image/avif'],
        ['/active/demo-jackpot.avif', 'image/avif'],
      ] as const) {
        const response = await fetch(`${asset}${path}`);
        expect([path, response.status, response.headers.get('content-type')]).toEqual([path, 200, type]);
      }
      expect((await fetch(`${asset}/active/demo-banner-1.gif`)).status).toBe(404);
    });

    it('shows a banner once its window opens, in static mode too, within its cache time', async () => {
      expect((await staticBanners()).map((banner) => banner.id)).toEqual([1, 2, 3]);
      clock = start + 2 * DAY_MS + 60_000;
      try {
        const later = await staticBanners();
        expect(later.map((banner) => banner.id)).toEqual([1, 2, 3, 4]);
        expect(later[3]).toMatchObject({ jumpType: 'url', openWindow: true });
      } finally {
        clock = start;
      }
      // The clock moved back: the file is made again, without the banner.
      expect((await staticBanners()).map((banner) => banner.id)).toEqual([1, 2, 3]);
    });
  });

  describe('when the home asks the marquee', () => {
    it('answers the texts inside their window, in the language of the call', async () => {
      const english = await testClient(server).call<{
        marqueeList: { id: string; content: string }[];
        interval: number;
      }>('marquee');
      if (!english.ok) throw new Error('no marquee');
      expect(english.data.interval).toBe(3);
      expect(english.data.marqueeList).toHaveLength(3);
      expect(english.data.marqueeList[0]!.content).toBe(
        'Welcome to <strong>Lucky Harbor</strong>! New games every week.',
      );
      const thai = await testClient(server, 'siam', { language: 'th' }).call<{
        marqueeList: { content: string }[];
      }>('marquee');
      expect(thai.ok && thai.data.marqueeList[0]!.content).toBe(
        'ยินดีต้อนรับสู่ <strong>Siam Moon</strong>! เกมใหม่ทุกสัปดาห์',
      );
      // A language without texts reads English.
      const spanish = await testClient(server, 'demo', { language: 'es' }).call<{
        marqueeList: { content: string }[];
      }>('marquee');
      expect(spanish.ok && spanish.data.marqueeList[2]!.content).toMatch(/^Play responsibly/);
    });
  });

  describe('when the lobby asks the footer config', () => {
    it('answers the blocks, partner logos, licences and copyright of the site', async () => {
      const footer = await testClient(server, 'demo', { language: 'pt' }).call<Footer>('footerConfig');
      if (!footer.ok) throw new Error('no footer');
      const { blocks } = footer.data;
      expect(blocks.map((block) => block.type)).toEqual([
        'QUICK_JUMP',
        'QUICK_JUMP',
        'CONCAT_US',
        'OFFICIAL_COMMUNITY',
        'CONTENT',
      ]);
      expect(blocks[0]!.title).toBe('Jogos');
      expect(blocks[0]!.links).toHaveLength(10);
      expect(blocks[0]!.links[2]).toMatchObject({ key: 'electronic', jumpType: 'category', jumpValue: '3' });
      expect(blocks[1]!.hideOnMobile).toBe(true);
      expect(blocks[2]!.links.map((link) => link.jumpValue)).toEqual([
        'https://support.lucky-harbor.example/chat',
        'https://t.me/luckyharbor_support',
      ]);
      const social = blocks[3]!.links;
      expect(social.map((link) => link.key)).toEqual(['telegram', 'instagram']);
      const icon = await fetch(`${server.assetUrls[0]!}${social[0]!.icon!}`);
      expect(icon.headers.get('content-type')).toBe('image/png');
      expect(footer.data.partnerLogos.length).toBeGreaterThanOrEqual(40);
      expect(footer.data.partnerLogos[0]).toMatchObject({ key: 'HBR', logo: '/provider-logos/HBR.png' });
      expect(footer.data.licences.map((licence) => licence.key)).toEqual(['age', 'responsible', 'licence']);
      expect(footer.data.copyright).toBe(
        `© ${new Date(start).getUTCFullYear()} Lucky Harbor. Todos os direitos reservados.`,
      );
      expect(footer.data.commonConfig).toEqual({
        ageLimit: 18,
        hideFooterOnMobile: false,
        hideFooterOnDesktop: false,
        hideFloatBar: false,
      });
    });

    it('carries each site its own display options and leaves out empty blocks', async () => {
      const siam = await testClient(server, 'siam').call<Footer>('footerConfig');
      expect(siam.ok && siam.data.commonConfig).toMatchObject({
        hideFooterOnMobile: true,
        hideFloatBar: false,
      });
      const nova = await testClient(server, 'nova').call<Footer>('footerConfig');
      if (!nova.ok) throw new Error('no footer');
      expect(nova.data.commonConfig).toMatchObject({ hideFooterOnMobile: false, hideFloatBar: true });
      // Nova has no customer-service link and no social icon.
      expect(nova.data.blocks.map((block) => block.type)).toEqual(['QUICK_JUMP', 'QUICK_JUMP', 'CONTENT']);
      // Its smaller catalogue has fewer providers to show.
      const demo = await testClient(server).call<Footer>('footerConfig');
      expect(nova.data.partnerLogos.length).toBeLessThan(demo.ok ? demo.data.partnerLogos.length : 0);
    });
  });

  describe('when the home shows the jackpot', () => {
    it('grows each pool with the hall clock, as its growth rate says', async () => {
      const client = testClient(server);
      const read = async () => {
        const pools =
          await client.call<{ poolId: string; amount: number; growthPerSecond: number; image: string }[]>(
            'jackpot',
          );
        if (!pools.ok) throw new Error('no jackpot');
        return pools.data;
      };
      const first = await read();
      expect(first.map((pool) => [pool.poolId, pool.amount, pool.growthPerSecond])).toEqual([
        ['demo-grand', 250_000, 0.75],
        ['demo-major', 25_000, 0.12],
        ['demo-mini', 500, 0.01],
      ]);
      expect(first[0]!.image).toBe('/active/demo-jackpot.png');
      expect((await fetch(`${server.assetUrls[0]!}${first[0]!.image}`)).status).toBe(200);
      clock = start + 100_000;
      try {
        expect((await read()).map((pool) => pool.amount)).toEqual([250_075, 25_012, 501]);
      } finally {
        clock = start;
      }
    });
  });
});
