// A boot snapshot of a small site made by hand (two languages, one currency, a banner, two
// categories and their first games), and a lobby booted from it that never reaches a hall: what
// a server render and the page hydrating it share, without a hall in the test.
import type { GameSummary, StorageLike } from '@lobbykit/contract';
import { createBootSnapshot, type BootSnapshot } from '@lobbykit/lobby-core';
import { createLobby, type ReactLobby } from '@lobbykit/lobby-core/react';
import { memoryStorage } from '@lobbykit/test-utils/storage';

export const FIXTURE_SITE = 'fixture';

const game = (id: number, name: string, categoryId: number): GameSummary => ({
  gameId: String(id),
  gameCode: `g-${id}`,
  name,
  providerCode: 'HBR',
  providerName: 'Harbor Reels',
  categoryId,
  demo: true,
  hot: true,
});

/** The snapshot, made now (it expires in a day). */
export function homeFixtureSnapshot(): BootSnapshot {
  return createBootSnapshot(
    {
      language: 'en_US',
      siteInfo: {
        type: 'classic',
        title: 'Fixture Harbor Lobby',
        siteName: 'Fixture Harbor',
        currencyInfos: [{ currencyCode: 'BRL' }],
        languageInfos: [
          { languageCode: 'en_US', defaultLanguageTag: true },
          { languageCode: 'pt_PT', defaultLanguageTag: false },
        ],
        holidayThemes: [],
      },
      systemStatus: {
        messageBannerIndex: [{ id: '1', img: '/active/banner-1.png', title: 'Welcome bonus', sort: 1 }],
      },
      categories: [
        { id: 1, key: 'electronic', name: 'Slots' },
        { id: 2, key: 'fishing', name: 'Fishing' },
      ],
      games: [
        {
          request: { hot: true },
          page: { list: [game(1, 'Lucky Lanterns', 1), game(2, 'Reef Raiders', 2)], total: 2 },
        },
        { request: { categoryId: 1 }, page: { list: [game(1, 'Lucky Lanterns', 1)], total: 1 } },
      ],
    },
    { siteCode: FIXTURE_SITE, now: Date.now() },
  );
}

/** A hall that never answers: the lobby keeps the snapshot's data. */
const silentHall: typeof fetch = () => new Promise<Response>(() => undefined);

/** A page's lobby booted from `snapshot`, at `url`, remembering in `storage`. */
export function fixtureLobby(
  snapshot: BootSnapshot,
  { url = 'http://lobby.test/', storage = memoryStorage() }: { url?: string; storage?: StorageLike } = {},
): ReactLobby {
  const lobby = createLobby({
    siteCode: FIXTURE_SITE,
    staticKey: new Uint8Array(32).fill(7),
    lines: { api: ['https://hall.invalid'] },
    location: url,
    browserLanguages: ['en-US'],
    fetch: silentHall,
    storage,
    snapshot,
    revalidateAfterMs: 3_600_000,
    session: { BroadcastChannel: null, WebSocket: null },
  });
  void lobby.boot();
  return lobby;
}
