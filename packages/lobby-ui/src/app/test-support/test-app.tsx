// A theme made of the connected screens, and a lobby on the reference hall, for the app
// layer's tests.
import type { LobbyConfig } from '@lobbykit/lobby-core';
import { createLobby, type ReactLobby } from '@lobbykit/lobby-core/react';
import type { TestHall } from '@lobbykit/test-utils/hall';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { defineTheme, type ThemeSlotProps } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { createMemoryLocation } from '../router/memory-location';
import { LobbyApp } from '../shell/LobbyApp';
import { FooterSlot, FloatBarSlot } from '../chrome/FooterSlot';
import { HomeFeed } from '../screens/HomeFeed';
import { LanguageMenu } from '../screens/LanguageMenu';
import { SearchScreen } from '../screens/SearchScreen';
import { SiteBrand } from '../screens/SiteBrand';
import { SiteFooter } from '../screens/SiteFooter';
import { SubGameScreen } from '../screens/SubGameScreen';
import { FloatBarEntries } from '../screens/FloatBarEntries';
import { PageHeading } from '../screens/PageHeading';
import { PlayerMenu } from '../screens/PlayerMenu';

function Layout({ children }: ThemeSlotProps) {
  return (
    <>
      <header>
        <SiteBrand />
        <LanguageMenu />
        <PlayerMenu />
      </header>
      <main>{children}</main>
      <FooterSlot />
      <FloatBarSlot />
    </>
  );
}

export const testTheme = defineTheme({
  name: 'test',
  siteTypes: ['classic'],
  pages: {
    home: () => (
      <>
        <PageHeading hidden>Home</PageHeading>
        <HomeFeed />
      </>
    ),
    search: () => (
      <>
        <PageHeading>Search</PageHeading>
        <SearchScreen delay={0} />
      </>
    ),
    subGame: () => <SubGameScreen />,
  },
  layouts: { main: Layout },
  footer: () => (
    <footer>
      <SiteFooter />
    </footer>
  ),
  floatBar: () => <FloatBarEntries />,
  styles: classicTokens,
});

/**
 * A React lobby on the test hall's site (demo unless `siteCode` says), landing on `path`; `more`
 * adds to its config (a platform type, ...).
 */
export function hallReactLobby(
  hall: TestHall,
  path: string,
  session?: LobbyConfig['session'],
  { siteCode = 'demo', ...more }: Partial<LobbyConfig> = {},
): ReactLobby {
  const site = hall.site(siteCode);
  return createLobby({
    siteCode: site.siteCode,
    // jsdom's TextEncoder answers bytes of another realm, which the hall client refuses.
    staticKey: Uint8Array.from(site.staticKey, (char) => char.charCodeAt(0)),
    lines: { api: [hall.server.apiUrls[0]!], assets: [hall.server.assetUrls[0]!] },
    location: `http://lobby.test${path}`,
    browserLanguages: ['en-US'],
    storage: memoryStorage(),
    hall: { retry: { baseDelayMs: 5, maxDelayMs: 20 } },
    bootRetry: { baseDelayMs: 60_000, maxDelayMs: 60_000, attemptTimeoutMs: 20_000 },
    ...(session ? { session } : {}),
    ...more,
  });
}

/** The app on a lobby, its router on a memory location at `path`. */
export function renderableApp(
  lobby: ReactLobby,
  path: string,
  { autoOpenAuth = false, startupPopups = false, storage = memoryStorage() } = {},
) {
  const location = createMemoryLocation(path);
  const reloads: string[] = [];
  const element = (
    <LobbyApp
      lobby={lobby}
      theme={testTheme}
      location={location}
      storage={storage}
      reload={() => reloads.push(location.current().href)}
      autoOpenAuth={autoOpenAuth}
      startupPopups={startupPopups}
      // The pages' chunks are not fetched in the background 30 s in: a long journey in jsdom
      // would transform every page on a loaded machine (PreloadHost's own tests cover it).
      preload={false}
    />
  );
  return { element, location, reloads };
}
