// The debug switches of a visit, from its landing URL to what they change: each one on in a
// development or preview build (the lobby's `debugParams`), and nothing at all without it.
import { createLobby, LobbyProvider, type ReactLobby } from '@lobbykit/lobby-core/react';
import { memoryStorage } from '@lobbykit/test-utils/storage';
import { defineTheme, type ThemeSlotProps } from '@lobbykit/theme-kit';
import { classicTokens } from '@lobbykit/theme-kit/presets';
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { useState, type ReactNode } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { luckyGame } from '../../../test/fixtures';
import { GameCard } from '../../game-card/GameCard';
import { usePrefersReducedMotion } from '../../shared/reduced-motion';
import { keepMarketingParams } from '../router/keep-marketing-params';
import { lazyPage } from '../router/lazy-page';
import { LobbyRouter } from '../router/LobbyRouter';
import { createMemoryLocation } from '../router/memory-location';
import { LobbyLink } from '../router/navigation';
import { LobbyRoutes } from '../router/routes';
import { DebugSwitchesBridge } from './DebugSwitchesBridge';
import { DESKTOP_VIEWPORT } from './debug-switches-dom';

const lobbies: ReactLobby[] = [];

afterEach(() => {
  cleanup();
  for (const lobby of lobbies.splice(0)) lobby.dispose();
  document.head.querySelectorAll('meta[name="viewport"]').forEach((meta) => meta.remove());
});

/** A lobby landing on `search`, whose hall never answers: the switches are read as the boot starts. */
function lobbyAt(search: string, debugParams: boolean): ReactLobby {
  const lobby = createLobby({
    siteCode: 'debug',
    staticKey: new Uint8Array(32).fill(7),
    lines: { api: ['https://hall.invalid'] },
    location: `https://lobby.invalid/${search}`,
    fetch: () => new Promise<Response>(() => undefined),
    storage: memoryStorage(),
    session: { BroadcastChannel: null, WebSocket: null },
    debugParams,
  });
  lobbies.push(lobby);
  void lobby.boot();
  return lobby;
}

/** Runs `change` and lets React finish what it started, suspended renders included. */
async function settle(change: () => void) {
  await act(async () => {
    change();
    await Promise.resolve();
  });
}

function HomePage() {
  const [taps, setTaps] = useState(0);
  return (
    <button type="button" onClick={() => setTaps(taps + 1)}>
      Tapped {taps}
    </button>
  );
}

function Layout({ children }: ThemeSlotProps) {
  return (
    <>
      <LobbyLink to={{ page: 'home' }}>Home</LobbyLink>
      <LobbyLink to={{ page: 'search' }}>Search games</LobbyLink>
      <main>{children}</main>
    </>
  );
}

function themeWith(loadHome = () => Promise.resolve({ HomePage })) {
  return defineTheme({
    name: 'test',
    pages: {
      home: lazyPage(loadHome, 'HomePage'),
      search: () => <h1>Search</h1>,
      subGame: () => <h1>Provider</h1>,
    },
    layouts: { main: Layout },
    footer: () => null,
    floatBar: () => null,
    styles: classicTokens,
  });
}

function show(lobby: ReactLobby, children?: ReactNode, theme = themeWith()) {
  return render(
    <LobbyProvider lobby={lobby}>
      <DebugSwitchesBridge theme={theme}>{children}</DebugSwitchesBridge>
    </LobbyProvider>,
  );
}

function MotionProbe() {
  return <p>{usePrefersReducedMotion() ? 'still' : 'moving'}</p>;
}

const root = () => document.documentElement;

describe('DebugSwitchesBridge', () => {
  describe('mock.cardLite', () => {
    it('renders the game cards without their picture', () => {
      const { container } = show(
        lobbyAt('?mock.cardLite', true),
        <GameCard game={luckyGame} onPlay={vi.fn()} />,
      );
      expect(container.querySelector('.lk-game-card')?.getAttribute('data-lite')).toBe('true');
      expect(container.querySelector('.lk-game-card__lite')).not.toBeNull();
      expect(container.querySelector('.lk-image')).toBeNull();
      expect(screen.getByRole('button', { name: 'Play Lucky Lanterns' }).textContent).toBe('Lucky Lanterns');
    });

    it('changes nothing in a production build', () => {
      const { container } = show(
        lobbyAt('?mock.cardLite', false),
        <GameCard game={luckyGame} onPlay={vi.fn()} />,
      );
      expect(container.querySelector('.lk-game-card')?.hasAttribute('data-lite')).toBe(false);
      expect(container.querySelector('.lk-game-card__lite')).toBeNull();
      expect(container.querySelector('.lk-image')).not.toBeNull();
    });
  });

  describe('keepAlive', () => {
    async function tapLeaveAndComeBack(lobby: ReactLobby): Promise<void> {
      show(
        lobby,
        <LobbyRouter location={createMemoryLocation('/')} keep={keepMarketingParams()}>
          <LobbyRoutes theme={themeWith()} reload={() => undefined} />
        </LobbyRouter>,
      );
      fireEvent.click(await screen.findByRole('button', { name: 'Tapped 0' }));
      expect(screen.getByRole('button', { name: 'Tapped 1' })).toBeTruthy();
      await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Search games' })));
      expect(await screen.findByRole('heading', { name: 'Search' })).toBeTruthy();
      await settle(() => fireEvent.click(screen.getByRole('link', { name: 'Home' })));
    }

    it('keeps a page left mounted and hidden, and brings it back as it was', async () => {
      await tapLeaveAndComeBack(lobbyAt('?keepAlive', true));
      expect(await screen.findByRole('button', { name: 'Tapped 1' })).toBeTruthy();
      // The search page stays too, hidden.
      expect(screen.getByText('Search').tagName).toBe('H1');
      expect(screen.queryByRole('heading', { name: 'Search' })).toBeNull();
    });

    it('changes nothing in a production build: the page comes back new', async () => {
      await tapLeaveAndComeBack(lobbyAt('?keepAlive', false));
      expect(await screen.findByRole('button', { name: 'Tapped 0' })).toBeTruthy();
      expect(screen.queryByText('Search')).toBeNull();
    });
  });

  describe('noLazy', () => {
    it('loads the code-split pages at start', async () => {
      const loadHome = vi.fn(() => Promise.resolve({ HomePage }));
      show(lobbyAt('?noLazy=1', true), null, themeWith(loadHome));
      await act(() => Promise.resolve());
      expect(loadHome).toHaveBeenCalledTimes(1);
    });

    it('changes nothing in a production build: a page loads when it opens', async () => {
      const loadHome = vi.fn(() => Promise.resolve({ HomePage }));
      show(lobbyAt('?noLazy=1', false), null, themeWith(loadHome));
      await act(() => Promise.resolve());
      expect(loadHome).not.toHaveBeenCalled();
    });
  });

  describe('blurAnimation', () => {
    it('marks the root for the style sheets, until the lobby goes', () => {
      const { unmount } = show(lobbyAt('?blurAnimation', true));
      expect(root().getAttribute('data-lk-blur-animation')).toBe('true');
      unmount();
      expect(root().hasAttribute('data-lk-blur-animation')).toBe(false);
    });

    it('changes nothing in a production build', () => {
      show(lobbyAt('?blurAnimation', false));
      expect(root().hasAttribute('data-lk-blur-animation')).toBe(false);
    });
  });

  describe('openPC', () => {
    const viewport = () => {
      const meta = document.createElement('meta');
      meta.name = 'viewport';
      meta.content = 'width=device-width, initial-scale=1';
      document.head.append(meta);
      return meta;
    };

    it('lays the page out at a desktop width, until the lobby goes', () => {
      const meta = viewport();
      const { unmount } = show(lobbyAt('?openPC=true', true));
      expect(meta.content).toBe(DESKTOP_VIEWPORT);
      unmount();
      expect(meta.content).toBe('width=device-width, initial-scale=1');
    });

    it('changes nothing in a production build', () => {
      const meta = viewport();
      show(lobbyAt('?openPC=true', false));
      expect(meta.content).toBe('width=device-width, initial-scale=1');
    });
  });

  describe('animationMode', () => {
    it.each(['none', 'reduced'])('%s marks the root and stills the animated blocks', (mode) => {
      show(lobbyAt(`?animationMode=${mode}`, true), <MotionProbe />);
      expect(root().getAttribute('data-lk-animation')).toBe(mode);
      expect(screen.getByText('still')).toBeTruthy();
    });

    it('full marks the root and moves the animated blocks though the system asks for less', () => {
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('reduced-motion'),
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
      }));
      try {
        show(lobbyAt('?animationMode=full', true), <MotionProbe />);
        expect(root().getAttribute('data-lk-animation')).toBe('full');
        expect(screen.getByText('moving')).toBeTruthy();
      } finally {
        vi.unstubAllGlobals();
      }
    });

    it('changes nothing in a production build', () => {
      show(lobbyAt('?animationMode=none', false), <MotionProbe />);
      expect(root().hasAttribute('data-lk-animation')).toBe(false);
      expect(screen.getByText('moving')).toBeTruthy();
    });
  });
});
