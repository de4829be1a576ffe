// A sports game's page on the reference hall server in jsdom: a player plays a sports game, and
// its page lists the fake sports service's matches (the launch ticket is the sports token); once
// the hall has expired the token, updating the list meets A001, which says so and goes home 1 s
// later with the game closed.
import type { ReactLobby } from '@lobbykit/lobby-core/react';
import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { HALL_WAIT, hallAppSuite } from '../test-support/hall-app-suite';

const WAIT = HALL_WAIT;
const suite = hallAppSuite();

interface ListedGame {
  readonly gameId: string;
  readonly name: string;
  readonly category?: string;
  readonly maintainStatus?: boolean;
  readonly minimumEntryBalance?: number;
}

/** A sports game the player may enter, as the game list gives it (its category included). */
async function sportsGame(lobby: ReactLobby): Promise<ListedGame> {
  const { client } = await lobby.hall();
  const page = await client.request<{ list: ListedGame[] }>('gameList', {
    params: { providerCode: 'SPR', pageSize: 20 },
  });
  const game = page.ok ? page.data.list.find((entry) => !entry.maintainStatus) : undefined;
  if (!game) throw new Error('the hall lists no open sports game');
  expect(game.category).toBe('sports');
  return game;
}

describe('SportsMatches', { timeout: 120_000 }, () => {
  it("lists a sports game's matches, and goes home once the sports session has ended", async () => {
    const name = `sp${Date.now() % 1_000_000_000}`;
    const { lobby, location } = await suite.openAs({ register: name }, '/');
    await suite.hall().control.users.set('demo', name, { gameGold: 5_000 });
    await act(() => lobby.session.refreshBalance());
    const prompt = await screen.findByRole('region', { name: 'Your account is ready' }, WAIT);
    await userEvent.click(within(prompt).getByRole('button', { name: 'Later' }));

    const game = await sportsGame(lobby);
    await act(async () => {
      expect((await lobby.play(game)).ok).toBe(true);
    });
    const matches = await screen.findByRole('region', { name: "Today's matches" }, WAIT);
    await waitFor(() => expect(within(matches).getAllByRole('listitem')).toHaveLength(3), WAIT);
    within(matches).getByText('Lucky Harbor FC vs Riverside United');
    expect(location.current().href).toBe(`/game/${game.gameId}`);

    // The hall forgets the token (a restart, its lifetime): the next call meets A001.
    await suite.hall().control.sports.expire();
    await userEvent.click(within(matches).getByRole('button', { name: 'Update matches' }));
    expect((await within(matches).findByRole('alert', {}, WAIT)).textContent).toBe(
      'Your sports session has ended. Back to the lobby…',
    );
    await waitFor(() => expect(location.current().href).toBe('/'), WAIT);
    expect(lobby.store.getState().game.open).toBeUndefined();
  });
});
