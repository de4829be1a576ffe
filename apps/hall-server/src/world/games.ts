// The seeded game catalogue: every category of the spec plus clubs, made deterministically
// from word lists so the same seed always gives the same games, ids and flags. The providers
// are in providers.ts.
import { nameLanguages, roomWords, slotAdjectives, slotEditions, slotNouns, tableNames } from './game-names';
import type { NameLanguage, Words } from './game-names';
import { gameProviders, NO_DEMO_CATEGORIES, providerByCode, type GameProvider } from './providers';

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

export interface SeedGame {
  readonly gameId: number;
  readonly gameCode: string;
  readonly categoryId: number;
  readonly category: string;
  readonly providerCode: string;
  readonly names: Readonly<Record<NameLanguage, string>>;
  readonly hot: boolean;
  readonly new: boolean;
  /** The recommend corner badge. */
  readonly recommend: boolean;
  /** Demo (try) play is offered by the game and its provider (the site may still refuse). */
  readonly demo: boolean;
  /** The demo line of this game is switched off (answers 210103). */
  readonly demoLineDisabled: boolean;
  /** The game itself is under maintenance (its provider may be, too: see `gameMaintenance`). */
  readonly maintenance: boolean;
  /** Balance needed to enter, in site units: the larger of the game's and its provider's. */
  readonly minimumEntryBalance: number;
  /** Card image on the asset hosts (png; .webp and .avif are variant paths). */
  readonly img: string;
  /** Position within its category, from 1: the list's order. */
  readonly sort: number;
}

/**
 * Games per category at scale 1, the default site of the default seed (2,960 in all): slots
 * dominate, as in real lobbies.
 */
const COUNTS: Readonly<Record<string, number>> = {
  electronic: 2000,
  chess: 220,
  fishing: 120,
  live: 200,
  sports: 30,
  lottery: 110,
  esports: 40,
  blockchain: 150,
  cockfighting: 30,
  club: 60,
};

function toNames(words: Words): Record<NameLanguage, string> {
  return Object.fromEntries(nameLanguages.map((language, index) => [language, words[index]!])) as Record<
    NameLanguage,
    string
  >;
}

/** Appends a word of each language ('' leaves the name as it is). */
function withSuffix(names: Record<NameLanguage, string>, suffix: Words): Record<NameLanguage, string> {
  return Object.fromEntries(
    nameLanguages.map((language, index) => {
      const word = suffix[index]!;
      return [language, word === '' ? names[language] : `${names[language]} ${word}`];
    }),
  ) as Record<NameLanguage, string>;
}

/** Appends a number past the word lists, so names stay unique at any size. */
function withLap(names: Record<NameLanguage, string>, lap: number): Record<NameLanguage, string> {
  if (lap === 0) return names;
  const number = String(lap + 1);
  return withSuffix(names, [number, number, number, number, number]);
}

function slotName(index: number): Record<NameLanguage, string> {
  const series = slotAdjectives.length * slotNouns.length;
  const adjective = slotAdjectives[index % slotAdjectives.length]!;
  const noun = slotNouns[Math.floor(index / slotAdjectives.length + index) % slotNouns.length]!;
  const edition = slotEditions[Math.floor(index / series) % slotEditions.length]!;
  const names = {
    en_US: `${adjective[0]} ${noun[0]}`,
    pt_PT: `${noun[1]} ${adjective[1]}`,
    th_TH: `${noun[2]}${adjective[2]}`,
    zh_CN: `${adjective[3]}${noun[3]}`,
    hi_IN: `${adjective[4]} ${noun[4]}`,
  };
  return withLap(withSuffix(names, edition), Math.floor(index / (series * slotEditions.length)));
}

function tableName(category: string, index: number): Record<NameLanguage, string> {
  const list = tableNames[category] ?? [];
  const base = toNames(list[index % list.length]!);
  const round = Math.floor(index / list.length);
  if (round === 0) return base;
  const room = roomWords[(round - 1) % roomWords.length]!;
  return withLap(withSuffix(base, room), Math.floor((round - 1) / roomWords.length));
}

/** The providers of a category, each repeated by its weight: the order games are dealt in. */
function dealingOrder(categoryKey: string): readonly GameProvider[] {
  return gameProviders
    .filter((provider) => provider.categories.includes(categoryKey))
    .flatMap((provider) => Array<GameProvider>(provider.weight).fill(provider));
}

/**
 * Builds the catalogue; `scale` below 1 keeps the first games of each category (at least one).
 * A game's provider, name and flags depend only on its category and position, so a smaller
 * catalogue is a part of a larger one: game 30001 is the same game on every site.
 */
export function buildGameCatalogue(scale = 1): SeedGame[] {
  const games: SeedGame[] = [];
  for (const category of gameCategories) {
    const count = Math.max(1, Math.round((COUNTS[category.key] ?? 0) * scale));
    const providers = dealingOrder(category.key);
    for (let index = 0; index < count; index++) {
      const provider = providers[index % providers.length]!;
      // A per-game number that spreads the flags evenly over categories and providers.
      const n = category.id * 31 + index;
      const gameCode = `${provider.code.toLowerCase()}-${category.key}-${String(index + 1).padStart(3, '0')}`;
      const demo = provider.demoSupport && !NO_DEMO_CATEGORIES.has(category.key);
      const ownMinimum = category.key === 'club' ? 5 : n % 50 === 7 ? 50 : 0;
      games.push({
        gameId: category.id * 10_000 + index + 1,
        gameCode,
        categoryId: category.id,
        category: category.key,
        providerCode: provider.code,
        names: category.key === 'electronic' ? slotName(index) : tableName(category.key, index),
        hot: n % 7 === 1,
        new: n % 11 === 4,
        recommend: n % 9 === 2,
        demo,
        demoLineDisabled: demo && n % 23 === 5,
        maintenance: n % 97 === 13,
        minimumEntryBalance: Math.max(ownMinimum, provider.minimumEntryBalance),
        img: `/game-pictures/${gameCode}.png`,
        sort: index + 1,
      });
    }
  }
  return games;
}

/** The game or its whole provider is under maintenance. */
export function gameMaintenance(game: SeedGame): boolean {
  return game.maintenance || providerOf(game).maintenance;
}

export function providerOf(game: SeedGame): GameProvider {
  const provider = providerByCode(game.providerCode);
  if (!provider) throw new Error(`world: game ${game.gameCode} has no provider ${game.providerCode}`);
  return provider;
}

/** The name in the wanted language, else English. */
export function gameName(game: SeedGame, language: string): string {
  return (game.names as Readonly<Record<string, string>>)[language] ?? game.names.en_US;
}
