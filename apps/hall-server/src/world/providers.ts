// The seeded game providers (platforms): invented studios, so the catalogue never looks like a
// real vendor's. Each has the categories it makes games for, a weight (how many of a category's
// games it gets relative to the others), its lobby flags and the colour of its generated logo.

export interface GameProvider {
  readonly code: string;
  readonly name: string;
  /** Category keys, in the provider's own order. */
  readonly categories: readonly string[];
  readonly slogan: string;
  /** Share of a category's games, relative to the other providers of that category. */
  readonly weight: number;
  /** The whole provider is under maintenance: its games cannot be opened. */
  readonly maintenance: boolean;
  /** Its games may offer demo play (categories without try mode never do). */
  readonly demoSupport: boolean;
  /** Balance needed to enter its games, in site units. */
  readonly minimumEntryBalance: number;
  /**
   * Site units one unit of the provider's games is worth: 1 plays in the site currency; 1000
   * means the games count in thousands, and a player confirms the converted amount first.
   */
  readonly currencyRatio: number;
  /** Display order, ascending. */
  readonly sort: number;
  /** Logo colour. */
  readonly color: string;
}

type Row = readonly [
  code: string,
  name: string,
  categories: readonly string[],
  slogan: string,
  weight: number,
  flags?: {
    readonly maintenance?: true;
    readonly noDemo?: true;
    readonly minimumEntryBalance?: number;
    readonly currencyRatio?: number;
  },
];

const rows: readonly Row[] = [
  ['HBR', 'Harbor Reels', ['electronic', 'fishing'], 'Reels from the docks', 3],
  ['LTS', 'Lotus Studio', ['electronic', 'chess'], 'Calm wins', 3],
  ['NEO', 'Neon Spin', ['electronic', 'blockchain'], 'Bright nights', 2],
  ['JDE', 'Jade Table', ['chess', 'live', 'club'], 'Tables with history', 2, { minimumEntryBalance: 10 }],
  ['SMB', 'Samba Live', ['live', 'lottery'], 'Dealers with rhythm', 2, { minimumEntryBalance: 20 }],
  ['TGF', 'Tiger Forge', ['electronic', 'fishing', 'cockfighting'], 'Forged for big wins', 3],
  ['KCK', 'Kickoff Bet', ['sports', 'esports'], 'Every match, live', 2, { minimumEntryBalance: 5 }],
  ['PXA', 'Pixel Arena', ['esports', 'blockchain'], 'Play in pixels', 1],
  ['LDR', 'Lucky Draw', ['lottery', 'chess'], 'Draws every minute', 1],
  ['CRL', 'Coral Bay Games', ['electronic'], 'Warm water slots', 2],
  ['MPL', 'Maple Leaf Slots', ['electronic'], 'Autumn jackpots', 2],
  ['SNF', 'Sunflower Play', ['electronic'], 'Bright and simple', 1],
  ['RVT', 'Rivet Works', ['electronic'], 'Built to spin', 1],
  ['QTZ', 'Quartz Reels', ['electronic'], 'Crystal-clear odds', 2],
  ['BMB', 'Bamboo Gaming', ['electronic', 'fishing'], 'Grow your luck', 2],
  ['CMT', 'Comet Studios', ['electronic'], 'Wins that streak', 1],
  ['FJD', 'Fjord Interactive', ['electronic'], 'Cold nights, hot reels', 1, { noDemo: true }],
  ['GLX', 'Glacier Spins', ['electronic'], 'Cool spins', 1],
  ['HNY', 'Honeycomb Games', ['electronic', 'chess'], 'Sweet rounds', 2],
  ['IRN', 'Iron Lantern', ['electronic'], 'Light the reels', 1, { maintenance: true }],
  ['KTE', 'Kite Gaming', ['electronic', 'blockchain'], 'High-flying slots', 1],
  ['MSA', 'Mesa Sunrise', ['electronic'], 'Desert treasure', 1],
  ['NBL', 'Nimbus Labs', ['electronic', 'blockchain'], 'Provably fun', 2],
  ['OWL', 'Owl Tower Games', ['electronic', 'chess'], 'Wise plays', 1],
  ['PRM', 'Prism Play', ['electronic'], 'Every colour wins', 2],
  ['RDW', 'Redwood Reels', ['electronic'], 'Tall wins', 1],
  ['SKY', 'Skylark Studio', ['electronic', 'fishing'], 'Sing and spin', 1],
  ['TDL', 'Tidal Play', ['fishing', 'electronic'], 'Catch the wave', 2],
  ['VLT', 'Velvet Live', ['live'], 'Studio tables, live', 2, { minimumEntryBalance: 20 }],
  ['AMB', 'Amber Tables', ['live', 'club'], 'Warm-lit dealers', 2, { minimumEntryBalance: 10 }],
  ['GRN', 'Granite Live', ['live'], 'Solid tables', 1, { maintenance: true, minimumEntryBalance: 50 }],
  ['BLF', 'Bluff Cards', ['chess', 'club'], 'Read the table', 2],
  ['CLV', 'Clover Cards', ['chess'], 'Four leaves, four aces', 2],
  ['DNE', 'Dune Poker', ['chess', 'club'], 'Poker in the sand', 1, { minimumEntryBalance: 5 }],
  ['ARB', 'Arbor Lotto', ['lottery'], 'Numbers that grow', 2],
  ['PNK', 'Pinnacle Keno', ['lottery'], 'Keno at the top', 1],
  ['SPR', 'Sprint Sportsbook', ['sports'], 'Odds at speed', 2, { minimumEntryBalance: 5 }],
  ['GOL', 'Goalpost Sports', ['sports', 'esports'], 'From kickoff to whistle', 1, { minimumEntryBalance: 5 }],
  ['CRS', 'Crossfire Esports', ['esports'], 'Every map, every round', 1],
  ['HSL', 'Hashline', ['blockchain'], 'Fair by hash', 2, { currencyRatio: 1000 }],
  ['BKY', 'Blockyard', ['blockchain', 'lottery'], 'Blocks and draws', 1],
  ['RSR', 'Rooster Ring', ['cockfighting'], 'Ringside, live', 1, { minimumEntryBalance: 10 }],
  ['SBP', 'Sabong Plaza', ['cockfighting'], 'Fights every hour', 1, { minimumEntryBalance: 10 }],
  ['MRN', 'Marina Fishing', ['fishing'], 'Nets full of prizes', 1],
  ['ORC', 'Orchid Club', ['club', 'chess'], 'Private rooms', 1, { minimumEntryBalance: 20 }],
];

// Colours of the generated logos, taken in turn.
const palette = ['#1f6feb', '#8e44ad', '#c0392b', '#16a085', '#d35400', '#2c3e50', '#b7950b', '#7d3c98'];

// Sports, live and lottery have no try mode: the odds and rounds are real-time.
export const NO_DEMO_CATEGORIES: ReadonlySet<string> = new Set(['live', 'sports', 'lottery']);

export const gameProviders: readonly GameProvider[] = rows.map(
  ([code, name, categories, slogan, weight, flags = {}], index) => ({
    code,
    name,
    categories,
    slogan,
    weight,
    maintenance: flags.maintenance ?? false,
    demoSupport: !flags.noDemo && categories.some((category) => !NO_DEMO_CATEGORIES.has(category)),
    minimumEntryBalance: flags.minimumEntryBalance ?? 0,
    currencyRatio: flags.currencyRatio ?? 1,
    sort: index + 1,
    color: palette[index % palette.length]!,
  }),
);

const byCode: ReadonlyMap<string, GameProvider> = new Map(
  gameProviders.map((provider) => [provider.code, provider]),
);

export function providerByCode(code: string): GameProvider | undefined {
  return byCode.get(code);
}

/** Logo image path on the asset hosts. */
export function providerLogoPath(code: string): string {
  return `/provider-logos/${code}.png`;
}
