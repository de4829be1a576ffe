// Around every page, for a player's real-money "Play" (from a card, a banner, or the log-in
// modal continuing to the game): a game that opened gets its page, a provider card its sub-game
// page, and any other refusal its dialog (loaded with the first one).
import type { OpenGame } from '@lobbykit/lobby-core';
import { useLobbyEvent, useOpenGame } from '@lobbykit/lobby-core/react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useLobbyNavigate } from '../router/navigation';
import type { PlayRefused } from './PlayRefusalDialog';
import { BlockNotOpened } from '../chunks/BlockNotOpened';
import { lazyBlock } from '../chunks/lazy-block';

const LazyPlayRefusalDialog = lazyBlock(() => import('./play-dialogs-chunk'), 'PlayRefusalDialog', {
  whenMissing: BlockNotOpened,
});

export function PlayHost() {
  const navigate = useLobbyNavigate();
  const { game: open } = useOpenGame();
  const [refused, setRefused] = useState<PlayRefused | undefined>();

  useLobbyEvent('playRefused', (payload) => {
    const { outcome } = payload;
    if (outcome.reason === 'providerPage') navigate({ page: 'provider', providerCode: outcome.providerCode });
    else setRefused(payload);
  });

  // Each real-money game that opens, once: the page's own "back" closes it again.
  const shown = useRef<OpenGame | undefined>(undefined);
  useEffect(() => {
    if (open?.mode !== 'real' || shown.current === open) return;
    shown.current = open;
    navigate({ page: 'game', gameCode: open.gameId });
  }, [open, navigate]);

  return refused ? (
    <Suspense fallback={null}>
      <LazyPlayRefusalDialog refused={refused} onClose={() => setRefused(undefined)} />
    </Suspense>
  ) : null;
}
