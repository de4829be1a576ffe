/**
 * A hall in a function, for the unit tests of the boot, the reactions and the hooks: a `fetch`
 * that answers each endpoint with a plain (unencrypted) envelope the client reads like the
 * real one's. Object storage has no static files (404, so calls go live), speed-test probes
 * answer at once. The loopback tests use the reference hall server instead.
 */
import { getEndpointByPath, type EndpointName, type SiteInfo } from '@lobbykit/contract';

export const API_LINE = 'https://api1.lobby.test';
export const ASSET_LINE = 'https://oss1.lobby.test';
export const SITE_API_LINE = 'https://api2.lobby.test';

export const fakeSiteInfo: SiteInfo = {
  type: 'classic',
  title: 'Test Harbour',
  siteName: 'Harbour',
  backgroundColor: '#101010',
  skinTypeValue: 1,
  currencyInfos: [{ currencyCode: 'BRL' }, { currencyCode: 'USDT1:1' }],
  languageInfos: [{ languageCode: 'pt_PT', defaultLanguageTag: true }, { languageCode: 'en_US' }],
  holidayThemes: [],
  languageMatchMode: 1,
};

/** What an endpoint answers: data (code 0), or a whole envelope. */
type FakeAnswer = { data: unknown } | { code: number | string; message?: string; data?: unknown };

const defaults: Partial<Record<EndpointName, FakeAnswer>> = {
  siteInfo: { data: fakeSiteInfo },
  siteUrlConfig: {
    data: { api_domain: [SITE_API_LINE], web_domain: [], oss_domain: [], download_domain_url: [] },
  },
  baseSiteConfig: { data: { siteCode: 'demo' } },
  skinAssetsHash: { data: { hash: 'abc123' } },
  systemStatus: { data: { messageBannerIndex: [] } },
  optimizationSiteConfig: { data: { layoutDesign: { colors: { header: '#222222' } } } },
  gameCategories: { data: [{ id: 3, key: 'slot', name: 'Slots' }] },
  gameProviders: { data: [] },
  gameList: { data: { list: [], total: 0 } },
  marquee: { data: { marqueeList: [] } },
  footerConfig: { data: { blocks: [] } },
  jackpot: { data: [] },
  linkSetting: { data: { linkType: 'none' } },
};

interface FakeCall {
  readonly endpoint: string;
  readonly origin: string;
  /** The `language` header the call carried. */
  readonly language: string | null;
}

export interface FakeHall {
  readonly fetch: typeof fetch;
  /** Hall calls made (speed-test probes and static files left out), oldest first. */
  readonly calls: FakeCall[];
  /** Times `endpoint` was called. */
  count(endpoint: EndpointName): number;
  answer(endpoint: EndpointName, answer: FakeAnswer): void;
  /** Every call fails as a refused connection would (probes too). */
  down: boolean;
  /** Hall calls hang until aborted. */
  hang: boolean;
}

export function fakeHall(): FakeHall {
  const answers = new Map<string, FakeAnswer>(Object.entries(defaults));
  const calls: FakeCall[] = [];
  const hall: FakeHall = {
    calls,
    down: false,
    hang: false,
    count: (endpoint) => calls.filter((call) => call.endpoint === endpoint).length,
    answer: (endpoint, answer) => void answers.set(endpoint, answer),
    fetch: async (input, init) => {
      const request = input instanceof Request ? input : new Request(input, init);
      const url = new URL(request.url);
      if (hall.down) throw new TypeError('fetch failed');
      if (['/piaspeed.png', '/op.json', '/speed.txt'].includes(url.pathname)) return new Response('ok');
      if (url.origin === ASSET_LINE) return new Response('no static file', { status: 404 });
      const endpoint = getEndpointByPath(url.pathname)?.name ?? url.pathname;
      calls.push({ endpoint, origin: url.origin, language: request.headers.get('language') });
      if (hall.hang) {
        return new Promise<Response>((_resolve, reject) => {
          const signal = request.signal;
          signal.addEventListener('abort', () => reject(signal.reason as Error));
        });
      }
      const answer = answers.get(endpoint);
      if (!answer) return new Response('not found', { status: 404 });
      const body = 'code' in answer ? answer : { code: 0, data: answer.data };
      return new Response(JSON.stringify(body), { headers: { 'content-type': 'application/json' } });
    },
  };
  return hall;
}
