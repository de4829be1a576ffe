// The matches of a sports game's page (spec §4, §7, §8): its launch ticket is the sports token,
// its launch URL's origin the sports service. A001 ends the sports session: the list says so and
// the lobby goes home 1 s later (the client's timer); any other failure shows the service's own
// message, with a way to try again. The list loads again by itself every minute while shown.
import { SPORTS_MATCHES_PATH, sportsMatchesSchema } from '@lobbykit/contract';
import { selectLanguage, type OpenGame } from '@lobbykit/lobby-core';
import { useLobby } from '@lobbykit/lobby-core/react';
import { createSportsClient, sportsTokenOf } from '@lobbykit/lobby-core/sports';
import { useEffect, useRef, useState } from 'react';
import { SportsMatchList, type SportsMatchesState } from '../../sports/SportsMatchList';
import { useRefreshWhileShown } from './use-refresh-while-shown';

/**
 * How often the list loads again by itself while the page is shown: odds move, and a minute
 * keeps them fresh without a call every few seconds per player.
 */
const SPORTS_REFRESH_MS = 60_000;

/** The newest answer, with the game and the load it answers. */
interface Answer {
  readonly gameUrl: string;
  readonly load: number;
  readonly state: SportsMatchesState;
}

export interface SportsMatchesProps {
  readonly game: OpenGame;
  /** The sports session ended (A001), 1 s after the list said so: the page goes home. */
  readonly onEnded: () => void;
  /** How often the list loads again while shown. @default SPORTS_REFRESH_MS */
  readonly refreshMs?: number | undefined;
}

export function SportsMatches({ game, onEnded, refreshMs = SPORTS_REFRESH_MS }: SportsMatchesProps) {
  const lobby = useLobby();
  const [load, setLoad] = useState(0);
  const [answer, setAnswer] = useState<Answer | undefined>();
  // The latest callback, so a new one from the page does not start a new load.
  const ended = useRef(onEnded);
  useEffect(() => {
    ended.current = onEnded;
  }, [onEnded]);

  const { gameUrl } = game;
  useEffect(() => {
    const sports = createSportsClient({
      sportsUrl: gameUrl,
      token: sportsTokenOf(gameUrl),
      // Read at each call: the league names come in the player's language (or English's).
      language: () => selectLanguage(lobby.store.getState())?.code ?? 'en_US',
      onUnauthorized: () => ended.current(),
    });
    void sports.request(SPORTS_MATCHES_PATH, { schema: sportsMatchesSchema }).then((result) => {
      const state: SportsMatchesState | undefined = result.ok
        ? { status: 'ready', matches: result.data.matches }
        : result.reason === 'unauthorized'
          ? { status: 'ended' }
          : result.reason === 'aborted'
            ? undefined
            : { status: 'failed', message: result.reason === 'failed' ? result.message : undefined };
      if (state) setAnswer({ gameUrl, load, state });
    });
    // Leaving the page stops the call and the way home: the player has already left.
    return () => sports.dispose();
  }, [lobby, gameUrl, load]);

  // Not once the session has ended, nor while a load is on its way.
  const settled = answer?.gameUrl === gameUrl && answer.load === load;
  useRefreshWhileShown(() => setLoad((n) => n + 1), {
    everyMs: refreshMs,
    enabled: settled && answer.state.status !== 'ended',
  });

  // Another game's answer is none; a reload keeps the list it has until the new one comes.
  const shown = answer?.gameUrl === gameUrl ? answer : undefined;
  const reloading = shown !== undefined && shown.load !== load;
  const state: SportsMatchesState =
    shown === undefined || (reloading && shown.state.status !== 'ready')
      ? { status: 'loading' }
      : shown.state;
  return <SportsMatchList state={state} reloading={reloading} onReload={() => setLoad((n) => n + 1)} />;
}
