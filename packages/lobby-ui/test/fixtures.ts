// Data the tests and the package's browser tests share: games, providers, categories.
import type { LobbyGame, LobbyProvider } from '../src/data';

/** A plain game: playable, with demo, no marks. */
export const luckyGame: LobbyGame = {
  gameId: '30001',
  name: 'Lucky Lanterns',
  providerName: 'Harbor Reels',
  img: '/game-pictures/hbr-electronic-001.png',
  demo: true,
};

/** `count` games named "Game 1", "Game 2", ... with a mark now and then. */
export function manyGames(count: number, start = 1): LobbyGame[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index;
    return {
      gameId: String(n),
      name: `Game ${n}`,
      providerName: n % 2 === 0 ? 'Lotus Studio' : 'Harbor Reels',
      hot: n % 7 === 1,
      new: n % 11 === 4,
      demo: n % 3 !== 0,
    };
  });
}

export const providers: LobbyProvider[] = [
  { code: 'HBR', name: 'Harbor Reels', gameCount: 42 },
  { code: 'LTS', name: 'Lotus Studio', gameCount: 17 },
  { code: 'NEO', name: 'Neon Spin', gameCount: 9, maintainStatus: true },
];

export const categories = [
  { id: 1, key: 'chess', name: 'Chess & Card' },
  { id: 2, key: 'fishing', name: 'Fishing' },
  { id: 3, key: 'electronic', name: 'Slots' },
  { id: 4, key: 'live', name: 'Live Casino' },
];
