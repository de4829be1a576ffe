// @vitest-environment jsdom
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLobby as createCoreLobby } from '../core';
import { fakeHall } from '../test-support/fake-hall';
import { testLobby } from '../test-support/test-lobby';
import { useGameListQuery } from './api';
import { createLobby } from './create-lobby';
import {
  useBoot,
  useLanguage,
  useLobbyEvent,
  useMarketingParams,
  useOpenGame,
  useSession,
  useSiteInfo,
  useSiteLook,
} from './hooks';
import { LobbyProvider, useLobby, type ReactLobby } from './provider';

const WAIT = { timeout: 10_000 };
const mounted: ReactLobby[] = [];
afterEach(() => {
  cleanup();
  mounted.splice(0).forEach((lobby) => lobby.dispose());
});

// jsdom's TextEncoder answers bytes of another realm, which the hall client's key check
// refuses: the key is given as bytes of this one.
const staticKey = new Uint8Array(32).fill(7);

function reactLobby(parts: Parameters<typeof testLobby>[1] = {}) {
  const made = testLobby({ staticKey }, { ...parts, create: createLobby });
  mounted.push(made.lobby);
  return made;
}

function BootScreen() {
  const { state, retry } = useBoot();
  const site = useSiteInfo();
  if (state.status === 'retrying') {
    return (
      <div role="alert">
        Still trying (attempt {state.attempt})
        <button type="button" onClick={retry}>
          Try again
        </button>
      </div>
    );
  }
  if (state.status !== 'ready') return <p role="status">Loading</p>;
  return <h1>{site?.title}</h1>;
}

describe('LobbyProvider', () => {
  describe('when given a lobby of the framework-free createLobby', () => {
    it('says which createLobby to use', () => {
      const { lobby } = testLobby({ staticKey }, { create: createCoreLobby });
      mounted.push(lobby as unknown as ReactLobby);
      expect(() => render(<LobbyProvider lobby={lobby as unknown as ReactLobby} />)).toThrow(
        /@lobbykit\/lobby-core\/react/,
      );
    });
  });

  describe('when a hook is used outside it', () => {
    it('throws a clear error', () => {
      function Orphan() {
        useLobby();
        return null;
      }
      expect(() => render(<Orphan />)).toThrow(/no LobbyProvider/);
    });
  });

  describe('when the app has not started the boot', () => {
    it('starts it and shows the site', async () => {
      const { lobby } = reactLobby();
      render(
        <LobbyProvider lobby={lobby}>
          <BootScreen />
        </LobbyProvider>,
      );
      expect(await screen.findByRole('heading', { name: 'Test Harbour' }, WAIT)).toBeTruthy();
    });
  });
});

describe('LobbyProvider with a server state', () => {
  describe('when the store has moved on since the server rendered the page', () => {
    it('hydrates what the server rendered, then shows the store as it is', async () => {
      const { lobby } = reactLobby();
      // The server rendered the page before the boot: "Loading".
      const served = lobby.store.getState();
      const page = (
        <LobbyProvider lobby={lobby} serverState={served}>
          <BootScreen />
        </LobbyProvider>
      );
      const container = document.createElement('div');
      container.innerHTML = renderToString(page);
      document.body.append(container);
      expect(container.textContent).toBe('Loading');
      await lobby.boot();

      const onRecoverableError = vi.fn();
      const root = hydrateRoot(container, page, { onRecoverableError });
      try {
        await waitFor(() => expect(container.textContent).toBe('Test Harbour'), WAIT);
        expect(onRecoverableError).not.toHaveBeenCalled();
      } finally {
        act(() => root.unmount());
        container.remove();
      }
    });
  });
});

describe('useBoot', () => {
  describe('when the hall is unreachable, then back', () => {
    it('shows "still trying" with a retry that reaches the ready lobby', async () => {
      const hall = fakeHall();
      hall.down = true;
      const { lobby } = reactLobby({ hall });
      render(
        <LobbyProvider lobby={lobby}>
          <BootScreen />
        </LobbyProvider>,
      );
      const alert = await screen.findByRole('alert', {}, WAIT);
      expect(alert.textContent).toContain('attempt 1');

      hall.down = false;
      act(() => screen.getByRole('button', { name: 'Try again' }).click());
      expect(await screen.findByRole('heading', { name: 'Test Harbour' }, WAIT)).toBeTruthy();
    });
  });
});

describe('the visit hooks', () => {
  describe('when the visitor switches language', () => {
    it('re-renders in place with the new language, keeping the marketing parameters', async () => {
      const { lobby } = reactLobby();
      await lobby.boot();
      function Visit() {
        const { language, languages, setLanguage } = useLanguage();
        const marketing = useMarketingParams();
        const look = useSiteLook();
        return (
          <nav aria-label="Languages">
            <p>
              {language?.code} of {languages.join(', ')}; cid {marketing.cid}; theme {look.themeType}
            </p>
            {languages.map((code) => (
              <button key={code} type="button" onClick={() => setLanguage(code)}>
                {code}
              </button>
            ))}
          </nav>
        );
      }
      render(
        <LobbyProvider lobby={lobby}>
          <Visit />
        </LobbyProvider>,
      );
      const nav = screen.getByRole('navigation', { name: 'Languages' });
      expect(nav.textContent).toContain('en_US of pt_PT, en_US; cid 8201; theme classic');
      act(() => screen.getByRole('button', { name: 'pt_PT' }).click());
      expect(nav.textContent).toContain('pt_PT of');
    });
  });
});

describe('the API hooks', () => {
  describe('when a screen asks for a page of games', () => {
    it('renders them from the hall through the lobby store', async () => {
      const hall = fakeHall();
      hall.answer('gameList', {
        data: { list: [{ gameId: 1, gameCode: 'koi', name: 'Lucky Koi', providerCode: 'HBR' }], total: 1 },
      });
      const { lobby } = reactLobby({ hall });
      await lobby.boot();
      function Games() {
        const { data, isLoading } = useGameListQuery({ categoryId: 3 });
        if (isLoading) return <p role="status">Loading games</p>;
        return (
          <ul aria-label="Games">
            {data?.list.map((game) => (
              <li key={game.gameId}>{game.name}</li>
            ))}
          </ul>
        );
      }
      render(
        <LobbyProvider lobby={lobby}>
          <Games />
        </LobbyProvider>,
      );
      const list = await screen.findByRole('list', { name: 'Games' }, WAIT);
      expect(list.textContent).toBe('Lucky Koi');
    });
  });
});

describe('play hooks', () => {
  describe('when a visitor plays a demo and asks to play for real', () => {
    it('shows the demo guest and the open game, and hears loginRequired', async () => {
      const hall = fakeHall();
      hall.answer('demoGameLaunch', { data: { gameUrl: 'https://hall.example/play/koi?demo=1' } });
      const { lobby } = reactLobby({ hall });
      await lobby.boot();
      const heard: string[] = [];
      function Game() {
        const session = useSession();
        const { game, close } = useOpenGame();
        useLobbyEvent('loginRequired', ({ game: wanted }) => heard.push(wanted.gameId));
        return (
          <section aria-label="Game">
            <p>{session.kind}</p>
            {game ? (
              <button type="button" onClick={close}>
                Back to the lobby from {game.gameUrl}
              </button>
            ) : null}
          </section>
        );
      }
      render(
        <LobbyProvider lobby={lobby}>
          <Game />
        </LobbyProvider>,
      );
      await act(() => lobby.playDemo({ gameId: '1', name: 'Lucky Koi' }));
      const back = screen.getByRole('button', {
        name: /Back to the lobby from https:\/\/hall\.example\/play\/koi/,
      });
      expect(screen.getByRole('region', { name: 'Game' }).textContent).toContain('demoGuest');
      await act(() => lobby.play({ gameId: '2' }));
      expect(heard).toEqual(['2']);
      act(() => back.click());
      await waitFor(() => expect(screen.queryByRole('button')).toBeNull());
    });
  });
});
