// Eight more sites, each a brand on the rules of one of the three full sites (demo, siam, nova):
// its own code, id, static key, names, colours, tracking ids and sign-in clients, the base
// site's languages, currencies, layout and switches (one, cove, in a theme of its own). With them
// the world holds eleven sites of three themes, as many as the per-site release
// (tooling/lobby-server/release) ships from three theme builds. They carry no agents, players or holidays and a small catalogue, so a start pays
// little for them and the tests that read the full sites see what they did before.
import type { BuriedConfigEntry } from '@lobbykit/contract';
import type { SeedSite } from './sites';

interface Brand {
  readonly siteCode: string;
  readonly siteId: number;
  readonly title: string;
  readonly siteName: string;
  readonly primary: string;
  readonly analytics: readonly BuriedConfigEntry[];
  /** The theme its lobby is drawn in, when not its base site's (a skin of its own). */
  readonly type?: string;
  /** Its page colour, when not its base site's. */
  readonly backgroundColor?: string;
}

/** The full site each brand follows, by its code. */
const brands: Readonly<Record<'demo' | 'siam' | 'nova', readonly Brand[]>> = {
  demo: [
    {
      siteCode: 'mesa',
      siteId: 1004,
      title: 'Mesa Verde Lobby',
      siteName: 'Mesa Verde',
      primary: '#7cc36b',
      analytics: [{ category: 'gtag', type: 'google', gid: 'G-MESA000004' }],
    },
    {
      siteCode: 'reef',
      siteId: 1005,
      title: 'Coral Reef Casino',
      siteName: 'Coral Reef',
      primary: '#ff7f66',
      analytics: [{ category: 'pixel', type: 'facebook', gid: '880011220005' }],
    },
    {
      siteCode: 'dune',
      siteId: 1006,
      title: 'Golden Dune Lobby',
      siteName: 'Golden Dune',
      primary: '#e0b060',
      analytics: [
        { category: 'gtag', type: 'google', gid: 'G-DUNE000006' },
        { category: 'pixel', type: 'tiktok', gid: 'TT-DUNE-0006' },
      ],
    },
    {
      siteCode: 'glen',
      siteId: 1007,
      title: 'Misty Glen Games',
      siteName: 'Misty Glen',
      primary: '#8fb8de',
      analytics: [{ category: 'gtm', type: 'google', gid: 'GTM-GLEN0007' }],
    },
    {
      // The brand of the third theme, lagoon (apps/lobby-lagoon, made with `pnpm new-skin`).
      siteCode: 'cove',
      siteId: 1011,
      title: 'Blue Cove Casino',
      siteName: 'Blue Cove',
      primary: '#2ec4b6',
      analytics: [{ category: 'gtag', type: 'google', gid: 'G-COVE000011' }],
      type: 'lagoon',
      backgroundColor: '#04202a',
    },
  ],
  siam: [
    {
      siteCode: 'jade',
      siteId: 1008,
      title: 'Jade Palace Club',
      siteName: 'Jade Palace',
      primary: '#3fbf8f',
      analytics: [{ category: 'pixel', type: 'tiktok', gid: 'TT-JADE-0008' }],
    },
    {
      siteCode: 'lynx',
      siteId: 1009,
      title: 'Lynx Night Club',
      siteName: 'Lynx Night',
      primary: '#b48cff',
      analytics: [{ category: 'gtag', type: 'google', gid: 'G-LYNX000009' }],
    },
  ],
  nova: [
    {
      siteCode: 'zeno',
      siteId: 1010,
      title: 'Zeno Chain Casino',
      siteName: 'Zeno Chain',
      primary: '#5ad1e6',
      analytics: [{ category: 'gtm', type: 'google', gid: 'GTM-ZENO0010' }],
    },
  ],
};

/** A brand on its base site's rules. */
function brandSite(base: SeedSite, brand: Brand): SeedSite {
  const { siteCode, siteId } = brand;
  const client = (provider: string, suffix = '') => ({
    clientId: `${provider}-${siteCode}-${siteId}${suffix}`,
    clientSecret: `${provider}-${siteCode}-secret-never-in-browser`,
  });
  return {
    ...base,
    siteCode,
    siteId,
    type: brand.type ?? base.type,
    backgroundColor: brand.backgroundColor ?? base.backgroundColor,
    // 32 ASCII bytes, as every static key; four-letter codes keep the pattern of the full sites'.
    staticKey: `lobbykit-${siteCode}-site-static-key-${String(siteId % 100).padStart(2, '0')}`,
    title: brand.title,
    siteName: brand.siteName,
    skinConfigInfo: { color: { primary: brand.primary } },
    holidays: [],
    customerService: [],
    analytics: brand.analytics,
    sysInfo: {
      ...base.sysInfo,
      facebookAppId: `fb-${siteCode}-${siteId}`,
      googleAppId: `google-${siteCode}-${siteId}.apps.example`,
      lineAppId: `line-${siteCode}-${siteId}`,
    },
    agents: [],
    identity: {
      line: client('line'),
      google: client('google', '.apps.example'),
      facebook: client('fb'),
    },
    catalogueScale: 0.04,
  };
}

/** The brand sites, in site id order, on the full sites given. */
export function brandSites(bases: Readonly<Record<'demo' | 'siam' | 'nova', SeedSite>>): SeedSite[] {
  return (Object.keys(brands) as (keyof typeof brands)[])
    .flatMap((code) => brands[code].map((brand) => brandSite(bases[code], brand)))
    .sort((a, b) => a.siteId - b.siteId);
}
