/** A lobby on the fake hall, a hand-driven clock and memory storage: what the unit tests start from. */
import { manualClock, type ManualClock } from '@lobbykit/test-utils/clock';
import { memoryStorage, type MemoryStorage } from '@lobbykit/test-utils/storage';
import type { LobbyApi } from '../api/core-api';
import type { LobbyConfig } from '../config';
import { createLobby } from '../core';
import type { Lobby } from '../create-lobby';
import { API_LINE, ASSET_LINE, fakeHall, type FakeHall } from './fake-hall';

/** 1 January 2026, 12:00 UTC. */
export const TEST_EPOCH = Date.UTC(2026, 0, 1, 12);

export interface TestLobby<Api extends LobbyApi = LobbyApi> {
  readonly lobby: Lobby<Api>;
  readonly hall: FakeHall;
  readonly clock: ManualClock;
  readonly storage: MemoryStorage;
}

export interface TestLobbyParts<Api extends LobbyApi> {
  readonly hall?: FakeHall;
  readonly storage?: MemoryStorage;
  /** Which `createLobby`: the framework-free one by default, or the React one. */
  readonly create?: (config: LobbyConfig) => Lobby<Api>;
}

export function testLobby<Api extends LobbyApi = LobbyApi>(
  overrides: Partial<LobbyConfig> = {},
  {
    hall = fakeHall(),
    storage = memoryStorage(),
    create = createLobby as unknown as (config: LobbyConfig) => Lobby<Api>,
  }: TestLobbyParts<Api> = {},
): TestLobby<Api> {
  const clock = manualClock(TEST_EPOCH);
  const lobby = create({
    siteCode: 'demo',
    staticKey: 'lobbykit-unit-test-static-key-01',
    lines: { api: [API_LINE], assets: [ASSET_LINE] },
    location: 'https://lobby.test/?cid=8201&utm=x',
    fetch: hall.fetch,
    storage,
    now: clock.now,
    timers: clock.timers,
    random: () => 0.5,
    browserLanguages: ['en-GB', 'en'],
    // One attempt per call: the boot's own retries are what these tests look at.
    hall: { retry: { maxAttempts: 1 }, staticRetry: { maxAttempts: 1 } },
    // The tests' snapshots are made at the clock's start: read again after revalidateAfterMs.
    snapshotFreshMs: 0,
    ...overrides,
  });
  return { lobby, hall, clock, storage };
}

/**
 * Lets pending work (fake fetches, WebCrypto, store updates) run a while: for asserting that
 * something did NOT happen. To wait for something that should, poll (`expect.poll`, `waitFor`).
 */
export async function settle(rounds = 20): Promise<void> {
  for (let i = 0; i < rounds; i++) await new Promise<void>((resolve) => setImmediate(resolve));
}

/** Polling options for waits on real asynchronous work: generous, for a loaded 2-core machine. */
export const POLL = { timeout: 10_000, interval: 10 } as const;
