// The hook on a real lobby store booted from a snapshot: what a background read does to a screen.
import { LobbyProvider } from '@lobbykit/lobby-core/react';
import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { fixtureLobby, homeFixtureSnapshot } from '../test-support/home-fixture';
import { useGamePages } from './use-game-pages';

describe('useGamePages', () => {
  it('shows the snapshot’s games and renders nothing again while the boot reads them again in the background', async () => {
    const lobby = fixtureLobby(homeFixtureSnapshot());
    let renders = 0;
    const { result } = renderHook(
      () => {
        renders += 1;
        return useGamePages({ hot: true });
      },
      {
        wrapper: ({ children }: { children: ReactNode }) => (
          <LobbyProvider lobby={lobby}>{children}</LobbyProvider>
        ),
      },
    );
    expect(result.current.games.map((game) => game.name)).toEqual(['Lucky Lanterns', 'Reef Raiders']);
    expect(result.current.status).toBe('idle');
    const view = result.current;
    const before = renders;
    // The fixture's hall never answers: the pages stay in flight, `isFetching` stays true.
    await act(async () => {
      lobby.revalidate();
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(lobby.store.getState().hall.queries['gamePages({"hot":true})']?.status).toBe('pending');
    expect(renders).toBe(before);
    expect(result.current).toBe(view);
  });
});
