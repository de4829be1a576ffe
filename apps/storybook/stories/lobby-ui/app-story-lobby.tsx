// A whole lobby for the app stories, with no network: lobby-core boots from a snapshot made of
// the story fixtures, and its hall calls never answer (or fail at once, for the still-trying
// screen). A theme of the app layer's connected screens renders it.
import type { GameProvider, GameSummary, SiteInfo } from '@lobbykit/contract';
import { createBootSnapshot } from '@lobbykit/lobby-core';
import { createLobby, type ReactLobby } from '@lobbykit/lobby-core/react';
import {
  createMemoryLocation,
  FloatBarEntries,
  FloatBarSlot,
  FooterSlot,
  HomeFeed,
  LanguageMenu,
  LobbyApp,
  LoginButtons,
  PageHeading,
  SearchScreen,
  SiteBrand,
  SiteFooter,
  SubGameScreen,
} from '@lobbykit/lobby-ui/app';
import { defineTheme, type LobbyTheme, type ThemeSlotProps } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { useState } from 'react';
import { storyCategories, storyGames, storyProviders } from './fixtures';

const SITE_CODE = 'story';

const site: SiteInfo = {
  type: 'classic',
  title: 'Lucky Harbor Lobby',
  siteName: 'Lucky Harbor',
  currencyInfos: [{ currencyCode: 'BRL' }],
  languageInfos: [
    { languageCode: 'en_US', defaultLanguageTag: true },
    { languageCode: 'pt_PT', defaultLanguageTag: false },
  ],
  holidayThemes: [],
};

const providers: GameProvider[] = storyProviders.map((provider, index) => ({
  ...provider,
  categories: [storyCategories[index % storyCategories.length]!.key, 'electronic'],
}));

const games = (categoryId: number, count: number): GameSummary[] =>
  storyGames(count).map((game, index) => ({
    ...game,
    gameId: `${categoryId}-${game.gameId}`,
    gameCode: `G${categoryId}-${index}`,
    providerCode: providers[index % providers.length]!.code,
    categoryId,
  }));

function storySnapshot(now: number) {
  return createBootSnapshot(
    {
      language: 'en_US',
      siteInfo: site,
      categories: storyCategories,
      providers,
      games: [
        { request: { hot: true }, page: { list: games(0, 16), total: 40 } },
        ...storyCategories.map((category) => ({
          request: { categoryId: category.id },
          page: { list: games(category.id, 18), total: 120 },
        })),
      ],
    },
    { siteCode: SITE_CODE, now },
  );
}

/** A hall that never answers: the story shows the snapshot's state and nothing moves it. */
const silentHall: typeof fetch = () => new Promise<Response>(() => undefined);
/** A hall that cannot be reached: every call fails at once. */
const downHall: typeof fetch = () => Promise.reject(new TypeError('Failed to fetch'));

const memory = (): Storage => {
  const values = new Map<string, string>();
  return {
    get length() {
      return values.size;
    },
    clear: () => values.clear(),
    getItem: (key) => values.get(key) ?? null,
    key: (index) => [...values.keys()][index] ?? null,
    removeItem: (key) => void values.delete(key),
    setItem: (key, value) => void values.set(key, value),
  };
};

function storyLobby(path: string, hall: 'silent' | 'down'): ReactLobby {
  const now = Date.now();
  return createLobby({
    siteCode: SITE_CODE,
    staticKey: new Uint8Array(32).fill(7),
    lines: { api: ['https://hall.invalid'] },
    location: `https://lobby.invalid${path}`,
    browserLanguages: ['en-US'],
    fetch: hall === 'down' ? downHall : silentHall,
    storage: memory(),
    adoptSiteLines: false,
    // Storybook is a development build: a story's address may carry the debug switches
    // (`?mock.cardLite`), as a tester's landing URL does in a preview build.
    debugParams: true,
    revalidateAfterMs: 3_600_000,
    ...(hall === 'down'
      ? { bootRetry: { baseDelayMs: 3_600_000, maxDelayMs: 3_600_000, attemptTimeoutMs: 1_000 } }
      : { snapshot: storySnapshot(now) }),
  });
}

function Layout({ children }: ThemeSlotProps) {
  return (
    <div className="sb-app">
      <header className="sb-app__header">
        <SiteBrand />
        <LanguageMenu />
        <LoginButtons />
      </header>
      <main className="sb-app__main">{children}</main>
      <FooterSlot />
      <FloatBarSlot />
    </div>
  );
}

const storyTheme = defineTheme({
  name: 'story',
  pages: {
    home: () => (
      <>
        <PageHeading hidden>Lucky Harbor Lobby</PageHeading>
        <HomeFeed />
      </>
    ),
    search: () => (
      <>
        <PageHeading>Search games</PageHeading>
        <SearchScreen />
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
  floatBar: () => <FloatBarEntries orientation="horizontal" />,
  styles: classicTokens,
});

export interface StoryAppProps {
  /** The address the visitor opened (path and query). */
  readonly path: string;
  /** @default 'silent' (booted from the snapshot) */
  readonly hall?: 'silent' | 'down';
  /** @default a theme of the connected screens on the classic tokens */
  readonly theme?: LobbyTheme;
}

/** The app layer over a story lobby, its router at `path`. */
export function StoryApp({ path, hall = 'silent', theme = storyTheme }: StoryAppProps) {
  const [parts] = useState(() => ({
    lobby: storyLobby(path, hall),
    location: createMemoryLocation(path),
  }));
  return (
    <LobbyApp
      lobby={parts.lobby}
      theme={theme}
      location={parts.location}
      storage={null}
      reload={() => undefined}
    />
  );
}
