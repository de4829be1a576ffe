/** A lobby on the reference hall server (started by `@lobbykit/test-utils/hall`), for the loopback tests. */
import type { TestHall } from '@lobbykit/test-utils/hall';
import type { LobbyConfig } from '../config';
import { createLobby } from '../core';

export function hallLobby(hall: TestHall, overrides: Partial<LobbyConfig> = {}, siteCode = 'demo') {
  const site = hall.site(siteCode);
  return createLobby({
    siteCode: site.siteCode,
    staticKey: site.staticKey,
    // The build knows the first domain of each kind; the site URL config brings the others.
    lines: { api: [hall.server.apiUrls[0]!], assets: [hall.server.assetUrls[0]!] },
    location: 'http://lobby.test/?cid=8201&gclid=Cj0K',
    browserLanguages: ['en-US'],
    hall: { retry: { baseDelayMs: 5, maxDelayMs: 20 } },
    ...overrides,
  });
}

/** The hall requests whose path starts with `path` (static files carry their parameters in the path). */
export async function requestsTo(hall: TestHall, path: string, domain?: 'api' | 'oss') {
  const all = await hall.control.requests.list(domain ? { domain } : {});
  return all.filter((entry) => new URL(entry.url, 'http://x').pathname.startsWith(path));
}
