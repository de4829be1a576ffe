// Spec §4 "Login": a test-register agent link sends its visitor to the demo games. lobby-core
// makes the visitor a demo guest and names the demo to open (its `agentLink` is `demoGames`);
// this opens it, once, and only while the visitor is still on the page they landed on: one who
// has moved on already keeps the page they chose.
import { selectAgentLink } from '@lobbykit/lobby-core';
import { useLobbySelector } from '@lobbykit/lobby-core/react';
import { useEffect, useRef, useState } from 'react';
import { useGameActions } from '../games/use-game-actions';
import { useLobbyRouter } from '../router/router-context';

export function useDemoGamesLanding(): void {
  const agentLink = useLobbySelector(selectAgentLink);
  const game = agentLink.status === 'demoGames' ? agentLink.game : undefined;
  const { location } = useLobbyRouter();
  const [landing] = useState(() => location.current());
  const { playDemo } = useGameActions();
  const opened = useRef(false);
  useEffect(() => {
    if (opened.current || !game) return;
    opened.current = true;
    const now = location.current();
    // The same page, its tabs aside (a tab rewrites the entry's query, not its place).
    if (now.index === landing.index && now.path === landing.path) playDemo(game);
  }, [game, landing, location, playDemo]);
}
