// A real boot snapshot of the test hall's demo site, as a server inlines it in the page: a lobby
// booted against the hall with the home's first screen loaded (what lobby-server's boot data
// source does), its store as the snapshot.
import type { BootSnapshot } from '@lobbykit/lobby-core';
import { createLobby } from '@lobbykit/lobby-core/react';
import type { TestHall } from '@lobbykit/test-utils/hall';

export async function homeSnapshot(hall: TestHall, language = 'en-US'): Promise<BootSnapshot> {
  const site = hall.site('demo');
  const lobby = createLobby({
    siteCode: site.siteCode,
    staticKey: Uint8Array.from(site.staticKey, (char) => char.charCodeAt(0)),
    lines: { api: [hall.server.apiUrls[0]!], assets: [hall.server.assetUrls[0]!] },
    location: 'http://lobby.test/',
    browserLanguages: [language],
    revalidateAfterMs: 3_600_000,
    session: { BroadcastChannel: null, WebSocket: null },
  });
  try {
    await lobby.boot();
    const { endpoints } = lobby.api;
    const { dispatch } = lobby.store;
    const [categories] = await Promise.all([
      dispatch(endpoints.gameCategories.initiate()).unwrap(),
      dispatch(endpoints.systemStatus.initiate()).unwrap(),
      dispatch(endpoints.optimizationSiteConfig.initiate()).unwrap(),
      dispatch(endpoints.siteUrlConfig.initiate()).unwrap(),
      dispatch(endpoints.gameProviders.initiate(undefined)).unwrap(),
      dispatch(endpoints.gamePages.initiate({ hot: true })).unwrap(),
    ]);
    await Promise.all(
      categories.map((category) =>
        dispatch(endpoints.gamePages.initiate({ categoryId: category.id })).unwrap(),
      ),
    );
    const snapshot = lobby.snapshot();
    if (!snapshot) throw new Error('homeSnapshot: the lobby made no snapshot');
    return snapshot;
  } finally {
    lobby.dispose();
  }
}
