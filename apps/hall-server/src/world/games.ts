// The seeded game catalogue: every category of the spec plus clubs, made deterministically
// from word lists so the same seed always gives the same games, ids and flags.
import { nameLanguages, slotAdjectives, slotNouns, tableNames } from './game-names';
import type { NameLanguage, Words } from './game-names';

export interface GameCategory {
  readonly id: number;
  readonly key: string;
  readonly names: Readonly<Record<NameLanguage, string>>;
  /** Card colour of the generated images. */
  readonly color: string;
}

export const gameCategories: readonly GameCategory[] = [
  {
    id: 1,
    key: 'chess',
    color: '#8e44ad',
    names: { en_US: 'Chess & Card', pt_PT: 'Cartas', th_TH: 'ไพ่', zh_CN: '棋牌', hi_IN: 'कार्ड' },
  },
  {
    id: 2,
    key: 'fishing',
    color: '#1f8ecf',
    names: { en_US: 'Fishing', pt_PT: 'Pescaria', th_TH: 'ยิงปลา', zh_CN: '捕鱼', hi_IN: 'मछली' },
  },
  {
    id: 3,
    key: 'electronic',
    color: '#e67e22',
    names: { en_US: 'Slots', pt_PT: 'Slots', th_TH: 'สล็อต', zh_CN: '电子', hi_IN: 'स्लॉट' },
  },
  {
    id: 4,
    key: 'live',
    color: '#c0392b',
    names: {
      en_US: 'Live Casino',
      pt_PT: 'Cassino ao Vivo',
      th_TH: 'คาสิโนสด',
      zh_CN: '真人',
      hi_IN: 'लाइव कैसीनो',
    },
  },
  {
    id: 5,
    key: 'sports',
    color: '#27ae60',
    names: { en_US: 'Sports', pt_PT: 'Esportes', th_TH: 'กีฬา', zh_CN: '体育', hi_IN: 'खेल' },
  },
  {
    id: 6,
    key: 'lottery',
    color: '#d4ac0d',
    names: { en_US: 'Lottery', pt_PT: 'Loteria', th_TH: 'หวย', zh_CN: '彩票', hi_IN: 'लॉटरी' },
  },
  {
    id: 7,
    key: 'esports',
    color: '#5b2c6f',
    names: { en_US: 'Esports', pt_PT: 'Esports', th_TH: 'อีสปอร์ต', zh_CN: '电竞', hi_IN: 'ईस्पोर्ट्स' },
  },
  {
    id: 8,
    key: 'blockchain',
    color: '#16a085',
    names: { en_US: 'Blockchain', pt_PT: 'Blockchain', th_TH: 'บล็อกเชน', zh_CN: '区块链', hi_IN: 'ब्लॉकचेन' },
  },
  {
    id: 9,
    key: 'cockfighting',
    color: '#a04000',
    names: {
      en_US: 'Cockfighting',
      pt_PT: 'Rinha de Galo',
      th_TH: 'ไก่ชน',
      zh_CN: '斗鸡',
      hi_IN: 'मुर्गा लड़ाई',
    },
  },
  {
    id: 10,
    key: 'club',
    color: '#2e4053',
    names: { en_US: 'Clubs', pt_PT: 'Clubes', th_TH: 'สโมสร', zh_CN: '俱乐部', hi_IN: 'क्लब' },
  },
];

export interface GameProvider {
  readonly code: string;
  readonly name: string;
  readonly categories: readonly string[];
}

// Invented studios: the catalogue must not look like a real vendor's.
export const gameProviders: readonly GameProvider[] = [
  { code: 'HBR', name: 'Harbor Reels', categories: ['electronic', 'fishing'] },
  { code: 'LTS', name: 'Lotus Studio', categories: ['electronic', 'chess'] },
  { code: 'NEO', name: 'Neon Spin', categories: ['electronic', 'blockchain'] },
  { code: 'JDE', name: 'Jade Table', categories: ['chess', 'live', 'club'] },
  { code: 'SMB', name: 'Samba Live', categories: ['live', 'lottery'] },
  { code: 'TGF', name: 'Tiger Forge', categories: ['electronic', 'fishing', 'cockfighting'] },
  { code: 'KCK', name: 'Kickoff Bet', categories: ['sports', 'esports'] },
  { code: 'PXA', name: 'Pixel Arena', categories: ['esports', 'blockchain'] },
  { code: 'LDR', name: 'Lucky Draw', categories: ['lottery', 'chess'] },
];

export interface SeedGame {
  readonly gameId: number;
  readonly gameCode: string;
  readonly categoryId: number;
  readonly category: string;
  readonly providerCode: string;
  readonly names: Readonly<Record<NameLanguage, string>>;
  readonly hot: boolean;
  readonly new: boolean;
  /** Demo (try) play is offered. */
  readonly demo: boolean;
  /** The demo line of this game is switched off (answers 210103). */
  readonly demoLineDisabled: boolean;
  /** Card image on the asset hosts (png; .webp and .avif are variant paths). */
  readonly img: string;
  readonly sort: number;
}

/** Games per category in the default seed (204 in all). */
const COUNTS: Readonly<Record<string, number>> = {
  electronic: 80,
  chess: 30,
  fishing: 15,
  live: 20,
  sports: 8,
  lottery: 15,
  esports: 10,
  blockchain: 15,
  cockfighting: 5,
  club: 6,
};

// Sports, live and lottery have no try mode: the odds and rounds are real-time.
const NO_DEMO = new Set(['live', 'sports', 'lottery']);

function toNames(words: Words): Record<NameLanguage, string> {
  return Object.fromEntries(nameLanguages.map((language, index) => [language, words[index]!])) as Record<
    NameLanguage,
    string
  >;
}

function slotName(index: number): Record<NameLanguage, string> {
  const adjective = slotAdjectives[index % slotAdjectives.length]!;
  const noun = slotNouns[Math.floor(index / slotAdjectives.length + index) % slotNouns.length]!;
  return {
    en_US: `${adjective[0]} ${noun[0]}`,
    pt_PT: `${noun[1]} ${adjective[1]}`,
    th_TH: `${noun[2]}${adjective[2]}`,
    zh_CN: `${adjective[3]}${noun[3]}`,
    hi_IN: `${adjective[4]} ${noun[4]}`,
  };
}

function tableName(category: string, index: number): Record<NameLanguage, string> {
  const list = tableNames[category] ?? [];
  const base = toNames(list[index % list.length]!);
  const round = Math.floor(index / list.length);
  if (round === 0) return base;
  return Object.fromEntries(
    Object.entries(base).map(([language, name]) => [language, `${name} ${round + 1}`]),
  ) as Record<NameLanguage, string>;
}

/** Builds the catalogue; `scale` below 1 keeps fewer games per category (at least one). */
export function buildGameCatalogue(scale = 1): SeedGame[] {
  const games: SeedGame[] = [];
  let serial = 0;
  for (const category of gameCategories) {
    const count = Math.max(1, Math.round((COUNTS[category.key] ?? 0) * scale));
    const providers = gameProviders.filter((provider) => provider.categories.includes(category.key));
    for (let index = 0; index < count; index++) {
      serial++;
      const provider = providers[index % providers.length]!;
      const gameCode = `${provider.code.toLowerCase()}-${category.key}-${String(index + 1).padStart(3, '0')}`;
      games.push({
        gameId: category.id * 10_000 + index + 1,
        gameCode,
        categoryId: category.id,
        category: category.key,
        providerCode: provider.code,
        names: category.key === 'electronic' ? slotName(index) : tableName(category.key, index),
        hot: serial % 7 === 1,
        new: serial % 11 === 4,
        demo: !NO_DEMO.has(category.key),
        demoLineDisabled: !NO_DEMO.has(category.key) && serial % 23 === 5,
        img: `/game-pictures/${gameCode}.png`,
        sort: index + 1,
      });
    }
  }
  return games;
}

/** The name in the wanted language, else English. */
export function gameName(game: SeedGame, language: string): string {
  return (game.names as Readonly<Record<string, string>>)[language] ?? game.names.en_US;
}
