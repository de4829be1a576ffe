/** A boot snapshot made from what a lobby's store holds (an app's server boots a lobby, then inlines this). */
import { QueryStatus } from '@reduxjs/toolkit/query';
import type { GameList } from '@lobbykit/contract';
import type { LobbyApi } from './api/core-api';
import { createBootSnapshot, type BootSnapshot, type BootSnapshotGames } from './boot/snapshot';
import { lobbySelectors } from './selectors';
import type { LobbyState } from './store';

/** Most game lists a snapshot carries. */
const MAX_GAME_LISTS = 24;

export function snapshotOf(
  state: LobbyState,
  api: LobbyApi,
  { now, ttlMs }: { now: number; ttlMs?: number | undefined },
): BootSnapshot | undefined {
  const select = lobbySelectors(api);
  const siteInfo = select.siteInfo(state);
  const language = state.visit.language?.code;
  if (!siteInfo || !language) return undefined;
  const games: BootSnapshotGames[] = [];
  for (const entry of Object.values(state.hall.queries)) {
    if (entry?.endpointName !== 'gamePages' || entry.status !== QueryStatus.fulfilled) continue;
    const first = (entry.data as { pages?: GameList[] } | undefined)?.pages?.[0];
    if (first && games.length < MAX_GAME_LISTS) {
      games.push({ request: entry.originalArgs, page: first });
    }
  }
  return createBootSnapshot(
    {
      language,
      siteInfo,
      siteUrls: select.siteUrls(state),
      systemStatus: select.systemStatus(state),
      layout: api.endpoints.optimizationSiteConfig.select()(state).data,
      categories: select.categories(state),
      providers: api.endpoints.gameProviders.select(undefined)(state).data,
      games,
    },
    { siteCode: state.visit.siteCode, now, ttlMs },
  );
}
